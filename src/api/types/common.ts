// Shapes shared by every list call of SPEC §7.

export type SortDirection = 'asc' | 'desc'

/** A page of a list: the matching count before paging, and the rows of the page. */
export interface ListPage<Row> {
  total: number
  rows: Row[]
}

/** An error answer with a sentence a person can read. */
export interface ErrorMessage {
  message: string
}
