import { VisuallyHidden } from '@primer/react'
import type { CSSProperties, ReactNode } from 'react'
import { ListMessage } from '../list-table/ListMessage'
import { ListTableFooter } from '../list-table/ListTableFooter'
import type {
  ListPagingProps,
  ListTableLabels,
  ListTableRow,
  ListTableState,
} from '../list-table/listTableTypes'
import './listCardGrid.css'

export interface ListCardGridProps<Row extends ListTableRow> extends ListPagingProps {
  /** Names the list of cards (e.g. "Products"). */
  'aria-label': string
  /** The rows of the page shown, one card each. */
  rows: readonly Row[]
  /** One card's content; the grid gives each its list item. */
  renderCard: (row: Row) => ReactNode
  /** The grid's words (summary, pages, empty, error…), already translated. */
  labels: Pick<
    ListTableLabels,
    'pagination' | 'pages' | 'perPage' | 'summary' | 'empty' | 'error' | 'retry' | 'loading'
  >
  /** The grid's face: cards, loading, failed or none. */
  state: ListTableState
  /** Cards stay on screen while the list fetches again (`aria-busy`). */
  isRefreshing?: boolean
  /** Try again after a failed load; without it the error has no button. */
  onRetry?: () => void
  /** Beside the empty message, e.g. a "Clear filters" button. */
  emptyAction?: ReactNode
  /** The narrowest a card gets before the grid takes a column away; 15rem unless said. */
  minCardWidth?: string
  /** Cards in columns (`grid`, the default) or one per row across the width (`list`). */
  layout?: ListCardLayout
}

export type ListCardLayout = 'grid' | 'list'

/**
 * A server-paged list drawn as cards (a shop, a gallery): the same states, paging and words as
 * `ListTable`, driven by the same list view (`useListView` + `listPagingProps`). Cards fill the
 * width in as many columns as fit, one on a phone (or one a row in the `list` layout); skeleton
 * cards while the first page loads.
 */
export function ListCardGrid<Row extends ListTableRow>(props: ListCardGridProps<Row>) {
  const { rows, renderCard, labels, state, isRefreshing = false, total, onRetry } = props
  const layout = props.layout ?? 'grid'
  const isSkeleton = state === 'loading' && rows.length === 0
  const isBusy = isRefreshing || state === 'loading'
  const style = { '--cea-list-grid-min': props.minCardWidth ?? '15rem' } as CSSProperties

  let body: ReactNode
  if (isSkeleton) {
    body = (
      <>
        <VisuallyHidden role="status">{labels.loading}</VisuallyHidden>
        <ul className="cea-list-grid__cards" data-layout={layout} aria-hidden="true">
          {Array.from({ length: Math.min(props.perPage, 12) }, (_, index) => (
            <li key={index} className="cea-list-grid__card cea-list-grid__card--skeleton" />
          ))}
        </ul>
      </>
    )
  } else if (state === 'error' || state === 'empty') {
    body = (
      <ListMessage kind={state} labels={labels} onRetry={onRetry} emptyAction={props.emptyAction} />
    )
  } else {
    body = (
      <ul className="cea-list-grid__cards" data-layout={layout} aria-label={props['aria-label']}>
        {rows.map((row) => (
          <li key={row.id} className="cea-list-grid__card">
            {renderCard(row)}
          </li>
        ))}
      </ul>
    )
  }

  return (
    <div
      className="cea-list-grid"
      style={style}
      aria-busy={isBusy || undefined}
      data-refreshing={isBusy && !isSkeleton ? true : undefined}
    >
      {body}
      {(state === 'populated' || state === 'loading') && total > 0 ? (
        <ListTableFooter
          page={props.page}
          perPage={props.perPage}
          total={total}
          perPageChoices={props.perPageChoices ?? [props.perPage]}
          labels={labels}
          onPage={props.onPage}
          onPerPage={props.onPerPage}
        />
      ) : null}
    </div>
  )
}
