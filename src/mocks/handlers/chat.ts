import { delay, http, HttpResponse } from 'msw'
import type {
  Chat,
  ChatMessage,
  ChatProfileUpdateResponse,
  ChatProfileUser,
  ChatsAndContactsResponse,
  GetChatResponse,
  SendMessageResponse,
} from '../../api/types/chat'
import { createChatProfileUser } from '../../fixtures/chat'
import { queryList } from '../db/listQuery'
import { readJson, readQuery } from '../http/input'
import { route } from '../http/route'
import { scheduleReply } from './chat/chatReplies'
import {
  appendMessage,
  chatContactsTable,
  chatProfileUserTable,
  chatRows,
  chatsAndContactsQuery,
  chatsTable,
  contactOf,
  getChatQuery,
  messageTime,
  profileBody,
  profileUserOf,
  recipientOf,
  sendBody,
} from './chat/chatTables'

export { chatContactsTable, chatProfileUserTable, chatsTable } from './chat/chatTables'
export { setChatReplies } from './chat/chatReplies'

export const chatHandlers = [
  route('get', '/apps/chat/users/profile-user', ({ store }) => profileUserOf(store)),

  route(
    'post',
    '/apps/chat/users/update-profile-user',
    async ({ request, store }): Promise<ChatProfileUpdateResponse> => {
      const changes = await readJson(request, profileBody)
      const profileUser = store.transaction((tx) => {
        const current = profileUserOf(tx)
        const next: ChatProfileUser = {
          ...current,
          ...(changes.about === undefined ? {} : { about: changes.about }),
          ...(changes.status === undefined ? {} : { status: changes.status }),
          settings: { ...current.settings, ...changes.settings },
        }
        tx.write(chatProfileUserTable, [next])
        return next
      })
      return { profileUser }
    },
  ),

  route('get', '/apps/chat/chats-and-contacts', ({ url, store }): ChatsAndContactsResponse => {
    const { q } = readQuery(url, chatsAndContactsQuery)
    const byName = [(entry: { row: { fullName: string } }) => entry.row.fullName]
    return {
      chatsContacts: queryList(chatRows(store), {
        q,
        searchFields: byName,
        sortColumn: 'lastTime',
        sort: 'desc',
      }).rows.map((entry) => entry.row),
      contacts: queryList(store.read(chatContactsTable), {
        q,
        searchFields: [(contact) => contact.fullName],
      }).rows,
      profileUser: profileUserOf(store),
    }
  }),

  // SPEC §4: opening a chat sets its unseen count to 0.
  route('get', '/apps/chat/get-chat', ({ url, store }): GetChatResponse => {
    const { id } = readQuery(url, getChatQuery)
    const contact = contactOf(store, id)
    const chat = store.read(chatsTable).find((row) => row.userId === id)
    if (!chat) return { contact }
    if (chat.unseenMsgs === 0) return { chat, contact }
    const seen: Chat = { ...chat, unseenMsgs: 0 }
    store.transaction((tx) =>
      tx.write(
        chatsTable,
        tx.read(chatsTable).map((row) => (row.id === chat.id ? seen : row)),
      ),
    )
    return { chat: seen, contact }
  }),

  // SPEC §4: sending to a contact with no chat creates one.
  route('post', '/apps/chat/send-msg', async ({ request, store }) => {
    const { obj } = await readJson(request, sendBody)
    const contact = recipientOf(store, obj.contact)
    const newMessageData: ChatMessage = {
      message: obj.message,
      time: messageTime(store),
      senderId: profileUserOf(store).id,
    }
    const chat = store.transaction((tx) => appendMessage(tx, contact.id, newMessageData))
    scheduleReply(store, contact.id, newMessageData)
    return HttpResponse.json({ newMessageData, id: chat.id, chat } satisfies SendMessageResponse, {
      status: 201,
    })
  }),
]

const failure = { message: 'The chat service is not answering. Try again in a moment.' }

/** Stand-ins for stories: nobody to talk to, a failing chat, and one that never answers. */
export const chatScenarios = {
  empty: [
    http.get('*/apps/chat/chats-and-contacts', () =>
      HttpResponse.json({
        chatsContacts: [],
        contacts: [],
        profileUser: createChatProfileUser(),
      } satisfies ChatsAndContactsResponse),
    ),
  ],
  error: [
    http.get('*/apps/chat/chats-and-contacts', () => HttpResponse.json(failure, { status: 500 })),
    http.get('*/apps/chat/get-chat', () => HttpResponse.json(failure, { status: 500 })),
    http.post('*/apps/chat/send-msg', () => HttpResponse.json(failure, { status: 500 })),
  ],
  loading: [
    http.get('*/apps/chat/chats-and-contacts', async () => {
      await delay('infinite')
    }),
    http.get('*/apps/chat/get-chat', async () => {
      await delay('infinite')
    }),
  ],
}
