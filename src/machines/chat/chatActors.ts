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
import { fromWrite } from '../shared/writeKit'

/** One write of the chat: a message sent, or a change of the own profile. */
export type ChatWrite =
  | { kind: 'send'; contact: ChatContact; message: string }
  | { kind: 'profile'; changes: ChatProfileUpdate }

/** What a write answers (`write.succeeded`'s output). */
export type ChatWriteOutput =
  | { kind: 'sent'; response: SendMessageResponse }
  | { kind: 'profileSaved'; profileUser: ChatProfileUser }

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

/**
 * Sends one write. Each message leaves when the one before it (in the same chat machine) has its
 * answer, so messages written quickly reach the conversation in the order written.
 */
function sendChatWrite(write: ChatWrite, system: object): Promise<ChatWriteOutput> {
  if (write.kind === 'profile')
    return updateChatProfileUser(write.changes).then((profileUser) => ({
      kind: 'profileSaved',
      profileUser,
    }))
  return inOrder(system, () => sendChatMessage(write.contact, write.message)).then((response) => ({
    kind: 'sent',
    response,
  }))
}

/** The calls the chat makes; tests and stories reach them only through MSW. */
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
  /** One write per spawned actor (the write kit), so several messages can be on their way. */
  write: fromWrite(sendChatWrite),
}
