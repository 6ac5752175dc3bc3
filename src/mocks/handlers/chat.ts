import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import type {
  Chat,
  ChatContact,
  ChatMessage,
  ChatProfileUser,
  ChatsAndContactsResponse,
  ChatsContact,
  GetChatResponse,
  SendMessageResponse,
} from '../../api/types/chat'
import { createChatContacts, createChatProfileUser, createChats } from '../../fixtures/chat'
import { queryList } from '../db/listQuery'
import { defineTable, type Store } from '../db/store'
import { notFound } from '../http/errors'
import { idParam, queryText, readJson, readQuery } from '../http/input'
import { route } from '../http/route'
import { nextId } from '../db/ids'

export const chatProfileUserTable = defineTable<ChatProfileUser>('chatProfileUser', () => [
  createChatProfileUser(),
])
export const chatContactsTable = defineTable<ChatContact>('chatContacts', createChatContacts)
export const chatsTable = defineTable<Chat>('chats', createChats)

const chatsAndContactsQuery = z.object({ q: queryText })
const getChatQuery = z.object({ id: idParam })
const sendBody = z.object({
  obj: z.object({
    message: z.string().trim().min(1, 'write a message first').max(5000),
    contact: z.number().int().positive(),
  }),
})

function profileUserOf(store: Store): ChatProfileUser {
  const profileUser = store.read(chatProfileUserTable)[0]
  if (!profileUser) throw notFound('The chat profile is missing.')
  return profileUser
}

function contactOf(store: Store, id: number): ChatContact {
  const contact = store.read(chatContactsTable).find((row) => row.id === id)
  if (!contact) throw notFound(`No contact with id ${id}.`)
  return contact
}

/** Sample data sits around the reference day; a new message never sorts behind it. */
const now = (store: Store) =>
  new Date(Math.max(Date.now(), store.referenceDay.getTime())).toISOString()

export const chatHandlers = [
  route('get', '/apps/chat/users/profile-user', ({ store }) => profileUserOf(store)),

  route('get', '/apps/chat/chats-and-contacts', ({ url, store }): ChatsAndContactsResponse => {
    const { q } = readQuery(url, chatsAndContactsQuery)
    const contacts = store.read(chatContactsTable)
    const chats = store.read(chatsTable)
    const withChat = contacts.flatMap((contact) => {
      const chat = chats.find((row) => row.userId === contact.id)
      const lastMessage = chat?.messages.at(-1)
      if (!chat || !lastMessage) return []
      const row: ChatsContact = {
        ...contact,
        chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage },
      }
      return [{ row, lastTime: lastMessage.time }]
    })
    const byName = [(entry: { row: ChatContact }) => entry.row.fullName]
    return {
      chatsContacts: queryList(withChat, {
        q,
        searchFields: byName,
        sortColumn: 'lastTime',
        sort: 'desc',
      }).rows.map((entry) => entry.row),
      contacts: queryList(contacts, { q, searchFields: [(contact) => contact.fullName] }).rows,
      profileUser: profileUserOf(store),
    }
  }),

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

  route('post', '/apps/chat/send-msg', async ({ request, store }) => {
    const { obj } = await readJson(request, sendBody)
    contactOf(store, obj.contact)
    const newMessageData: ChatMessage = {
      message: obj.message,
      time: now(store),
      senderId: profileUserOf(store).id,
    }
    const chat = store.transaction((tx) => {
      const chats = tx.read(chatsTable)
      const existing = chats.find((row) => row.userId === obj.contact)
      const next: Chat = existing
        ? { ...existing, messages: [...existing.messages, newMessageData] }
        : {
            id: nextId(chats),
            userId: obj.contact,
            unseenMsgs: 0,
            messages: [newMessageData],
          }
      tx.write(
        chatsTable,
        existing ? chats.map((row) => (row.id === next.id ? next : row)) : [...chats, next],
      )
      return next
    })
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
