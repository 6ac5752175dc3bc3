import { type AnyEventObject, fromCallback, fromPromise } from 'xstate'
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
export const chatActors = {
  fetchSidebar: fromPromise<ChatsAndContactsResponse, { q: string }>(({ input, signal }) =>
    fetchChatsAndContacts(input.q || undefined, signal),
  ),
  fetchConversation: fromPromise<GetChatResponse, { contactId: number | null }>(
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
  /** One send per spawned actor, so several messages can be on their way at once. */
  sendMessage: fromCallback<AnyEventObject, SendInput>(({ input, sendBack }) => {
    const { sendId } = input
    sendChatMessage(input.contact, input.message).then(
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
