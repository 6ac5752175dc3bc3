// Limits of the account settings forms that the page checks before reading a file (no zod here:
// the avatar picker uses them directly), and the back end checks again.

/** The avatar's image types: no SVG (it could carry script). */
export const avatarImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

/** At most 800 KB of image. */
export const avatarMaxBytes = 800 * 1024

/** The size of a base64 payload once decoded. */
export function base64Bytes(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0
  return Math.floor((payload.length * 3) / 4) - padding
}

const dataUrlPattern = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/

export type AvatarProblem = 'type' | 'size'
/** What is wrong with an uploaded image: not one of the types asked for, or too large. */
export type ImageProblem = AvatarProblem

/**
 * What is wrong with an image given as a data URL (its type among `types`, at most `maxBytes`),
 * or null; paths and http(s) addresses pass.
 */
export function imageDataUrlProblem(
  value: string,
  types: readonly string[],
  maxBytes: number,
): ImageProblem | null {
  if (!value.startsWith('data:')) return null
  const match = dataUrlPattern.exec(value)
  if (!match?.[1] || !match[2]) return 'type'
  if (!types.includes(match[1])) return 'type'
  return base64Bytes(match[2]) > maxBytes ? 'size' : null
}

/** What is wrong with a picked image file (its type among `types`, at most `maxBytes`), or null. */
export function imageFileProblem(
  file: { type: string; size: number },
  types: readonly string[],
  maxBytes: number,
): ImageProblem | null {
  if (!types.includes(file.type)) return 'type'
  return file.size > maxBytes ? 'size' : null
}

/** What is wrong with an avatar given as a data URL, or null (paths and http(s) addresses pass). */
export function avatarProblem(value: string): AvatarProblem | null {
  return imageDataUrlProblem(value, avatarImageTypes, avatarMaxBytes)
}

/** An http(s) address, or empty (a link left out). */
export const webAddressPattern = /^https?:\/\/[^\s/$.?#][^\s]*$/i

/** A phone as people type it, or empty. */
export const optionalPhonePattern = /^[+0-9 ().-]*$/

/** What is wrong with a picked avatar file (its type and size), or null. */
export function avatarFileProblem(file: { type: string; size: number }): AvatarProblem | null {
  return imageFileProblem(file, avatarImageTypes, avatarMaxBytes)
}

/** The text limits of the account settings fields (the schema and the forms both use them). */
export const accountTextLimits = {
  fullName: 100,
  company: 100,
  bio: 1000,
  country: 60,
  webAddress: 300,
  phone: 30,
} as const

/** Date of birth: a real calendar day from 1900 on, or empty. */
export const earliestBirthYear = '1900'
