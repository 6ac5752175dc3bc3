import {
  clearedFilter,
  filterKind,
  type ListFilters,
  type ListParams,
  mapFilters,
  sameParams,
} from './listParams'
import type { ListEvent } from './listSteps'

/** The events that change what a list asks for: every list (paged or windowed) takes them. */
export type ListQueryEvent<Filters extends ListFilters> = Extract<
  ListEvent<Filters>,
  {
    type:
      | 'list.filter'
      | 'list.sort'
      | 'list.page'
      | 'list.perPage'
      | 'list.params'
      | 'list.clearFilters'
  }
>

const queryEventTypes: ReadonlySet<string> = new Set([
  'list.filter',
  'list.sort',
  'list.page',
  'list.perPage',
  'list.params',
  'list.clearFilters',
])

export const isListQueryEvent = <Filters extends ListFilters, Event extends { type: string }>(
  event: Event | ListQueryEvent<Filters>,
): event is ListQueryEvent<Filters> => queryEventTypes.has(event.type)

/**
 * The params after a query event, from page 1 unless the event is a page; undefined when the
 * event asks for nothing the list has (a filter it does not have or a value of another kind, a
 * page size it does not offer) or, for the URL's params, nothing new.
 */
export function paramsAfter<Filters extends ListFilters>(
  params: ListParams<Filters>,
  perPageChoices: readonly number[],
  event: ListQueryEvent<Filters>,
): ListParams<Filters> | undefined {
  switch (event.type) {
    case 'list.filter': {
      const current = params.filters[event.filter]
      if (current === undefined || filterKind(current) !== filterKind(event.value)) return undefined
      const filters = mapFilters(params.filters, (value, name) =>
        name === event.filter ? event.value : value,
      )
      return { ...params, filters, page: 1 }
    }
    case 'list.sort': {
      const isSameAscending = params.sortColumn === event.column && params.sort === 'asc'
      const sort = event.direction ?? (isSameAscending ? 'desc' : 'asc')
      return { ...params, sortColumn: event.column, sort, page: 1 }
    }
    case 'list.page':
      return { ...params, page: Math.max(1, event.page) }
    case 'list.perPage':
      return perPageChoices.includes(event.perPage)
        ? { ...params, perPage: event.perPage, page: 1 }
        : undefined
    case 'list.clearFilters':
      return { ...params, q: '', filters: mapFilters(params.filters, clearedFilter), page: 1 }
    case 'list.params':
      return sameParams(params, event.params) ? undefined : event.params
  }
}

/** What the search box shows after a query event: the URL's or a cleared search, else as typed. */
export function searchTextAfter<Filters extends ListFilters>(
  searchText: string,
  event: ListQueryEvent<Filters>,
): string {
  if (event.type === 'list.params') return event.params.q
  if (event.type === 'list.clearFilters') return ''
  return searchText
}
