// Keeps a table's sorted-column indexes true across writes, one row at a time:
// a binary search and a shift of typed-array slots, where rebuilding the index
// sorts every row again (hundreds of milliseconds at 100k rows).
import type { SortIndex } from './sortIndex'
import { compareKeys, type SortKey } from './sortKeys'

/** The first slot whose row sorts at or after (key, position). */
function lowerBound(index: SortIndex, key: SortKey, position: number): number {
  const { order, keys } = index
  let low = 0
  let high = order.length
  while (low < high) {
    const middle = (low + high) >>> 1
    const other = order[middle] ?? 0
    const comparison = compareKeys(keys[other] ?? null, key) || other - position
    if (comparison < 0) low = middle + 1
    else high = middle
  }
  return low
}

function withoutSlot(order: Uint32Array, slot: number): Uint32Array {
  const next = new Uint32Array(order.length - 1)
  next.set(order.subarray(0, slot))
  next.set(order.subarray(slot + 1), slot)
  return next
}

function withSlot(order: Uint32Array, slot: number, position: number): Uint32Array {
  const next = new Uint32Array(order.length + 1)
  next.set(order.subarray(0, slot))
  next[slot] = position
  next.set(order.subarray(slot), slot + 1)
  return next
}

/** The row at `position` now has `key`. */
export function updateIndexedKey(index: SortIndex, position: number, key: SortKey): void {
  const previous = index.keys[position] ?? null
  if (previous === key) return
  const rest = withoutSlot(index.order, lowerBound(index, previous, position))
  index.keys[position] = key
  const without: SortIndex = { order: rest, keys: index.keys }
  index.order = withSlot(rest, lowerBound(without, key, position), position)
}

/** A row added at the end of the table (`position` is the table's old length). */
export function insertIndexedRow(index: SortIndex, position: number, key: SortKey): void {
  index.keys[position] = key
  index.order = withSlot(index.order, lowerBound(index, key, position), position)
}

/** The row at `position` was removed: the rows after it move up one place. */
export function removeIndexedRow(index: SortIndex, position: number): void {
  const slot = lowerBound(index, index.keys[position] ?? null, position)
  const order = withoutSlot(index.order, slot)
  for (let each = 0; each < order.length; each += 1) {
    const other = order[each] ?? 0
    if (other > position) order[each] = other - 1
  }
  index.order = order
  index.keys.splice(position, 1)
}
