import type { SortDirection } from '../../api/types/common'

type SortKey = number | string | null
type KeyKind = 'numbers' | 'texts' | 'mixed'

/** Case- and accent-folded text: NFD, diacritics stripped, lowercase. */
function foldText(text: string): string {
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

/** Missing keys last; numbers as numbers; anything else as text, by UTF-16 code units. */
function compareKeys(a: SortKey, b: SortKey): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const left = String(a)
  const right = String(b)
  return left < right ? -1 : left > right ? 1 : 0
}

/**
 * Row positions in ascending order of one column's sort key: rows with a key
 * first (ties in store order), then rows without one (in store order).
 */
export interface SortIndex {
  readonly order: Uint32Array
  /** Where each run of equal keys starts in `order`; the last entry is the number of keyed rows. */
  readonly runStarts: Uint32Array
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
  // runStarts[rank] counts the rows of lower ranks; the rows without a key come after them all.
  const runStarts = new Uint32Array(rankCount + 1)
  for (let slot = 0; slot < count; slot += 1) {
    const id = keyIds[positions ? (positions[slot] ?? 0) : slot] ?? -1
    if (id < 0) continue
    const rank = (ranks[id] ?? 0) + 1
    runStarts[rank] = (runStarts[rank] ?? 0) + 1
  }
  for (let rank = 1; rank <= rankCount; rank += 1)
    runStarts[rank] = (runStarts[rank] ?? 0) + (runStarts[rank - 1] ?? 0)
  const next = runStarts.slice(0, rankCount)
  const order = new Uint32Array(count)
  let unkeyed = runStarts[rankCount] ?? 0
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
  return { order, runStarts }
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
  const { order, runStarts } = index
  const keyed = runStarts[runStarts.length - 1] ?? 0
  if (direction === 'desc') {
    for (let run = runStarts.length - 2; run >= 0; run -= 1) {
      const end = runStarts[run + 1] ?? 0
      for (let slot = runStarts[run] ?? 0; slot < end; slot += 1)
        if (!visit(order[slot] ?? 0)) return
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
 * arrays of frozen rows are cached (the store's tables are: every write
 * replaces the array, so one array is one version of the table).
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
