// The window mode's row cache: which blocks hold which rows, and which to keep.
import type { ListRow } from './listSteps'

/** The row at `index`, or undefined while its block loads (the screen draws a skeleton row). */
export function windowRowAt<Row extends ListRow>(
  context: { blocks: Record<number, Row[]>; blockSize: number },
  index: number,
): Row | undefined {
  return context.blocks[Math.floor(index / context.blockSize)]?.[index % context.blockSize]
}

/** Where the row `id` is among the loaded blocks, or undefined when no loaded block holds it. */
export function windowIndexOf<Row extends ListRow>(
  context: { blocks: Record<number, Row[]>; blockSize: number },
  id: Row['id'],
): number | undefined {
  for (const [block, rows] of Object.entries(context.blocks)) {
    const at = rows.findIndex((row) => row.id === id)
    if (at >= 0) return Number(block) * context.blockSize + at
  }
  return undefined
}

/** The blocks that hold rows `first` to `last`. */
export function blocksOf(
  { first, last }: { first: number; last: number },
  blockSize: number,
): number[] {
  const from = Math.max(0, Math.floor(first / blockSize))
  const to = Math.max(from, Math.floor(Math.max(first, last) / blockSize))
  return Array.from({ length: to - from + 1 }, (_, offset) => from + offset)
}

/** The cache with `index` added, less the blocks farthest from what is shown beyond `max`. */
export function keptBlocks<Row>(
  blocks: Record<number, Row[]>,
  index: number,
  rows: Row[],
  shownBlock: number,
  max: number,
): Record<number, Row[]> {
  const all = { ...blocks, [index]: rows }
  const byDistance = Object.keys(all)
    .map(Number)
    .sort((a, b) => Math.abs(a - shownBlock) - Math.abs(b - shownBlock))
  return Object.fromEntries(byDistance.slice(0, max).map((kept) => [kept, all[kept] ?? []]))
}

/**
 * The client-side mode's blocks: `wanted` blocks answered from every row held (`query` runs the
 * list's search, filters and sort on them), added to the blocks held, with the matches' total.
 */
export function heldBlocks<Row>(
  context: { blocks: Record<number, Row[]>; blockSize: number; total: number | null },
  wanted: readonly number[],
  query: (window: { offset: number; limit: number }) => { total: number; rows: Row[] },
): { blocks: Record<number, Row[]>; total: number | null } {
  const blocks = { ...context.blocks }
  let total = context.total
  for (const index of wanted) {
    const answer = query({ offset: index * context.blockSize, limit: context.blockSize })
    blocks[index] = answer.rows
    total = answer.total
  }
  return { blocks, total }
}
