import { assign, enqueueActions, setup } from 'xstate'
import {
  fetchKnowledgeBaseCategories,
  fetchKnowledgeBaseCategory,
  fetchKnowledgeBaseQuestion,
} from '../../api/faq'
import { ApiError } from '../../api/http'
import type {
  KnowledgeBaseCategoriesResponse,
  KnowledgeBaseCategoryData,
  KnowledgeBaseQuestion,
} from '../../api/types/faq'
import { type CallFailure, failureOf } from '../shared/callFailure'
import { fromCall } from '../shared/fromCall'
import { typingPauseRegion } from '../shared/typingPauseRegion'
import { helpfulVotesMachine } from './helpfulVotesMachine'

/** Where the knowledge base is open: its home, a category, or an article of a category. */
export interface KnowledgeBaseLocation {
  category: string | null
  question: string | null
}

/** What a location shows; null when the back end has no such category or article (404). */
export type KnowledgeBasePage =
  | { kind: 'home'; home: KnowledgeBaseCategoriesResponse }
  | { kind: 'category'; category: KnowledgeBaseCategoryData }
  | { kind: 'article'; category: KnowledgeBaseCategoryData; article: KnowledgeBaseQuestion }

export interface KnowledgeBaseInput {
  location: KnowledgeBaseLocation
  /** The home's search, from the URL's `q`. */
  q: string
  searchDelayMs?: number
}

export interface KnowledgeBaseContext {
  location: KnowledgeBaseLocation
  q: string
  searchText: string
  searchDelayMs: number
  page: KnowledgeBasePage | null
  failure: CallFailure | null
}

export type KnowledgeBaseEvent =
  | { type: 'kb.open'; location: KnowledgeBaseLocation; q: string }
  | { type: 'view.follow'; q: string }
  | { type: 'kb.retry' }
  | { type: 'search.type'; text: string }
  | { type: 'search.submit' }

const defaultSearchDelayMs = 300

async function loadPage(
  { category, question }: KnowledgeBaseLocation,
  q: string,
  signal: AbortSignal,
): Promise<KnowledgeBasePage | null> {
  try {
    if (category === null)
      return { kind: 'home', home: await fetchKnowledgeBaseCategories({ q }, signal) }
    if (question === null)
      return { kind: 'category', category: await fetchKnowledgeBaseCategory(category, signal) }
    const [data, article] = await Promise.all([
      fetchKnowledgeBaseCategory(category, signal),
      fetchKnowledgeBaseQuestion(category, question, signal),
    ])
    return { kind: 'article', category: data, article }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

const isEmptyPage = (page: KnowledgeBasePage): boolean =>
  page.kind === 'home' && page.home.categories.length === 0 && page.home.questions.length === 0

/**
 * The knowledge base: its home (categories with their article counts, a search across every
 * article, `q` in the URL), a category's articles and an article (with its category, for the
 * breadcrumbs); an unknown category or article is `notFound`. Helpful votes: child `votes`.
 */
export const knowledgeBaseMachine = setup({
  types: {
    context: {} as KnowledgeBaseContext,
    events: {} as KnowledgeBaseEvent,
    input: {} as KnowledgeBaseInput,
    children: {} as { votes: 'votes' },
  },
  actors: {
    loadPage: fromCall<KnowledgeBasePage | null, { location: KnowledgeBaseLocation; q: string }>(
      ({ input, signal }) => loadPage(input.location, input.q, signal),
    ),
    votes: helpfulVotesMachine,
  },
  delays: {
    searchPause: ({ context }) => context.searchDelayMs,
  },
  actions: {
    setSearchText: assign((_, text: string) => ({ searchText: text })),
    run: enqueueActions(({ context, enqueue }, q: string) => {
      if (q === context.q) return
      enqueue.assign({ q })
      enqueue.raise({ type: 'kb.retry' })
    }),
  },
  guards: {
    isMissing: (_, page: KnowledgeBasePage | null) => page === null,
    isEmpty: (_, page: KnowledgeBasePage | null) => page !== null && isEmptyPage(page),
  },
}).createMachine({
  id: 'knowledgeBase',
  type: 'parallel',
  context: ({ input }) => ({
    location: input.location,
    q: input.q,
    searchText: input.q,
    searchDelayMs: input.searchDelayMs ?? defaultSearchDelayMs,
    page: null,
    failure: null,
  }),
  invoke: { id: 'votes', src: 'votes' },
  on: {
    // A link or Back moved to another page: it loads, with the home's search from the URL.
    'kb.open': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { category, question } = event.location
        if (category === context.location.category && question === context.location.question) return
        enqueue.assign({ location: event.location, q: event.q, searchText: event.q })
        enqueue.raise({ type: 'kb.retry' })
      }),
    },
    'view.follow': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (event.q === context.q) return
        enqueue.assign({ q: event.q, searchText: event.q })
        enqueue.raise({ type: 'kb.retry' })
      }),
    },
  },
  states: {
    page: {
      initial: 'loading',
      on: { 'kb.retry': { target: '.loading', reenter: true } },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ location: context.location, q: context.q }),
            onDone: [
              {
                guard: { type: 'isMissing', params: ({ event }) => event.output },
                target: 'notFound',
                actions: assign({ page: null, failure: null }),
              },
              {
                guard: { type: 'isEmpty', params: ({ event }) => event.output },
                target: 'empty',
                actions: assign({ page: ({ event }) => event.output, failure: null }),
              },
              {
                target: 'populated',
                actions: assign({ page: ({ event }) => event.output, failure: null }),
              },
            ],
            onError: {
              target: 'error',
              actions: assign({ failure: ({ event }) => failureOf(event.error) }),
            },
          },
        },
        populated: { tags: ['populated'] },
        empty: { tags: ['empty'] },
        notFound: { tags: ['notFound'] },
        error: { tags: ['error'] },
      },
    },
    search: typingPauseRegion<KnowledgeBaseContext, string>((context) => context.searchText.trim()),
  },
})
