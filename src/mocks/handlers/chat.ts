import { delay, http, HttpResponse } from 'msw'
import type {
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
  chatsTable,
  chatsAndContactsQuery,
  chatWith,
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
  route('get', '/apps/chat/users/profile-user', ({ repo }) => profileUserOf(repo)),

  route(
    'post',
    '/apps/chat/users/update-profile-user',
    async ({ request, repo }): Promise<ChatProfileUpdateResponse> => {
      const changes = await readJson(request, profileBody)
      const profileUser = await repo.transaction(async (tx) => {
        const current = await profileUserOf(tx)
        const next: ChatProfileUser = {
          ...current,
          ...(changes.about === undefined ? {} : { about: changes.about }),
          ...(changes.status === undefined ? {} : { status: changes.status }),
          settings: { ...current.settings, ...changes.settings },
        }
        return tx.update(chatProfileUserTable, next)
      })
      return { profileUser }
    },
  ),

  route(
    'get',
    '/apps/chat/chats-and-contacts',
    async ({ url, repo }): Promise<ChatsAndContactsResponse> => {
      const { q } = readQuery(url, chatsAndContactsQuery)
      const byName = [(entry: { row: { fullName: string } }) => entry.row.fullName]
      const [rows, contacts, profileUser] = await Promise.all([
        chatRows(repo),
        repo.list(chatContactsTable, { q, searchFields: ['fullName'] }),
        profileUserOf(repo),
      ])
      return {
        // Sorted by each chat's last message, which the chats' rows hold: sorted here.
        chatsContacts: queryList(rows, {
          q,
          searchFields: byName,
          sortColumn: 'lastTime',
          sort: 'desc',
        }).rows.map((entry) => entry.row),
        contacts: contacts.rows,
        profileUser,
      }
    },
  ),

  // SPEC §4: opening a chat sets its unseen count to 0.
  route('get', '/apps/chat/get-chat', async ({ url, repo }): Promise<GetChatResponse> => {
    const { id } = readQuery(url, getChatQuery)
    const contact = await contactOf(repo, id)
    const chat = await chatWith(repo, id)
    if (!chat) return { contact }
    if (chat.unseenMsgs === 0) return { chat, contact }
    const seen = await repo.transaction((tx) => tx.update(chatsTable, { ...chat, unseenMsgs: 0 }))
    return { chat: seen, contact }
  }),

  // SPEC §4: sending to a contact with no chat creates one.
  route('post', '/apps/chat/send-msg', async ({ request, repo }) => {
    const { obj } = await readJson(request, sendBody)
    const { chat, newMessageData } = await repo.transaction(async (tx) => {
      const contact = await recipientOf(tx, obj.contact)
      const message: ChatMessage = {
        message: obj.message,
        time: await messageTime(tx, repo.referenceDay),
        senderId: (await profileUserOf(tx)).id,
      }
      return { chat: await appendMessage(tx, contact.id, message), newMessageData: message }
    })
    await scheduleReply(repo, chat.userId, newMessageData)
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
