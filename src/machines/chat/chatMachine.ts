import { assign, enqueueActions, not, or, setup, stateIn } from 'xstate'
import { typingPauseRegion } from '../shared/typingPauseRegion'
import { runStep, writeAnswers } from '../shared/writeKit'
import { chatActors } from './chatActors'
import { failureOf } from './chatFailure'
import type { ChatContext, ChatEvent, ChatInput } from './chatMachineTypes'
import { stepForEvent } from './chatEvents'
import * as steps from './chatSteps'

export type { ChatContext, ChatEvent, ChatInput } from './chatMachineTypes'

const sidebarShown = or([stateIn({ sidebar: 'populated' }), stateIn({ sidebar: 'empty' })])

/**
 * The chat (SPEC §3–§4, issue #12). Regions: `sidebar` (chats, contacts and the
 * profile user: tags loading / empty / error / populated), `refresh` (the
 * sidebar fetched again in place after sends and other tabs' writes: tag
 * refreshing), `conversation` (the chat in the URL: tags conversationLoading /
 * conversationOpen / conversationError, conversationRefreshing while it is
 * fetched again) and `search` (the typing pause). Sends are optimistic: the
 * message shows at once as sending, one spawned actor each; a failed one stays
 * with its text for Retry or Delete. Profile changes are optimistic too, put
 * back when their save fails. The logic is in `chatSteps.ts` and `chatProfileSteps.ts`.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: chatActors,
  delays: {
    searchPause: ({ context }) => context.searchDelayMs,
  },
  actions: {
    /**
     * Carries out a step (`runStep`): the new context, its sends and saves (one write actor each),
     * its signals. Without params, the step of the event (`chatEvents.ts`: the same in any state).
     */
    run: enqueueActions(({ context, event, enqueue }, given: steps.ChatStep | undefined) =>
      runStep(enqueue, event, given ?? stepForEvent(context, event)),
    ),
    setSearchText: assign((_, text: string) => ({ searchText: text })),
  },
  guards: {
    hasRows: ({ context }) => context.chats.length + context.contacts.length > 0,
    noRows: ({ context }) => context.chats.length + context.contacts.length === 0,
    hasOpenChat: ({ context }) => context.openContactId !== null,
    isAnotherChat: ({ context, event }) =>
      event.type === 'chat.open' && event.contactId !== context.openContactId,
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => {
    const contactId = input.contactId ?? null
    return {
      q: '',
      searchText: '',
      chats: [],
      contacts: [],
      profileUser: null,
      sidebarFailure: null,
      openContactId: contactId,
      conversation:
        contactId === null
          ? null
          : {
              contactId,
              contact: null,
              chatId: null,
              messages: [],
              firstUnseenIndex: null,
              isSeen: false,
              lastArrival: null,
            },
      conversationFailure: null,
      unseenAtOpen: 0,
      outbox: [],
      sendCount: 0,
      drafts: {},
      profileSaves: {},
      profileSaveCount: 0,
      profileFailure: null,
      searchDelayMs: input.searchDelayMs ?? 300,
    }
  },
  type: 'parallel',
  // Another tab sent a message or opened a chat, a contact answered: fetch again in place.
  invoke: { src: 'listenToChatChanges' },
  on: {
    'chats.changedElsewhere': {
      actions: enqueueActions(({ enqueue }) => {
        enqueue.raise({ type: 'sidebar.refresh' })
        enqueue.raise({ type: 'conversation.refresh' })
      }),
    },
    'draft.change': { actions: 'run' },
    'message.send': { actions: 'run' },
    'message.retry': { actions: 'run' },
    'message.delete': { actions: 'run' },
    'profile.update': { actions: 'run' },
    'profile.dismissFailure': { actions: 'run' },
    ...writeAnswers,
  },
  states: {
    sidebar: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          // A search or another tab's write while the first answer is on its way: ask again.
          on: { 'sidebar.refresh': { target: 'loading', reenter: true } },
          invoke: {
            src: 'fetchSidebar',
            input: ({ context }) => ({ q: context.q }),
            onDone: {
              target: 'populated',
              actions: {
                type: 'run',
                params: ({ context, event }) => steps.sidebarLoaded(context, event.output),
              },
            },
            onError: {
              target: 'error',
              actions: {
                type: 'run',
                params: ({ context, event }) => steps.sidebarFailed(context, event.error),
              },
            },
          },
        },
        populated: { tags: ['populated'], always: { guard: 'noRows', target: 'empty' } },
        empty: { tags: ['empty'], always: { guard: 'hasRows', target: 'populated' } },
        error: {
          tags: ['error'],
          on: { 'sidebar.retry': 'loading', 'sidebar.refresh': 'loading' },
        },
      },
    },
    /** Fetches a shown sidebar again with the last search: its rows stay while it loads. */
    refresh: {
      initial: 'idle',
      states: {
        idle: { on: { 'sidebar.refresh': { guard: sidebarShown, target: 'fetching' } } },
        fetching: {
          tags: ['refreshing'],
          on: { 'sidebar.refresh': { target: 'fetching', reenter: true } },
          invoke: {
            src: 'fetchSidebar',
            input: ({ context }) => ({ q: context.q }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'run',
                params: ({ context, event }) => steps.sidebarLoaded(context, event.output),
              },
            },
            // The rows on screen stay; the next write or search fetches again.
            onError: { target: 'idle' },
          },
        },
      },
    },
    conversation: {
      initial: 'starting',
      on: {
        'chat.open': {
          guard: 'isAnotherChat',
          target: '.waiting',
          actions: {
            type: 'run',
            params: ({ context, event }) => steps.openChat(context, event.contactId),
          },
        },
        'chat.close': {
          target: '.closed',
          actions: { type: 'run', params: ({ context }) => steps.closeChat(context) },
        },
      },
      states: {
        starting: { always: [{ guard: 'hasOpenChat', target: 'waiting' }, { target: 'closed' }] },
        closed: {},
        // The sidebar's first answer comes first: its unseen count places the "new messages" marker.
        waiting: {
          always: {
            guard: not(stateIn({ sidebar: 'loading' })),
            target: 'loading',
            actions: { type: 'run', params: ({ context }) => steps.noteUnseen(context) },
          },
        },
        loading: {
          tags: ['conversationLoading'],
          invoke: {
            src: 'fetchConversation',
            input: ({ context }) => ({ contactId: context.openContactId }),
            onDone: {
              target: 'open',
              actions: {
                type: 'run',
                params: ({ context, event }) => steps.conversationLoaded(context, event.output),
              },
            },
            onError: {
              target: 'error',
              actions: assign({ conversationFailure: ({ event }) => failureOf(event.error) }),
            },
          },
        },
        open: {
          tags: ['conversationOpen'],
          initial: 'idle',
          states: {
            idle: { on: { 'conversation.refresh': 'fetching' } },
            fetching: {
              tags: ['conversationRefreshing'],
              on: { 'conversation.refresh': { target: 'fetching', reenter: true } },
              invoke: {
                src: 'fetchConversation',
                input: ({ context }) => ({ contactId: context.openContactId }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'run',
                    params: ({ context, event }) =>
                      steps.conversationRefreshed(context, event.output),
                  },
                },
                onError: { target: 'idle' },
              },
            },
          },
        },
        error: {
          tags: ['conversationError'],
          on: { 'conversation.retry': 'loading', 'conversation.refresh': 'loading' },
        },
      },
    },
    search: typingPauseRegion<ChatContext, steps.ChatStep>(steps.commitSearch),
  },
})
