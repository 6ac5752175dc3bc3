import type {
  ChatContact,
  ChatMessage,
  ChatsContact,
  GetChatResponse,
  SendMessageResponse,
} from '../../api/types/chat'
import type { ChatFailure } from './chatFailure'
import type { OpenConversation, OutgoingMessage } from './chatMachineTypes'

/** Where a message is: confirmed by the back end, on its way, or not sent. */
export type Delivery = 'sent' | 'sending' | 'failed'

/** One message as the conversation shows it. */
export interface ConversationItem {
  /** Stable while the conversation is open: `m<index>` for saved messages, the send's id otherwise. */
  key: string
  message: ChatMessage
  delivery: Delivery
  /** For a message of this tab not yet confirmed: what Retry and Delete name. */
  sendId?: string
  failure?: ChatFailure | null
}

/** The open chat's messages, then this tab's messages to that contact still on their way or failed. */
export function conversationItems(
  conversation: OpenConversation | null,
  outbox: readonly OutgoingMessage[],
  profileUserId: number,
): ConversationItem[] {
  if (!conversation) return []
  const saved = conversation.messages.map((message, index): ConversationItem => ({
    key: `m${index}`,
    message,
    delivery: 'sent',
  }))
  const pending = outbox
    .filter((outgoing) => outgoing.contact.id === conversation.contactId)
    .map((outgoing): ConversationItem => ({
      key: outgoing.sendId,
      message: { message: outgoing.message, time: outgoing.time, senderId: profileUserId },
      delivery: outgoing.status,
      sendId: outgoing.sendId,
      failure: outgoing.failure,
    }))
  return [...saved, ...pending]
}

/** Contacts without a chat yet, for the sidebar's second list. */
export function contactsWithoutChat(
  chats: readonly ChatsContact[],
  contacts: readonly ChatContact[],
): ChatContact[] {
  const withChat = new Set(chats.map((chat) => chat.id))
  return contacts.filter((contact) => !withChat.has(contact.id))
}

/** Every chat's unseen messages together. */
export const unreadTotal = (chats: readonly ChatsContact[]) =>
  chats.reduce((sum, chat) => sum + chat.chat.unseenMsgs, 0)

/** The sidebar with the chat of `contactId` seen (the back end does the same on `get-chat`). */
export function withSeen(chats: ChatsContact[], contactId: number | null): ChatsContact[] {
  const row = chats.find((chat) => chat.id === contactId)
  if (!row || row.chat.unseenMsgs === 0) return chats
  return chats.map((chat) =>
    chat === row ? { ...row, chat: { ...row.chat, unseenMsgs: 0 } } : chat,
  )
}

const matches = (contact: ChatContact, q: string) =>
  q === '' || contact.fullName.toLowerCase().includes(q.trim().toLowerCase())

/** The sidebar after a sent message: its chat (new or not) leads with that message. */
export function withSentMessage(
  chats: ChatsContact[],
  contact: ChatContact,
  response: SendMessageResponse,
  q: string,
): ChatsContact[] {
  const current = chats.find((chat) => chat.id === contact.id)
  if (!current && !matches(contact, q)) return chats
  const row: ChatsContact = {
    ...(current ?? contact),
    chat: {
      id: response.id,
      unseenMsgs: current?.chat.unseenMsgs ?? 0,
      lastMessage: response.newMessageData,
    },
  }
  return [row, ...chats.filter((chat) => chat.id !== contact.id)]
}

/** The open chat as `get-chat` answered it. */
export function conversationOf(
  contactId: number,
  response: GetChatResponse,
  firstUnseenIndex: number | null,
  lastArrival: ChatMessage | null = null,
): OpenConversation {
  return {
    contactId,
    contact: response.contact,
    chatId: response.chat?.id ?? null,
    messages: response.chat?.messages ?? [],
    firstUnseenIndex,
    isSeen: true,
    lastArrival,
  }
}

/** The newest message the contact sent that the open chat did not have yet. */
export function arrivalOf(
  current: OpenConversation,
  messages: readonly ChatMessage[],
): ChatMessage | null {
  const arrived = messages
    .slice(current.messages.length)
    .filter((message) => message.senderId === current.contactId)
  return arrived.at(-1) ?? current.lastArrival
}

/** Where the marker goes when a chat opens with `unseen` messages at its end. */
export function markerForUnseen(messages: readonly ChatMessage[], unseen: number): number | null {
  return unseen > 0 && unseen <= messages.length ? messages.length - unseen : null
}

/**
 * Where the marker goes after the open chat was fetched again: where it was, or before the
 * first message the contact sent since the last answer.
 */
export function markerAfterRefresh(
  current: OpenConversation,
  messages: readonly ChatMessage[],
): number | null {
  if (current.firstUnseenIndex !== null) return current.firstUnseenIndex
  const index = messages.findIndex(
    (message, at) => at >= current.messages.length && message.senderId === current.contactId,
  )
  return index === -1 ? null : index
}
