// Input masks of the kit: a pattern where `#` takes a digit and `A` a letter, every other
// character being written by the mask itself. Written here (about fifty lines) rather than taken
// from a library: the masks the kit needs are fixed-width, and the libraries that handle caret
// positions for every case weigh 10–20 KB gzip for what these few functions do.

/** A fixed-width mask: `#` a digit, `A` a letter (kept upper-case), anything else written as is. */
export interface InputMask {
  pattern: string
  /** What a person types in it, for the `inputMode` attribute. */
  inputMode: 'numeric' | 'tel' | 'text'
}

export const phoneMask: InputMask = { pattern: '(###) ###-####', inputMode: 'tel' }
export const cardMask: InputMask = { pattern: '#### #### #### ####', inputMode: 'numeric' }
/** A Canadian postal code, e.g. K1A 0B1. */
export const postalCodeMask: InputMask = { pattern: 'A#A #A#', inputMode: 'text' }

const isSlot = (char: string) => char === '#' || char === 'A'

const fits = (slot: string, char: string) =>
  slot === '#' ? /^\d$/.test(char) : /^\p{L}$/u.test(char)

/** The characters a person typed, without what the mask writes, in the slots they fill. */
export function typedCharacters(pattern: string, text: string): string[] {
  const slots = [...pattern].filter(isSlot)
  const typed: string[] = []
  for (const char of text) {
    const slot = slots[typed.length]
    if (slot === undefined) break
    if (fits(slot, char)) typed.push(slot === 'A' ? char.toUpperCase() : char)
  }
  return typed
}

/** The text as the mask shows it: literals up to the last typed character, nothing after it. */
export function applyMask(pattern: string, text: string): string {
  const typed = typedCharacters(pattern, text)
  let shown = ''
  let next = 0
  for (const char of pattern) {
    if (next === typed.length) break
    if (isSlot(char)) {
      shown += typed[next]
      next += 1
    } else shown += char
  }
  return shown
}

/**
 * What an edit leaves: `next` masked, except that deleting only a character the mask wrote (a
 * space, a dash) deletes the typed character before it, so Backspace never gets stuck.
 */
export function remask(pattern: string, previous: string, next: string): string {
  const before = typedCharacters(pattern, previous)
  const after = typedCharacters(pattern, next)
  const deletedLiteral = next.length < previous.length && after.length === before.length
  return applyMask(pattern, (deletedLiteral ? after.slice(0, -1) : after).join(''))
}

/** Whether every slot of the mask is filled. */
export function isMaskComplete(pattern: string, text: string): boolean {
  return typedCharacters(pattern, text).length === [...pattern].filter(isSlot).length
}
