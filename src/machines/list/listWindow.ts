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

/** Which rows the screen shows: first and last index, overscan included. */
export interface ShownRows {
  first: number
  last: number
}

/**
 * The blocks to ask for so rows `shown` are held: those neither asked for already nor held
 * (`again`: held ones too, to fetch them afresh).
 */
export function blocksToAsk(
  context: { blocks: Record<number, unknown>; loading: readonly number[]; blockSize: number },
  shown: ShownRows,
  again: boolean,
): number[] {
  return blocksOf(shown, context.blockSize).filter(
    (index) => !context.loading.includes(index) && (again || context.blocks[index] === undefined),
  )
}

/**
 * A new query's empty cache: a new generation (answers of the older one are dropped), nothing
 * held or asked for, and the same number of rows shown, from the top.
 */
export function restartedWindow(context: { generation: number; shown: ShownRows }) {
  return {
    generation: context.generation + 1,
    blocks: {},
    loading: [],
    total: null,
    failure: null,
    shown: { first: 0, last: context.shown.last - context.shown.first },
  }
}

/** The cache once block `index` answered `rows`: kept, the farthest from what is shown dropped. */
export function withBlockAnswered<Row>(
  context: {
    blocks: Record<number, Row[]>
    loading: readonly number[]
    shown: ShownRows
    blockSize: number
    maxBlocks: number
  },
  index: number,
  rows: Row[],
): { blocks: Record<number, Row[]>; loading: number[] } {
  const shownBlock = Math.floor(context.shown.first / context.blockSize)
  return {
    blocks: keptBlocks(context.blocks, index, rows, shownBlock, context.maxBlocks),
    loading: context.loading.filter((asked) => asked !== index),
  }
}
