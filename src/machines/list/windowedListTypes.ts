import type { ListFilters, ListParams, ListShape } from './listParams'
import type { ListQueryEvent } from './listQuery'
import type { ListAnswer, ListRow } from './listSteps'

// The window mode's types: what a windowed list is made of (its spec), what it holds and hears.

/** Which rows a call asks for: `limit` rows from `offset`, in the list's order. */
export interface ListWindow {
  offset: number
  limit: number
}

/** A list read by windows, for a virtual table of any length (the data tables' 100,000 rows). */
export interface WindowedListSpec<Row extends ListRow, Filters extends ListFilters, Summary> {
  shape: ListShape<Filters>
  load: (
    params: ListParams<Filters>,
    window: ListWindow,
    signal: AbortSignal,
  ) => Promise<ListAnswer<Row, Summary>>
  /** Rows per call (a block); 100 unless the list says. */
  blockSize?: number
  /** Blocks kept around what is shown; farther ones are dropped and asked again if needed. */
  maxBlocks?: number
  /**
   * The client-side mode, for a small data set (`list.source` with `local: true`): every row is
   * fetched once, then each query and window is answered here, with no call.
   */
  local?: {
    /** Every row in the data set's own order; a total above the rows answered keeps windows. */
    loadAll: (signal: AbortSignal) => Promise<ListAnswer<Row, Summary>>
    /** The list's search, filters, sort and window over every row (what `load` would answer). */
    query: (
      rows: readonly Row[],
      params: ListParams<Filters>,
      window: ListWindow,
    ) => ListAnswer<Row>
  }
}

export interface WindowedListContext<Row extends ListRow, Filters extends ListFilters, Summary> {
  params: ListParams<Filters>
  perPageChoices: readonly number[]
  searchText: string
  /** Matching rows in all; null until the first block answers. */
  total: number | null
  summary: Summary | null
  /** The sparse row cache: block index → its rows. */
  blocks: Record<number, Row[]>
  /** Blocks asked for and not answered yet. */
  loading: number[]
  /** The rows the screen shows (first and last index), as its virtualizer reports them. */
  shown: { first: number; last: number }
  /** Bumped by every new query: answers of an older one are dropped. */
  generation: number
  /** Every row, in the client-side mode (queries answered here); null: read by windows. */
  heldRows: Row[] | null
  /** Bumped by every fetch of every row: an older fetch's answer is dropped. */
  allRowsAsked: number
  failure: unknown
  blockSize: number
  maxBlocks: number
  searchDelayMs: number
}

export type WindowedListEvent<Filters extends ListFilters, Row extends ListRow, Summary> =
  | ListQueryEvent<Filters>
  | { type: 'list.search'; text: string }
  | { type: 'list.refetch' }
  | { type: 'list.retry' }
  /** A new query started (the search pause ended): the rows load again. */
  | { type: 'list.load' }
  /** The data set is small (`local`: fetch every row once, then query here) or read by windows. */
  | { type: 'list.source'; local: boolean }
  | { type: 'all.loaded'; asked: number; answer: ListAnswer<Row, Summary> }
  | { type: 'all.failed'; asked: number }
  /** The screen shows rows `first` to `last`: their blocks are asked for unless held. */
  | { type: 'rows.show'; first: number; last: number }
  | { type: 'block.loaded'; generation: number; index: number; answer: ListAnswer<Row, Summary> }
  | { type: 'block.failed'; generation: number; index: number; error: unknown }
