import { assign, setup } from 'xstate'
import { fetchHelpfulVotes, saveHelpfulVote } from '../../api/faq'
import type { HelpfulVote } from '../../api/types/faq'
import { type CallFailure, failureOf } from '../shared/callFailure'
import { fromCall } from '../shared/fromCall'

export interface HelpfulVotesContext {
  /** The account's answers by topic, as shown (a vote shows before the back end answers). */
  votes: Record<string, boolean>
  /** A vote not yet answered, and what its topic showed before it (undefined: no answer). */
  pending: { vote: HelpfulVote; before: boolean | undefined } | null
  /** The last vote that could not be kept. */
  failure: CallFailure | null
}

export type HelpfulVotesEvent =
  { type: 'helpful.vote'; topic: string; helpful: boolean } | { type: 'helpful.dismissFailure' }

const voteOf = ({ topic, helpful }: HelpfulVote): HelpfulVote => ({ topic, helpful })

/**
 * "Was this helpful?" for the FAQ and the knowledge base: the account's answers (loaded once),
 * a vote shown at once and kept by the back end, put back when it could not be kept.
 */
export const helpfulVotesMachine = setup({
  types: {
    context: {} as HelpfulVotesContext,
    events: {} as HelpfulVotesEvent,
  },
  actors: {
    loadVotes: fromCall<HelpfulVote[]>(
      async ({ signal }) => (await fetchHelpfulVotes(signal)).votes,
    ),
    // Not aborted when a later vote replaces it: each vote still reaches the back end.
    saveVote: fromCall<HelpfulVote, HelpfulVote>(
      async ({ input }) => (await saveHelpfulVote(input)).vote,
    ),
  },
  actions: {
    showVote: assign(({ context }, vote: HelpfulVote) => ({
      votes: { ...context.votes, [vote.topic]: vote.helpful },
      pending: { vote, before: context.votes[vote.topic] },
      failure: null,
    })),
  },
}).createMachine({
  id: 'helpfulVotes',
  context: { votes: {}, pending: null, failure: null },
  initial: 'loading',
  on: {
    'helpful.dismissFailure': { actions: assign({ failure: null }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadVotes',
        onDone: {
          target: 'idle',
          // A vote given while loading stays as given.
          actions: assign(({ context, event }) => ({
            votes: {
              ...Object.fromEntries(event.output.map((vote) => [vote.topic, vote.helpful])),
              ...context.votes,
            },
          })),
        },
        // Without them the buttons start unpressed; a vote is still kept.
        onError: 'idle',
      },
      on: {
        'helpful.vote': {
          target: 'saving',
          actions: { type: 'showVote', params: ({ event }) => voteOf(event) },
        },
      },
    },
    idle: {
      on: {
        'helpful.vote': {
          target: 'saving',
          actions: { type: 'showVote', params: ({ event }) => voteOf(event) },
        },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'saveVote',
        input: ({ context }) => {
          if (!context.pending) throw new Error('saving without a vote')
          return context.pending.vote
        },
        onDone: { target: 'idle', actions: assign({ pending: null }) },
        onError: {
          target: 'idle',
          actions: assign(({ context, event }) => {
            const { pending } = context
            if (!pending) return { failure: failureOf(event.error) }
            const { topic } = pending.vote
            const others = Object.entries(context.votes).filter(([key]) => key !== topic)
            const restored = pending.before === undefined ? [] : [[topic, pending.before] as const]
            return {
              votes: Object.fromEntries([...others, ...restored]),
              pending: null,
              failure: failureOf(event.error),
            }
          }),
        },
      },
      on: {
        // A later vote replaces the one in flight: the back end keeps the last.
        'helpful.vote': {
          target: 'saving',
          reenter: true,
          actions: assign(({ context, event }) => ({
            votes: { ...context.votes, [event.topic]: event.helpful },
            pending: {
              vote: voteOf(event),
              before:
                context.pending?.vote.topic === event.topic
                  ? context.pending.before
                  : context.votes[event.topic],
            },
          })),
        },
      },
    },
  },
})
