// Chat entities of SPEC §3 and the request/answer shapes of its calls (SPEC §7 "Chat").

export type ChatStatus = 'online' | 'away' | 'busy' | 'offline'

export interface ChatContact {
  id: number
  fullName: string
  role: string
  about: string
  avatar: string
  status: ChatStatus
}

export interface ChatMessage {
  message: string
  /** ISO date-time. */
  time: string
  /** The contact's id, or the profile user's id for messages the user sent. */
  senderId: number
}

export interface Chat {
  id: number
  /** The contact this chat is with. */
  userId: number
  unseenMsgs: number
  /** Oldest first. */
  messages: ChatMessage[]
}

/** The signed-in user as the chat shows them. */
export interface ChatProfileUser {
  id: number
  avatar: string
  fullName: string
  role: string
  about: string
  status: ChatStatus
  settings: {
    isTwoStepAuthVerificationEnabled: boolean
    isNotificationsOn: boolean
  }
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
    /** The contact's id. */
    contact: number
  }
}

export interface SendMessageResponse {
  newMessageData: ChatMessage
  /** The chat's id. */
  id: number
  chat: Chat
}
