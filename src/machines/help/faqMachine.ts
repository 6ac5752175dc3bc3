import { assign, enqueueActions, setup } from 'xstate'
import { fetchFaq } from '../../api/faq'
import type { FaqData } from '../../api/types/faq'
import { type CallFailure, failureOf } from '../shared/callFailure'
import { fromCall } from '../shared/fromCall'
import { typingPauseRegion } from '../shared/typingPauseRegion'
import { type FaqView, faqViewFromSearch } from './faqView'
import { helpfulVotesMachine } from './helpfulVotesMachine'

export interface FaqInput {
  /** The URL's query when the page opens. */
  search: URLSearchParams
  /** The typing pause before a search runs (0 in tests and stories). */
  searchDelayMs?: number
}

export interface FaqContext extends FaqView {
  /** The search box's text as typed. */
  searchText: string
  searchDelayMs: number
  /** The last answer; kept while a new search loads. */
  data: FaqData | null
  failure: CallFailure | null
}

export type FaqEvent =
  | { type: 'search.type'; text: string }
  | { type: 'search.submit' }
  | { type: 'question.toggle'; question: string }
  | { type: 'view.follow'; search: URLSearchParams }
  | { type: 'faq.retry' }

const defaultSearchDelayMs = 300

const hasQuestions = (data: FaqData): boolean =>
  Object.values(data).some((category) => category.qandA.length > 0)

/**
 * The FAQ page: the categories and their questions (filtered by `q` after a typing pause), the
 * open question, both in the URL; the account's "Was this helpful?" answers (child `votes`).
 */
export const faqMachine = setup({
  types: {
    context: {} as FaqContext,
    events: {} as FaqEvent,
    input: {} as FaqInput,
    children: {} as { votes: 'votes' },
  },
  actors: {
    loadFaq: fromCall<FaqData, { q: string }>(({ input, signal }) =>
      fetchFaq({ q: input.q }, signal),
    ),
    votes: helpfulVotesMachine,
  },
  delays: {
    searchPause: ({ context }) => context.searchDelayMs,
  },
  actions: {
    setSearchText: assign((_, text: string) => ({ searchText: text })),
    // The typed text becomes the search; a new search closes the open answer.
    run: enqueueActions(({ context, enqueue }, q: string) => {
      if (q === context.q) return
      enqueue.assign({ q, question: null })
      enqueue.raise({ type: 'faq.retry' })
    }),
  },
  guards: {
    hasQuestions: (_, data: FaqData) => hasQuestions(data),
  },
}).createMachine({
  id: 'faq',
  type: 'parallel',
  context: ({ input }) => {
    const view = faqViewFromSearch(input.search)
    return {
      ...view,
      searchText: view.q,
      searchDelayMs: input.searchDelayMs ?? defaultSearchDelayMs,
      data: null,
      failure: null,
    }
  },
  invoke: { id: 'votes', src: 'votes' },
  on: {
    'question.toggle': {
      actions: assign(({ context, event }) => ({
        question: context.question === event.question ? null : event.question,
      })),
    },
    // A link or Back moved the URL: the page follows, searching again when the search changed.
    'view.follow': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const view = faqViewFromSearch(event.search)
        enqueue.assign({ question: view.question })
        if (view.q === context.q) return
        enqueue.assign({ q: view.q, searchText: view.q })
        enqueue.raise({ type: 'faq.retry' })
      }),
    },
  },
  states: {
    page: {
      initial: 'loading',
      on: { 'faq.retry': { target: '.loading', reenter: true } },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadFaq',
            input: ({ context }) => ({ q: context.q }),
            onDone: [
              {
                guard: { type: 'hasQuestions', params: ({ event }) => event.output },
                target: 'populated',
                actions: assign({ data: ({ event }) => event.output, failure: null }),
              },
              { target: 'empty', actions: assign({ data: ({ event }) => event.output }) },
            ],
            onError: {
              target: 'error',
              actions: assign({ failure: ({ event }) => failureOf(event.error) }),
            },
          },
        },
        populated: { tags: ['populated'] },
        empty: { tags: ['empty'] },
        error: { tags: ['error'] },
      },
    },
    search: typingPauseRegion<FaqContext, string>((context) => context.searchText.trim()),
  },
})
