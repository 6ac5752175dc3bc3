import type { SortDirection } from '../../api/types/common'
import { compareKeys, foldText, type SortKey } from './sortKeys'

type KeyKind = 'numbers' | 'texts' | 'mixed'

/**
 * Row positions in ascending order of one column's sort key, ties in store
 * order, rows without a key last (in store order); and each position's key.
 * The store keeps its tables' indexes up to date on every write
 * (`sortIndexUpdate.ts`); other arrays get one built per query or cached.
 */
export interface SortIndex {
  order: Uint32Array
  /** The sort key of each indexed position (null: none). */
  keys: SortKey[]
}

/**
 * The sort keys of a column (numbers and booleans sort as numbers, anything
 * else as case- and accent-folded text): one per distinct text (folding is the slow part,
 * so each text is folded once) and one per number; per row position, which
 * of them it has (-1: no key).
 */
function columnKeys<Row>(rows: readonly Row[], column: keyof Row, positions: Uint32Array | null) {
  const count = positions ? positions.length : rows.length
  const keyIds = new Int32Array(rows.length).fill(-1)
  const keys: Array<number | string> = []
  const idOfText = new Map<string, number>()
  let texts = 0
  for (let slot = 0; slot < count; slot += 1) {
    const position = positions ? (positions[slot] ?? 0) : slot
    const row = rows[position]
    const value = row === undefined || row === null ? undefined : row[column]
    if (value === undefined || value === null) continue
    if (typeof value === 'number' || typeof value === 'boolean') {
      keyIds[position] = keys.push(Number(value)) - 1
      continue
    }
    const text = String(value)
    let id = idOfText.get(text)
    if (id === undefined) {
      id = keys.push(foldText(text)) - 1
      idOfText.set(text, id)
      texts += 1
    }
    keyIds[position] = id
  }
  const kind: KeyKind = texts === 0 ? 'numbers' : texts === keys.length ? 'texts' : 'mixed'
  return { keys, keyIds, kind }
}

/** Each key's rank in ascending order; equal keys share one. */
function rankKeys(keys: ReadonlyArray<number | string>, kind: KeyKind) {
  const ids = new Uint32Array(keys.length)
  for (let id = 0; id < ids.length; id += 1) ids[id] = id
  if (kind === 'numbers') {
    const numbers = Float64Array.from(keys as readonly number[])
    ids.sort((a, b) => (numbers[a] ?? 0) - (numbers[b] ?? 0))
  } else if (kind === 'texts') {
    const texts = keys as readonly string[]
    ids.sort((a, b) => {
      const left = texts[a] ?? ''
      const right = texts[b] ?? ''
      return left < right ? -1 : left > right ? 1 : 0
    })
  } else ids.sort((a, b) => compareKeys(keys[a] ?? null, keys[b] ?? null))
  const ranks = new Uint32Array(keys.length)
  let rank = -1
  let previous: number | string = ''
  for (let slot = 0; slot < ids.length; slot += 1) {
    const id = ids[slot] ?? 0
    const key = keys[id] ?? ''
    // For numbers alone or texts alone, compareKeys is 0 exactly when the keys are ===.
    if (rank < 0 || (kind === 'mixed' ? compareKeys(previous, key) !== 0 : previous !== key))
      rank += 1
    ranks[id] = rank
    previous = key
  }
  return { ranks, rankCount: rank + 1 }
}

/**
 * The index of `column` over `positions` of `rows` (every row when not given;
 * positions in store order). The distinct keys are sorted, then the rows are
 * placed by a counting sort over their key's rank, which keeps store order.
 */
export function buildSortIndex<Row>(
  rows: readonly Row[],
  column: keyof Row,
  positions?: Uint32Array,
): SortIndex {
  const { keys, keyIds, kind } = columnKeys(rows, column, positions ?? null)
  const { ranks, rankCount } = rankKeys(keys, kind)
  const count = positions ? positions.length : rows.length
  // starts[rank] counts the rows of lower ranks; the rows without a key come after them all.
  const starts = new Uint32Array(rankCount + 1)
  const keyOfPosition = new Array<SortKey>(rows.length).fill(null)
  for (let slot = 0; slot < count; slot += 1) {
    const position = positions ? (positions[slot] ?? 0) : slot
    const id = keyIds[position] ?? -1
    if (id < 0) continue
    keyOfPosition[position] = keys[id] ?? null
    const rank = (ranks[id] ?? 0) + 1
    starts[rank] = (starts[rank] ?? 0) + 1
  }
  for (let rank = 1; rank <= rankCount; rank += 1)
    starts[rank] = (starts[rank] ?? 0) + (starts[rank - 1] ?? 0)
  const next = starts.slice(0, rankCount)
  const order = new Uint32Array(count)
  let unkeyed = starts[rankCount] ?? 0
  for (let slot = 0; slot < count; slot += 1) {
    const position = positions ? (positions[slot] ?? 0) : slot
    const id = keyIds[position] ?? -1
    if (id < 0) {
      order[unkeyed++] = position
      continue
    }
    const rank = ranks[id] ?? 0
    const slotOfRow = next[rank] ?? 0
    order[slotOfRow] = position
    next[rank] = slotOfRow + 1
  }
  return { order, keys: keyOfPosition }
}

/** How many slots of `order` hold a row with a key (they come first). */
function keyedCount({ order, keys }: SortIndex): number {
  let low = 0
  let high = order.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (keys[order[middle] ?? 0] === null) high = middle
    else low = middle + 1
  }
  return low
}

/**
 * Visits row positions in sorted order until `visit` returns false. Descending
 * reverses the runs of equal keys, not the rows inside a run (ties keep store
 * order); rows without a key come last either way.
 */
export function walkSortIndex(
  index: SortIndex,
  direction: SortDirection,
  visit: (position: number) => boolean,
): void {
  const { order, keys } = index
  const keyed = keyedCount(index)
  if (direction === 'desc') {
    let end = keyed
    while (end > 0) {
      const key = keys[order[end - 1] ?? 0] ?? null
      let start = end - 1
      while (start > 0 && compareKeys(keys[order[start - 1] ?? 0] ?? null, key) === 0) start -= 1
      for (let slot = start; slot < end; slot += 1) if (!visit(order[slot] ?? 0)) return
      end = start
    }
  } else {
    for (let slot = 0; slot < keyed; slot += 1) if (!visit(order[slot] ?? 0)) return
  }
  for (let slot = keyed; slot < order.length; slot += 1) if (!visit(order[slot] ?? 0)) return
}

// Indexed loops: forEach and every are several times slower on frozen arrays.
function everyRowFrozen(rows: readonly unknown[]): boolean {
  for (let position = 0; position < rows.length; position += 1) {
    const row = rows[position]
    if (typeof row === 'object' && row !== null && !Object.isFrozen(row)) return false
  }
  return true
}

const cache = new WeakMap<readonly unknown[], Map<PropertyKey, SortIndex>>()
const uncacheable = new WeakSet<readonly unknown[]>()

/**
 * The index of `column` over every row, kept while `rows` lives. Only frozen
 * arrays of frozen rows are cached (nothing can change them, so the index
 * stays true); the store's own tables keep theirs up to date instead.
 */
export function cachedSortIndex<Row>(rows: readonly Row[], column: keyof Row): SortIndex | null {
  if (!Object.isFrozen(rows) || uncacheable.has(rows)) return null
  let byColumn = cache.get(rows)
  if (!byColumn) {
    if (!everyRowFrozen(rows)) {
      uncacheable.add(rows)
      return null
    }
    byColumn = new Map()
    cache.set(rows, byColumn)
  }
  let index = byColumn.get(column)
  if (!index) {
    index = buildSortIndex(rows, column)
    byColumn.set(column, index)
  }
  return index
}
