// The blog editor's field rules, without zod: the editor checks its form with them before it
// saves, and the back end's schema (`blogPosts.ts`) is built from the same limits.
import { questionSlugOf } from '../helpTopics'
import { avatarImageTypes, imageDataUrlProblem, type ImageProblem } from './accountRules'
import { textProblem, type TextProblem } from './rules'

export const blogTitleLimits = { min: 3, max: 150 } as const
export const blogSlugLimits = { min: 3, max: 150 } as const
/** Lowercase letters and digits in words joined by single dashes. */
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const blogExcerptMax = 500
export const blogCategoriesMax = 6
/** The HTML of a post's body, as stored. */
export const blogContentMax = 100_000

/** A featured image's types (no SVG: it could carry script) and size once decoded. */
export const blogImageTypes = avatarImageTypes
export const blogImageMaxBytes = 512 * 1024

/** The slug a title suggests: accents dropped, lowercase words joined by dashes. */
export function slugFromTitle(title: string): string {
  return questionSlugOf(title).slice(0, blogSlugLimits.max).replace(/-+$/, '')
}

export const blogTitleProblem = (title: string): TextProblem | null =>
  textProblem(title.trim(), blogTitleLimits)

export const blogSlugProblem = (slug: string): TextProblem | null =>
  textProblem(slug.trim(), { ...blogSlugLimits, pattern: blogSlugPattern })

/** A featured image: required; an uploaded one a PNG, JPEG, GIF or WebP of at most 512 KB. */
export function blogImageProblem(value: string): ImageProblem | 'required' | null {
  if (value.trim() === '') return 'required'
  if (!/^(\/|https?:\/\/|data:)/.test(value)) return 'type'
  return imageDataUrlProblem(value, blogImageTypes, blogImageMaxBytes)
}

/** A scheduled post's time: a real date-time after `now`. */
export function publishAtProblem(value: string | null, now: Date): 'required' | 'past' | null {
  if (value === null || value.trim() === '') return 'required'
  const time = new Date(value).getTime()
  if (Number.isNaN(time)) return 'required'
  return time <= now.getTime() ? 'past' : null
}
