import type {
  ChatsAndContactsResponse,
  GetChatResponse,
  SendMessageResponse,
} from '../../api/types/chat'
import { stepHelpers, type WriteStep } from '../shared/writeKit'
import type { ChatWrite } from './chatActors'
import {
  arrivalOf,
  conversationOf,
  markerAfterRefresh,
  markerForUnseen,
  withSeen,
  withSentMessage,
} from './chatConversation'
import { failureOf } from './chatFailure'
import type { ChatContext, OutgoingMessage } from './chatMachineTypes'

type Signal = 'sidebar.refresh' | 'conversation.refresh'

/**
 * What the chat does for an event, worked out without side effects (the write kit's step,
 * `src/machines/shared/writeKit.ts`): the next context, the sends and profile saves to start, and
 * the signals for its regions. The machine's `run` action carries a step out.
 */
export type ChatStep = WriteStep<ChatContext, ChatWrite, Signal>

const helpers = stepHelpers<ChatContext, ChatWrite, Signal>()
export const stay = helpers.stay
export const only = helpers.only

/** A chat from the URL: its contact shows at once when the sidebar knows it. */
export function openChat(context: ChatContext, contactId: number): ChatStep {
  const contact =
    context.chats.find((chat) => chat.id === contactId) ??
    context.contacts.find((candidate) => candidate.id === contactId) ??
    null
  return only({
    ...context,
    openContactId: contactId,
    conversation: {
      contactId,
      contact,
      chatId: null,
      messages: [],
      firstUnseenIndex: null,
      isSeen: false,
      lastArrival: null,
    },
    conversationFailure: null,
    unseenAtOpen: 0,
  })
}

export const closeChat = (context: ChatContext): ChatStep =>
  only({ ...context, openContactId: null, conversation: null, conversationFailure: null })

/** Before `get-chat` (which marks the chat seen): its unseen count places the marker, its badge goes. */
export function noteUnseen(context: ChatContext): ChatStep {
  const row = context.chats.find((chat) => chat.id === context.openContactId)
  return only({
    ...context,
    unseenAtOpen: row?.chat.unseenMsgs ?? 0,
    chats: withSeen(context.chats, context.openContactId),
    conversation: context.conversation && { ...context.conversation, isSeen: true },
  })
}

export function conversationLoaded(context: ChatContext, response: GetChatResponse): ChatStep {
  if (context.openContactId === null) return stay(context)
  const messages = response.chat?.messages ?? []
  return only({
    ...context,
    conversation: conversationOf(
      context.openContactId,
      response,
      markerForUnseen(messages, context.unseenAtOpen),
    ),
    conversationFailure: null,
    chats: withSeen(context.chats, context.openContactId),
  })
}

const isSendingTo = (context: ChatContext, contactId: number) =>
  context.outbox.some(
    (outgoing) => outgoing.contact.id === contactId && outgoing.status === 'sending',
  )

/**
 * The open chat fetched again (another tab wrote, a contact answered). While a message of this
 * tab is on its way there, the answer may hold it already: the send's own answer follows.
 */
export function conversationRefreshed(context: ChatContext, response: GetChatResponse): ChatStep {
  const current = context.conversation
  if (!current || response.contact.id !== current.contactId) return stay(context)
  if (isSendingTo(context, current.contactId)) return stay(context)
  const messages = response.chat?.messages ?? []
  return only({
    ...context,
    conversation: conversationOf(
      current.contactId,
      response,
      markerAfterRefresh(current, messages),
      arrivalOf(current, messages),
    ),
    chats: withSeen(context.chats, current.contactId),
  })
}

export function sidebarLoaded(context: ChatContext, response: ChatsAndContactsResponse): ChatStep {
  const isSaving = Object.keys(context.profileSaves).length > 0
  const isOpen = context.conversation?.isSeen === true && context.conversationFailure === null
  return only({
    ...context,
    // The open chat is being looked at: its own answer marks it seen.
    chats: isOpen
      ? withSeen(response.chatsContacts, context.openContactId)
      : response.chatsContacts,
    contacts: response.contacts,
    profileUser: isSaving ? context.profileUser : response.profileUser,
    sidebarFailure: null,
  })
}

export const sidebarFailed = (context: ChatContext, error: unknown): ChatStep =>
  only({ ...context, sidebarFailure: failureOf(error) })

/** The search box after its pause (or Enter): a new `q` refetches the sidebar. */
export function commitSearch(context: ChatContext): ChatStep {
  const q = context.searchText.trim()
  if (q === context.q) return stay(context)
  return only({ ...context, q }, ['sidebar.refresh'])
}

export function changeDraft(context: ChatContext, text: string): ChatStep {
  if (context.openContactId === null) return stay(context)
  return only({ ...context, drafts: { ...context.drafts, [context.openContactId]: text } })
}

/** Sends the open chat's draft: shown at once as "sending", the draft cleared. */
export function send(context: ChatContext, now = new Date()): ChatStep {
  const contactId = context.openContactId
  const contact = context.conversation?.contact
  if (contactId === null || !contact) return stay(context)
  const message = (context.drafts[contactId] ?? '').trim()
  if (message === '') return stay(context)
  const sendId = `send-${context.sendCount + 1}`
  const outgoing: OutgoingMessage = {
    sendId,
    contact,
    message,
    time: now.toISOString(),
    status: 'sending',
    failure: null,
  }
  const conversation = context.conversation && { ...context.conversation, firstUnseenIndex: null }
  return {
    ...stay({
      ...context,
      outbox: [...context.outbox, outgoing],
      sendCount: context.sendCount + 1,
      drafts: { ...context.drafts, [contactId]: '' },
      conversation,
    }),
    writes: [{ writeId: sendId, write: { kind: 'send', contact, message } }],
  }
}

/** The back end has the message: it leaves the outbox for the chat; the sidebar follows. */
export function sendSucceeded(
  context: ChatContext,
  sendId: string,
  response: SendMessageResponse,
): ChatStep {
  const outgoing = context.outbox.find((candidate) => candidate.sendId === sendId)
  if (!outgoing) return stay(context)
  const current = context.conversation
  const isOpen = current?.contactId === outgoing.contact.id
  const conversation =
    current && isOpen && response.chat.messages.length >= current.messages.length
      ? { ...current, chatId: response.id, messages: response.chat.messages }
      : current
  return only(
    {
      ...context,
      outbox: context.outbox.filter((candidate) => candidate.sendId !== sendId),
      conversation,
      chats: withSentMessage(context.chats, outgoing.contact, response, context.q),
    },
    ['sidebar.refresh'],
  )
}

const withOutgoing = (
  context: ChatContext,
  sendId: string,
  change: Partial<OutgoingMessage>,
): ChatContext => ({
  ...context,
  outbox: context.outbox.map((outgoing) =>
    outgoing.sendId === sendId ? { ...outgoing, ...change } : outgoing,
  ),
})

/** Not sent: the message stays, marked, with its text, for Retry or Delete. */
export const sendFailed = (context: ChatContext, sendId: string, error: unknown): ChatStep =>
  only(withOutgoing(context, sendId, { status: 'failed', failure: failureOf(error) }))

export function retrySend(context: ChatContext, sendId: string): ChatStep {
  const outgoing = context.outbox.find((candidate) => candidate.sendId === sendId)
  if (outgoing?.status !== 'failed') return stay(context)
  return {
    ...stay(withOutgoing(context, sendId, { status: 'sending', failure: null })),
    writes: [
      {
        writeId: sendId,
        write: { kind: 'send', contact: outgoing.contact, message: outgoing.message },
      },
    ],
  }
}

export function deleteFailed(context: ChatContext, sendId: string): ChatStep {
  const outgoing = context.outbox.find((candidate) => candidate.sendId === sendId)
  if (outgoing?.status !== 'failed') return stay(context)
  return only({
    ...context,
    outbox: context.outbox.filter((candidate) => candidate !== outgoing),
  })
}
