import type {
  ChatContact,
  ChatMessage,
  ChatProfileUpdate,
  ChatProfileUser,
  ChatsContact,
} from '../../api/types/chat'
import type { WriteAnswer } from '../shared/writeKit'
import type { ChatWriteOutput } from './chatActors'
import type { ChatFailure } from './chatFailure'

/** The open chat: its contact and messages as the back end last answered them. */
export interface OpenConversation {
  contactId: number
  /** Known from the sidebar at once, from `get-chat` once it answers; null for an unknown id. */
  contact: ChatContact | null
  /** Null until a first message starts the chat (SPEC §4). */
  chatId: number | null
  /** Oldest first. */
  messages: ChatMessage[]
  /** Where the "new messages" marker goes (an index in `messages`); null: no marker. */
  firstUnseenIndex: number | null
  /** Its unseen count was noted and its badge cleared (the back end clears it on `get-chat`). */
  isSeen: boolean
  /** The latest message the contact sent while the chat was open (the screen announces it). */
  lastArrival: ChatMessage | null
}

/** A message this tab sent that the back end has not confirmed: on its way, or failed. */
export interface OutgoingMessage {
  sendId: string
  contact: ChatContact
  message: string
  /** ISO date-time of the send. */
  time: string
  status: 'sending' | 'failed'
  failure: ChatFailure | null
}

/** A profile save in flight, with the fields as they were before it (to roll back). */
export interface ProfileSave {
  before: ChatProfileUser
  changes: ChatProfileUpdate
}

export interface ChatContext {
  /** The sidebar's search, sent as `q`; `searchText` is the box as typed. */
  q: string
  searchText: string
  /** Contacts with a chat, latest message first (SPEC §7 `chatsContacts`). */
  chats: ChatsContact[]
  /** Every contact (narrowed by `q`). */
  contacts: ChatContact[]
  profileUser: ChatProfileUser | null
  sidebarFailure: ChatFailure | null
  /** The chat in the URL (`/apps/chat/:contactId`); null: none open. */
  openContactId: number | null
  conversation: OpenConversation | null
  conversationFailure: ChatFailure | null
  /** Unseen messages of the open chat when it was opened (the marker goes before them). */
  unseenAtOpen: number
  outbox: OutgoingMessage[]
  sendCount: number
  /** What is typed for each contact, kept while another chat is open. */
  drafts: Record<number, string>
  profileSaves: Record<string, ProfileSave>
  profileSaveCount: number
  profileFailure: ChatFailure | null
  searchDelayMs: number
}

export interface ChatInput {
  /** The chat to open first (from the URL). */
  contactId?: number | null
  /** Pause after typing before the search runs. */
  searchDelayMs?: number
}

/** Events the screen sends. */
export type ChatScreenEvent =
  | { type: 'chat.open'; contactId: number }
  | { type: 'chat.close' }
  | { type: 'sidebar.retry' }
  | { type: 'conversation.retry' }
  | { type: 'search.type'; text: string }
  | { type: 'search.submit' }
  | { type: 'draft.change'; text: string }
  /** Sends the open chat's draft (nothing when it is blank). */
  | { type: 'message.send' }
  | { type: 'message.retry'; sendId: string }
  | { type: 'message.delete'; sendId: string }
  | { type: 'profile.update'; changes: ChatProfileUpdate }
  | { type: 'profile.dismissFailure' }

/** Events the machine sends itself (its actors' answers and its own signals). */
export type ChatInternalEvent =
  | WriteAnswer<ChatWriteOutput>
  | { type: 'chats.changedElsewhere' }
  | { type: 'sidebar.refresh' }
  | { type: 'conversation.refresh' }

export type ChatEvent = ChatScreenEvent | ChatInternalEvent
