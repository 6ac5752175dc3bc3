import { assign, type DoneActorEvent, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { backendTables } from '../../api/backendAnnouncements'
import { fetchChatsAndContacts } from '../../api/chat'
import type { ChatsAndContactsResponse } from '../../api/types/chat'
import { unreadTotal } from '../chat/chatConversation'
import { fromTableChanges } from '../shared/tableChanges'

export interface ChatUnreadContext {
  /** Unseen messages over every chat; `null` until a first answer came (nothing to show). */
  count: number | null
}

/** A write to the chats, in any tab: a message came in, or a chat was opened (and seen). */
export type ChatUnreadEvent = { type: 'chatUnread.changed' }

/** An answer to the sidebar call: its total shown. */
const showCount = {
  target: 'populated',
  actions: {
    type: 'setCount',
    params: ({ event }: { event: DoneActorEvent<ChatsAndContactsResponse> }) => event.output,
  },
} as const

/**
 * The navbar's unread chat total: GET /apps/chat/chats-and-contacts on start and again after every
 * write to the chats, this tab's too (opening a chat here clears its part of the total).
 */
export const chatUnreadMachine = setup({
  types: { context: {} as ChatUnreadContext, events: {} as ChatUnreadEvent },
  actors: {
    loadChats: fromCall<ChatsAndContactsResponse>(({ signal }) =>
      fetchChatsAndContacts(undefined, signal),
    ),
    listenToChatChanges: fromTableChanges(
      { tables: [backendTables.chats], includeOwnWrites: true },
      { type: 'chatUnread.changed' },
    ),
  },
  actions: {
    setCount: assign((_, output: ChatsAndContactsResponse) => ({
      count: unreadTotal(output.chatsContacts),
    })),
  },
}).createMachine({
  id: 'chatUnread',
  context: { count: null },
  initial: 'loading',
  invoke: { src: 'listenToChatChanges' },
  states: {
    loading: {
      tags: ['loading'],
      // A change announced while the answer is on its way may not be in it: ask again.
      on: { 'chatUnread.changed': { target: 'loading', reenter: true } },
      invoke: {
        src: 'loadChats',
        onDone: showCount,
        // No count to show; the next change tries again.
        onError: 'error',
      },
    },
    error: {
      tags: ['error'],
      on: { 'chatUnread.changed': 'loading' },
    },
    populated: {
      tags: ['populated'],
      on: { 'chatUnread.changed': 'refreshing' },
    },
    // Fetched again in place: the count shown stays until the answer replaces it, or on a failure.
    refreshing: {
      tags: ['populated'],
      on: { 'chatUnread.changed': { target: 'refreshing', reenter: true } },
      invoke: {
        src: 'loadChats',
        onDone: showCount,
        onError: 'populated',
      },
    },
  },
})
