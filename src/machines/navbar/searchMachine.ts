import { assign, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { fetchMainSearch } from '../../api/search'
import type { MainSearchGroup, MainSearchResponse } from '../../api/types/search'
import { describeError } from './errors'
import { findSearchResults, noSearchResults, type SearchResults } from './searchResults'

export interface SearchContext {
  groups: MainSearchGroup[]
  /** Set once the data has loaded; later openings refresh it in the background. */
  hasData: boolean
  text: string
  results: SearchResults
  error: string | null
}

export type SearchEvent =
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'search.type'; text: string }
  | { type: 'search.retry' }

const loadFailed = 'The search data could not be loaded.'

/** The navbar search dialog: opens (Ctrl/⌘+K, /), loads GET /api/main-search/data, filters as one types. */
export const searchMachine = setup({
  types: { context: {} as SearchContext, events: {} as SearchEvent },
  actors: {
    loadSearchData: fromCall<MainSearchResponse>(({ signal }) => fetchMainSearch(signal)),
  },
  actions: {
    setData: assign(({ context }, output: MainSearchResponse) => ({
      groups: output.searchArr,
      hasData: true,
      error: null,
      results: findSearchResults(output.searchArr, context.text),
    })),
    resetText: assign(({ context }) => ({
      text: '',
      results: findSearchResults(context.groups, ''),
    })),
    setText: assign(({ context, event }) =>
      event.type === 'search.type'
        ? { text: event.text, results: findSearchResults(context.groups, event.text) }
        : {},
    ),
  },
  guards: {
    hasData: ({ context }) => context.hasData,
  },
}).createMachine({
  id: 'search',
  context: { groups: [], hasData: false, text: '', results: noSearchResults, error: null },
  initial: 'closed',
  states: {
    closed: {
      tags: ['closed'],
      on: { 'search.open': { target: 'opened', actions: 'resetText' } },
    },
    opened: {
      tags: ['open'],
      initial: 'checking',
      on: {
        'search.close': 'closed',
        'search.type': { actions: 'setText' },
      },
      states: {
        checking: {
          always: [{ guard: 'hasData', target: 'refreshing' }, { target: 'loading' }],
        },
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadSearchData',
            onDone: {
              target: 'populated',
              actions: { type: 'setData', params: ({ event }) => event.output },
            },
            onError: {
              target: 'error',
              actions: assign({ error: ({ event }) => describeError(event.error, loadFailed) }),
            },
          },
        },
        // Shows what it has while fetching again, so bookmark changes reach the suggestions.
        refreshing: {
          tags: ['populated'],
          invoke: {
            src: 'loadSearchData',
            onDone: {
              target: 'populated',
              actions: { type: 'setData', params: ({ event }) => event.output },
            },
            onError: 'populated',
          },
        },
        populated: { tags: ['populated'] },
        error: {
          tags: ['error'],
          on: { 'search.retry': 'loading' },
        },
      },
    },
  },
})
