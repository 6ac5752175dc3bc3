import { assign, setup } from 'xstate'
import { fetchAutocomplete } from '../../api/search'
import type { AutocompleteItem, AutocompleteResponse } from '../../api/types/search'
import { type CallFailure, failureOf } from '../shared/callFailure'
import { fromCall } from '../shared/fromCall'

export interface AutocompleteInput {
  /** The title chosen when the page opens (from the URL), or ''. */
  chosen?: string
  /** How many suggestions show at most (8 unless told). */
  maxOptions?: number
}

export interface AutocompleteContext {
  /** Every title of `/api/autocomplete/data`, most popular (lowest rank) first. */
  titles: AutocompleteItem[]
  /** The text in the box. */
  query: string
  /** The titles that match the text, at most `maxOptions`. */
  options: AutocompleteItem[]
  /** The chosen title, or null while the text is not one. */
  chosen: AutocompleteItem | null
  /** A title named by the URL before the titles loaded. */
  pendingChoice: string
  maxOptions: number
  failure: CallFailure | null
}

export type AutocompleteEvent =
  | { type: 'query.type'; text: string }
  | { type: 'option.choose'; id: number }
  | { type: 'titles.retry' }

const defaultMaxOptions = 8

const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim()

/**
 * The titles that contain every word of the text (any case, any accents): those whose words start
 * with the text's first word come first, then by rank; the empty text matches the most popular.
 */
export function matchingTitles(
  titles: readonly AutocompleteItem[],
  text: string,
  max: number,
): AutocompleteItem[] {
  const words = folded(text).split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  const startsAWord = (title: string) =>
    folded(title)
      .split(/\s+/)
      .some((word) => word.startsWith(first))
  return titles
    .filter((item) => words.every((word) => folded(item.title).includes(word)))
    .map((item) => ({ item, early: startsAWord(item.title) ? 0 : 1 }))
    .sort((a, b) => a.early - b.early || a.item.rank - b.item.rank)
    .slice(0, max)
    .map(({ item }) => item)
}

const byRank = (items: readonly AutocompleteItem[]) => [...items].sort((a, b) => a.rank - b.rank)

/**
 * The autocomplete of /forms/elements: loads the 100 titles once, then suggests the ones that
 * match what is typed and keeps the chosen one. Tags: `loading`, `error`, `ready`.
 */
export const autocompleteMachine = setup({
  types: {
    context: {} as AutocompleteContext,
    events: {} as AutocompleteEvent,
    input: {} as AutocompleteInput,
  },
  actors: {
    loadTitles: fromCall<AutocompleteResponse>(({ signal }) => fetchAutocomplete(signal)),
  },
  actions: {
    suggest: assign(({ context }) => ({
      options: matchingTitles(context.titles, context.query, context.maxOptions),
    })),
  },
}).createMachine({
  id: 'autocomplete',
  context: ({ input }) => ({
    titles: [],
    query: input.chosen ?? '',
    options: [],
    chosen: null,
    pendingChoice: input.chosen ?? '',
    maxOptions: input.maxOptions ?? defaultMaxOptions,
    failure: null,
  }),
  on: {
    'query.type': {
      actions: [
        assign(({ context, event }) => ({
          query: event.text,
          chosen: context.chosen?.title === event.text ? context.chosen : null,
          pendingChoice: '',
        })),
        'suggest',
      ],
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadTitles',
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => {
              const titles = byRank(event.output.autoComplete)
              const named = titles.find((item) => item.title === context.pendingChoice) ?? null
              return {
                titles,
                chosen: named,
                query: named ? named.title : context.query,
                pendingChoice: '',
                failure: null,
              }
            }),
            'suggest',
          ],
        },
        onError: {
          target: 'error',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    error: {
      tags: ['error'],
      on: { 'titles.retry': 'loading' },
    },
    ready: {
      tags: ['ready'],
      on: {
        'option.choose': {
          actions: [
            assign(({ context, event }) => {
              const item = context.titles.find((title) => title.id === event.id)
              return item ? { chosen: item, query: item.title } : {}
            }),
            'suggest',
          ],
        },
      },
    },
  },
})
