import { ChevronLeftIcon, ChevronRightIcon } from '@primer/octicons-react'
import { Pagination, type PaginationProps } from '@primer/react'

type PageProps = Parameters<NonNullable<PaginationProps['renderPage']>>[0]

/** The pager's words, already translated. */
export interface ListTablePagesLabels {
  /** The landmark, e.g. "Pages". */
  pagination: string
  /** The Previous button's text. */
  previous: string
  /** The Next button's text. */
  next: string
  /** A page's button, e.g. "Page 3". */
  page: (page: number) => string
  /** A page's number as shown, in the language's digits. */
  pageNumber: (page: number) => string
}

export interface ListTablePagesProps {
  /** The page shown, from 1. */
  page: number
  /** How many pages there are. */
  pageCount: number
  /** The pager's words, already translated. */
  labels: ListTablePagesLabels
  /** A page was asked for (never the one shown); the caller shows it. */
  onPage: (page: number) => void
}

/**
 * The pages under a table: Primer's Pagination (which pages to show, its look) with buttons in
 * the caller's words — Primer writes its own in English only. The current page is the caller's,
 * so a page asked for and not yet shown stays where it was.
 */
export function ListTablePages({ page, pageCount, labels, onPage }: ListTablePagesProps) {
  const renderPage = ({
    key,
    number,
    className,
    rel,
    'aria-current': current,
    'aria-disabled': isDisabled,
  }: PageProps) => {
    const direction = rel === 'prev' || rel === 'next' ? rel : undefined
    const content =
      direction === 'prev' ? (
        <>
          <ChevronLeftIcon className="cea-list-table__chevron" />
          {labels.previous}
        </>
      ) : direction === 'next' ? (
        <>
          {labels.next}
          <ChevronRightIcon className="cea-list-table__chevron" />
        </>
      ) : (
        labels.pageNumber(number)
      )
    return (
      <button
        key={key}
        type="button"
        className={className}
        // Primer colours its arrows by rel, which a button has not: listTable.css does it here.
        data-direction={direction}
        aria-current={current ? 'page' : undefined}
        aria-label={direction ? undefined : labels.page(number)}
        // Primer's model writes the string "true", whatever its type says.
        disabled={String(isDisabled) === 'true'}
        onClick={() => {
          if (number !== page && number >= 1 && number <= pageCount) onPage(number)
        }}
      >
        {content}
      </button>
    )
  }
  return (
    <Pagination
      aria-label={labels.pagination}
      className="cea-list-table__pages"
      pageCount={pageCount}
      currentPage={page}
      renderPage={renderPage}
      // A phone has room for Previous and Next; the summary says which page it is.
      showPages={{ narrow: false, regular: true }}
    />
  )
}
