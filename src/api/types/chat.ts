// Chat entities of SPEC §3 and the request/answer shapes of its calls (SPEC §7 "Chat").

export const chatStatuses = ['online', 'away', 'busy', 'offline'] as const
export type ChatStatus = (typeof chatStatuses)[number]

export interface ChatContact {
  id: number
  fullName: string
  role: string
  about: string
  avatar: string
  status: ChatStatus
}

/** A file sent with a message (sample data only: the composer sends text). */
export interface ChatFile {
  fileName: string
  /** A file-type icon. */
  thumbnail: string
  url: string
  /** Readable size, e.g. '1.2 MB'. */
  size: string
}

export interface ChatMessage {
  message: string
  /** ISO date-time. */
  time: string
  /** The contact's id, or the profile user's id for messages the user sent. */
  senderId: number
  files?: ChatFile[]
}

export interface Chat {
  id: number
  /** The contact this chat is with. */
  userId: number
  unseenMsgs: number
  /** Oldest first. */
  messages: ChatMessage[]
}

export interface ChatProfileSettings {
  isTwoStepAuthVerificationEnabled: boolean
  isNotificationsOn: boolean
}

/** The signed-in user as the chat shows them. */
export interface ChatProfileUser {
  id: number
  avatar: string
  fullName: string
  role: string
  about: string
  status: ChatStatus
  settings: ChatProfileSettings
}

/** What the sidebar needs of a chat. */
export interface ChatSummary {
  id: number
  unseenMsgs: number
  lastMessage: ChatMessage
}

export interface ChatsContact extends ChatContact {
  chat: ChatSummary
}

export interface ChatsAndContactsResponse {
  /** Contacts with a chat, the latest message first. */
  chatsContacts: ChatsContact[]
  /** Every contact. */
  contacts: ChatContact[]
  profileUser: ChatProfileUser
}

export interface GetChatResponse {
  /** Absent when there is no chat with this contact yet. */
  chat?: Chat
  contact: ChatContact
}

export interface SendMessageRequest {
  obj: {
    message: string
    /** The contact (SPEC §3 Chat contact, as the client holds it) or a bare contact id. */
    contact: ChatContact | number
  }
}

export interface SendMessageResponse {
  newMessageData: ChatMessage
  /** The chat's id. */
  id: number
  chat: Chat
}

/** `POST /apps/chat/users/update-profile-user`: only the fields given change. */
export interface ChatProfileUpdate {
  about?: string
  status?: ChatStatus
  settings?: Partial<ChatProfileSettings>
}

export interface ChatProfileUpdateResponse {
  profileUser: ChatProfileUser
}
