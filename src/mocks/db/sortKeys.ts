/** A sort key: a number, folded text, or null for a missing value (sorted last). */
export type SortKey = number | string | null

/** Case- and accent-folded text: NFD, diacritics stripped, lowercase. */
export function foldText(text: string): string {
  if (isPlainAscii(text)) return text.toLowerCase()
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** ASCII without ^ and ` (the only ASCII characters with the Diacritic property): NFD changes nothing. */
function isPlainAscii(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code > 0x7f || code === 0x5e || code === 0x60) return false
  }
  return true
}

/** A value's sort key: numbers and booleans as numbers, anything else as folded text. */
export function sortKeyOf(value: unknown): SortKey {
  if (value === undefined || value === null) return null
  if (typeof value === 'number' || typeof value === 'boolean') return Number(value)
  return foldText(String(value))
}

/** Missing keys last; numbers as numbers; anything else as text, by UTF-16 code units. */
export function compareKeys(a: SortKey, b: SortKey): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const left = String(a)
  const right = String(b)
  return left < right ? -1 : left > right ? 1 : 0
}
