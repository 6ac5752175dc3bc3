import { apiRequest } from './http'
import type {
  ChatContact,
  ChatProfileUpdate,
  ChatProfileUpdateResponse,
  ChatProfileUser,
  ChatsAndContactsResponse,
  GetChatResponse,
  SendMessageRequest,
  SendMessageResponse,
} from './types/chat'

export function fetchChatProfileUser(signal?: AbortSignal): Promise<ChatProfileUser> {
  return apiRequest<ChatProfileUser>('/apps/chat/users/profile-user', { signal })
}

/** Saves the signed-in user's about, status or settings (only the fields given change). */
export async function updateChatProfileUser(changes: ChatProfileUpdate): Promise<ChatProfileUser> {
  const answer = await apiRequest<ChatProfileUpdateResponse>(
    '/apps/chat/users/update-profile-user',
    { method: 'POST', body: changes },
  )
  return answer.profileUser
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

/** Sends a message to a contact (SPEC §7: `obj{message,contact}`), starting a chat when there is none. */
export function sendChatMessage(
  contact: ChatContact,
  message: string,
): Promise<SendMessageResponse> {
  const body: SendMessageRequest = { obj: { message, contact } }
  return apiRequest<SendMessageResponse>('/apps/chat/send-msg', { method: 'POST', body })
}
