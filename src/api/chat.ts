import { apiRequest } from './http'
import type {
  ChatProfileUser,
  ChatsAndContactsResponse,
  GetChatResponse,
  SendMessageResponse,
} from './types/chat'

export function fetchChatProfileUser(signal?: AbortSignal): Promise<ChatProfileUser> {
  return apiRequest<ChatProfileUser>('/apps/chat/users/profile-user', { signal })
}

/** The sidebar: chats (latest message first), every contact, and the signed-in user; `q` narrows by name. */
export function fetchChatsAndContacts(
  q?: string,
  signal?: AbortSignal,
): Promise<ChatsAndContactsResponse> {
  return apiRequest<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts', {
    query: { q },
    signal,
  })
}

/** Opens the chat with a contact (marking it seen); `chat` is absent when none exists yet. */
export function fetchChat(contactId: number, signal?: AbortSignal): Promise<GetChatResponse> {
  return apiRequest<GetChatResponse>('/apps/chat/get-chat', { query: { id: contactId }, signal })
}

/** Sends a message to a contact, starting a chat when there is none. */
export function sendChatMessage(contactId: number, message: string): Promise<SendMessageResponse> {
  return apiRequest<SendMessageResponse>('/apps/chat/send-msg', {
    method: 'POST',
    body: { obj: { message, contact: contactId } },
  })
}
