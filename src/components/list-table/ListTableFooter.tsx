import { Select } from '@primer/react'
import { Table } from '@primer/react/experimental'
import { useId } from 'react'
import type { ListTableLabels } from './listTableTypes'
import { useRemountKey } from './useRemountKey'

interface Pages {
  page: number
  pageCount: number
}

function samePages(a: Pages, b: Pages): boolean {
  return a.page === b.page && a.pageCount === b.pageCount
}

export interface ListTableFooterProps {
  /** The page shown, from 1. */
  page: number
  perPage: number
  total: number
  perPageChoices: readonly number[]
  labels: Pick<ListTableLabels, 'pagination' | 'perPage' | 'summary'>
  onPage?: (page: number) => void
  onPerPage?: (perPage: number) => void
}

/**
 * Under the rows: "Showing 1 to 10 of 57", the rows-per-page select and
 * Primer's pages. Table.Pagination only takes a starting page, and would call
 * `onChange` while rendering if that changed: it starts again (new key) from
 * the current page when the page changes from outside or the page count
 * changes, never when the page is the one it asked for.
 */
export function ListTableFooter({
  page,
  perPage,
  total,
  perPageChoices,
  labels,
  onPage,
  onPerPage,
}: ListTableFooterProps) {
  const selectId = useId()
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  const pager = useRemountKey({ page, pageCount }, samePages)
  const from = total === 0 ? 0 : Math.min((page - 1) * perPage + 1, total)
  const to = Math.min(page * perPage, total)
  const choices = perPageChoices.includes(perPage) ? perPageChoices : [...perPageChoices, perPage]

  return (
    <div className="cea-list-table__footer">
      {/* Primer's own range is English only: this one is the caller's words (listTable.css hides Primer's). */}
      <p className="cea-list-table__summary" role="status">
        {labels.summary({ from, to, total })}
      </p>
      {onPerPage ? (
        <div className="cea-list-table__per-page">
          <label htmlFor={selectId}>{labels.perPage}</label>
          <Select
            id={selectId}
            value={String(perPage)}
            onChange={(event) => onPerPage(Number(event.target.value))}
          >
            {choices.map((choice) => (
              <Select.Option key={choice} value={String(choice)}>
                {String(choice)}
              </Select.Option>
            ))}
          </Select>
        </div>
      ) : null}
      {total > 0 ? (
        <Table.Pagination
          key={pager.key}
          aria-label={labels.pagination}
          pageSize={perPage}
          totalCount={total}
          defaultPageIndex={Math.min(Math.max(pager.initial.page, 1), pageCount) - 1}
          onChange={({ pageIndex }) => {
            pager.report({ page: pageIndex + 1, pageCount })
            onPage?.(pageIndex + 1)
          }}
        />
      ) : null}
    </div>
  )
}
