import type { TFunction } from 'i18next'
import type { ListTableLabels } from '../../components/list-table/listTableTypes'
import { failureOf } from '../../machines/shared/callFailure'

/** The page links' words (previous, next, each page), numbers in the page's language. */
export const pageLinkLabels = (t: TFunction, number: Intl.NumberFormat) => ({
  previous: t('listTable.previous'),
  next: t('listTable.next'),
  page: (page: number) => t('listTable.page', { page: number.format(page) }),
  pageNumber: (page: number) => number.format(page),
})

/**
 * A table's words from the area's strings: `<area>.table.*` (selectPage, selectRow, pagination,
 * perPage, summary, empty, emptyFiltered, retry) and `<area>.failure.general`. The error is the
 * back end's reason for a refused call, or the general sentence.
 */
export function listTableLabels(
  t: TFunction,
  area: string,
  { isFiltered, failure, language }: { isFiltered: boolean; failure: unknown; language: string },
): ListTableLabels {
  const failed = failureOf(failure)
  const number = new Intl.NumberFormat(language)
  return {
    selectPage: t(`${area}.table.selectPage`),
    selectRow: (name) => t(`${area}.table.selectRow`, { name }),
    pagination: t(`${area}.table.pagination`),
    pages: pageLinkLabels(t, number),
    perPage: t(`${area}.table.perPage`),
    summary: ({ from, to, total }) =>
      t(`${area}.table.summary`, {
        from: number.format(from),
        to: number.format(to),
        total: number.format(total),
      }),
    empty: isFiltered ? t(`${area}.table.emptyFiltered`) : t(`${area}.table.empty`),
    error: failed.reason === 'rejected' ? failed.message : t(`${area}.failure.general`),
    retry: t(`${area}.table.retry`),
    loading: t('listTable.loading'),
    sortAscending: t('listTable.sortAscending'),
    sortDescending: t('listTable.sortDescending'),
  }
}
