import { type AnyEventObject, fromCallback } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { backendTables } from '../../api/backendAnnouncements'
import {
  fetchChat,
  fetchChatsAndContacts,
  sendChatMessage,
  updateChatProfileUser,
} from '../../api/chat'
import type {
  ChatContact,
  ChatProfileUpdate,
  ChatProfileUser,
  ChatsAndContactsResponse,
  GetChatResponse,
  SendMessageResponse,
} from '../../api/types/chat'
import { fromTableChanges } from '../shared/tableChanges'

export interface SendInput {
  sendId: string
  contact: ChatContact
  message: string
}

export interface ProfileSaveInput {
  saveId: string
  changes: ChatProfileUpdate
}

/** What a send or a profile save reports back when its call has answered. */
export type ChatWriteEvent =
  | { type: 'send.succeeded'; sendId: string; response: SendMessageResponse }
  | { type: 'send.failed'; sendId: string; error: unknown }
  | { type: 'profile.saved'; saveId: string; profileUser: ChatProfileUser }
  | { type: 'profile.failed'; saveId: string; error: unknown }

/** The calls the chat makes; tests and stories reach them only through MSW. */
// The last send of each chat machine (by its actor system): the next send waits for it.
const lastSends = new WeakMap<object, Promise<unknown>>()

function inOrder<T>(system: object, send: () => Promise<T>): Promise<T> {
  const sent = (lastSends.get(system) ?? Promise.resolve()).then(send, send)
  lastSends.set(
    system,
    sent.catch(() => undefined),
  )
  return sent
}

export const chatActors = {
  fetchSidebar: fromCall<ChatsAndContactsResponse, { q: string }>(({ input, signal }) =>
    fetchChatsAndContacts(input.q || undefined, signal),
  ),
  fetchConversation: fromCall<GetChatResponse, { contactId: number | null }>(
    async ({ input, signal }) => {
      if (input.contactId === null) throw new Error('No chat is open.')
      return fetchChat(input.contactId, signal)
    },
  ),
  /**
   * Writes made in other tabs (a message sent there, a chat opened there, a contact's answer)
   * and of the profile; this tab's own sends are already on screen and refetched.
   */
  listenToChatChanges: fromTableChanges(
    { tables: [backendTables.chats, backendTables.chatProfile], includeOwnWrites: false },
    { type: 'chats.changedElsewhere' },
  ),
  /**
   * One send per spawned actor, so several messages can be on their way at once; each leaves
   * when the one before it (in the same chat machine) has its answer, so messages written
   * quickly reach the conversation in the order written.
   */
  sendMessage: fromCallback<AnyEventObject, SendInput>(({ input, sendBack, system }) => {
    const { sendId } = input
    inOrder(system, () => sendChatMessage(input.contact, input.message)).then(
      (response) => sendBack({ type: 'send.succeeded', sendId, response } satisfies ChatWriteEvent),
      (error: unknown) => sendBack({ type: 'send.failed', sendId, error } satisfies ChatWriteEvent),
    )
  }),
  saveProfile: fromCallback<AnyEventObject, ProfileSaveInput>(({ input, sendBack }) => {
    const { saveId } = input
    updateChatProfileUser(input.changes).then(
      (profileUser) =>
        sendBack({ type: 'profile.saved', saveId, profileUser } satisfies ChatWriteEvent),
      (error: unknown) =>
        sendBack({ type: 'profile.failed', saveId, error } satisfies ChatWriteEvent),
    )
  }),
}
