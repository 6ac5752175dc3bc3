// What the grid shows beside its query (which is the list's params): hidden, pinned and ordered
// columns, density, and the selection; read from and written to the page's URL.

export const gridDensities = ['condensed', 'normal', 'spacious'] as const
export type GridDensity = (typeof gridDensities)[number]

/** Rows picked one by one, or every row matching the query but a few. */
export type GridSelection =
  { kind: 'some'; ids: readonly number[] } | { kind: 'allMatching'; except: readonly number[] }

export interface GridView {
  /** Column ids not shown. */
  hidden: readonly string[]
  /** Column ids pinned to the start edge, in order. */
  pinned: readonly string[]
  /** Column ids in the order shown; empty: the table's own order. */
  order: readonly string[]
  density: GridDensity
  selection: GridSelection
}

export const noSelection: GridSelection = { kind: 'some', ids: [] }

export const defaultGridView: GridView = {
  hidden: [],
  pinned: [],
  order: [],
  density: 'normal',
  selection: noSelection,
}

/** The URL keys the view owns (the list's params own the others). */
export const gridViewKeys = ['hide', 'pin', 'order', 'density', 'selected', 'except'] as const

/** At most this many ids go in a link; a larger pick is kept on the page only. */
const maxIdsInUrl = 500

const listOf = (text: string | null): string[] =>
  text === null ? [] : text.split(',').filter((item) => item !== '')

function idsOf(text: string | null): number[] {
  const ids = listOf(text)
    .filter((item) => /^\d{1,9}$/.test(item))
    .map(Number)
    .filter((id) => id > 0)
  return [...new Set(ids)]
}

/** The view a URL names; unknown columns and malformed values are left out. */
export function gridViewFromSearch(
  search: URLSearchParams,
  columnIds: readonly string[],
): GridView {
  const columns = (key: string) => [
    ...new Set(listOf(search.get(key)).filter((id) => columnIds.includes(id))),
  ]
  const density = gridDensities.find((each) => each === search.get('density'))
  const selected = search.get('selected')
  const selection: GridSelection =
    selected === 'all'
      ? { kind: 'allMatching', except: idsOf(search.get('except')) }
      : { kind: 'some', ids: idsOf(selected) }
  return {
    hidden: columns('hide'),
    pinned: columns('pin'),
    order: columns('order'),
    density: density ?? defaultGridView.density,
    selection,
  }
}

/** `search` with the view's keys set to `view` (only what differs from the defaults). */
export function searchWithGridView(search: URLSearchParams, view: GridView): URLSearchParams {
  const next = new URLSearchParams(search)
  for (const key of gridViewKeys) next.delete(key)
  const setList = (key: string, items: readonly (string | number)[]) => {
    if (items.length > 0) next.set(key, items.join(','))
  }
  setList('hide', view.hidden)
  setList('pin', view.pinned)
  setList('order', view.order)
  if (view.density !== defaultGridView.density) next.set('density', view.density)
  const { selection } = view
  if (selection.kind === 'allMatching') {
    next.set('selected', 'all')
    setList('except', selection.except.slice(0, maxIdsInUrl))
  } else setList('selected', selection.ids.slice(0, maxIdsInUrl))
  return next
}

export function isRowSelected(selection: GridSelection, id: number): boolean {
  return selection.kind === 'some' ? selection.ids.includes(id) : !selection.except.includes(id)
}

/** How many rows are selected, of `total` matching. */
export function selectedCount(selection: GridSelection, total: number): number {
  return selection.kind === 'some'
    ? selection.ids.length
    : Math.max(0, total - selection.except.length)
}

const toggled = (ids: readonly number[], id: number) =>
  ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id]

export function toggleRow(selection: GridSelection, id: number): GridSelection {
  return selection.kind === 'some'
    ? { kind: 'some', ids: toggled(selection.ids, id) }
    : { kind: 'allMatching', except: toggled(selection.except, id) }
}

/** Rows `ids` (the ones on screen) all selected, or, when they all were, none of them. */
export function toggleRows(selection: GridSelection, ids: readonly number[]): GridSelection {
  const allIn = ids.every((id) => isRowSelected(selection, id))
  if (selection.kind === 'allMatching') {
    const except = allIn
      ? [...new Set([...selection.except, ...ids])]
      : selection.except.filter((id) => !ids.includes(id))
    return { kind: 'allMatching', except }
  }
  const selected = allIn
    ? selection.ids.filter((id) => !ids.includes(id))
    : [...new Set([...selection.ids, ...ids])]
  return { kind: 'some', ids: selected }
}

/** A column moved one place towards the start (-1) or the end (+1) of `order`. */
export function movedColumn(order: readonly string[], id: string, step: -1 | 1): string[] {
  const from = order.indexOf(id)
  const to = from + step
  if (from < 0 || to < 0 || to >= order.length) return [...order]
  const next = [...order]
  next.splice(from, 1)
  next.splice(to, 0, id)
  return next
}

/** A column moved to where `overId` is (the columns between shift one place towards it). */
export function placedColumn(order: readonly string[], id: string, overId: string): string[] {
  const from = order.indexOf(id)
  const to = order.indexOf(overId)
  if (from < 0 || to < 0 || from === to) return [...order]
  const next = [...order]
  next.splice(from, 1)
  next.splice(to, 0, id)
  return next
}
