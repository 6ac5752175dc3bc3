import { SortAscIcon, SortDescIcon } from '@primer/octicons-react'
import { Table } from '@primer/react/experimental'
import type { ReactNode } from 'react'
import type { SortDirection } from '../../api/types/common'

/** The ids of the table's two hidden sort descriptions ("Sort A to Z", "Sort Z to A"). */
export interface SortDescriptionIds {
  ascending: string
  descending: string
}

export interface ListTableSortHeaderProps {
  /** The column's id, the sort column the server knows it by. */
  id: string
  /** `end` for numbers and money. */
  align?: 'start' | 'end'
  /** The server's sort on this column, or none. */
  direction: SortDirection | null
  /** Ids of the texts that say what the button does next. */
  descriptions: SortDescriptionIds
  /** The header was clicked: the direction it asks for. */
  onSort: (direction: SortDirection) => void
  /** The header's text. */
  children: ReactNode
}

/**
 * A sortable column header on Primer's `Table.Header`: `aria-sort` follows the server's sort,
 * and the button is described by what a press does next, in the table's own words (Primer's
 * sort header writes English ones and takes no text to replace them).
 */
export function ListTableSortHeader({
  id,
  align,
  direction,
  descriptions,
  onSort,
  children,
}: ListTableSortHeaderProps) {
  const next: SortDirection = direction === 'asc' ? 'desc' : 'asc'
  const ariaSort =
    direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
  return (
    <Table.Header id={id} align={align} aria-sort={ariaSort} data-component="Table.SortHeader">
      <button
        type="button"
        className="cea-list-table__sort"
        aria-describedby={next === 'asc' ? descriptions.ascending : descriptions.descending}
        onClick={() => onSort(next)}
      >
        {children}
        {direction === 'desc' ? (
          <SortDescIcon className="cea-list-table__sort-icon" />
        ) : (
          <SortAscIcon className="cea-list-table__sort-icon" />
        )}
      </button>
    </Table.Header>
  )
}
