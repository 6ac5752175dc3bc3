import { Select } from '@primer/react'
import { useId } from 'react'
import { ListTablePages } from './ListTablePages'
import type { ListTableLabels } from './listTableTypes'
import './listTableFooter.css'

export interface ListTableFooterProps {
  /** The page shown, from 1. */
  page: number
  /** Rows per page. */
  perPage: number
  /** Rows matching the query before paging (the summary's total). */
  total: number
  /** The page sizes offered; empty: no page size menu. */
  perPageChoices: readonly number[]
  /** The footer's words (summary, pages, page size), already translated. */
  labels: Pick<ListTableLabels, 'pagination' | 'pages' | 'perPage' | 'summary'>
  /** A page was asked for. */
  onPage?: (page: number) => void
  /** Another page size was chosen. */
  onPerPage?: (perPage: number) => void
}

/** Under the rows: "Showing 1 to 10 of 57", the rows-per-page select and the pages. */
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
  const from = total === 0 ? 0 : Math.min((page - 1) * perPage + 1, total)
  const to = Math.min(page * perPage, total)
  const choices = perPageChoices.includes(perPage) ? perPageChoices : [...perPageChoices, perPage]

  return (
    <div className="cea-list-table__footer">
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
      {total > 0 && onPage ? (
        <ListTablePages
          page={Math.min(Math.max(page, 1), pageCount)}
          pageCount={pageCount}
          labels={{ pagination: labels.pagination, ...labels.pages }}
          onPage={onPage}
        />
      ) : null}
    </div>
  )
}
