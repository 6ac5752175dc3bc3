import { describe, expect, it } from 'vitest'
import type {
  ChatProfileUser,
  ChatsAndContactsResponse,
  GetChatResponse,
  SendMessageResponse,
} from '../../src/api/types/chat'
import { chatHandlers } from '../../src/mocks/handlers/chat'
import { call, type CallOptions, startContractServer } from '../support/contract'

startContractServer(...chatHandlers)

const sidebar = (query: CallOptions['query'] = {}) =>
  call<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts', { query })
const open = (id: number | string) =>
  call<GetChatResponse>('/apps/chat/get-chat', { query: { id } })
const send = (obj: unknown) =>
  call<SendMessageResponse>('/apps/chat/send-msg', { method: 'POST', body: { obj } })

describe('GET /apps/chat/users/profile-user', () => {
  it('answers the signed-in user with settings', async () => {
    const { status, body } = await call<ChatProfileUser>('/apps/chat/users/profile-user')
    expect(status).toBe(200)
    expect(body).toEqual({
      id: 11,
      avatar: '/assets/images/avatars/1.svg',
      fullName: 'Amara Okafor',
      role: 'Admin',
      about: 'Operations lead. Keeping the dashboards honest and the coffee strong.',
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    })
  })

  it('answers 401 when signed out and 403 for the client', async () => {
    expect((await call('/apps/chat/users/profile-user', { as: 'signed-out' })).status).toBe(401)
    expect((await call('/apps/chat/users/profile-user', { as: 'client' })).status).toBe(403)
  })
})

describe('GET /apps/chat/chats-and-contacts', () => {
  it('answers chats newest first with their summary, every contact, and the profile user', async () => {
    const { status, body } = await sidebar()
    expect(status).toBe(200)
    expect(
      body.chatsContacts.map((contact) => [contact.id, contact.chat.id, contact.chat.unseenMsgs]),
    ).toEqual([
      [2, 2, 2],
      [1, 1, 0],
      [5, 3, 1],
      [4, 4, 0],
      [7, 5, 3],
    ])
    expect(body.chatsContacts[0]).toMatchObject({
      fullName: 'Mateo Alvarez',
      role: 'Frontend Engineer',
      status: 'busy',
      avatar: '/assets/images/avatars/6.svg',
      chat: {
        lastMessage: {
          message: 'Pull request goes up before lunch.',
          time: '2026-03-16T08:55:00.000Z',
          senderId: 2,
        },
      },
    })
    expect(body.contacts.map((contact) => contact.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(body.contacts[2]).not.toHaveProperty('chat')
    expect(body.profileUser.id).toBe(11)
  })

  it('narrows both lists by name with q', async () => {
    const { body } = await sidebar({ q: 'ar' })
    expect(body.chatsContacts.map((contact) => contact.id)).toEqual([2, 7])
    expect(body.contacts.map((contact) => contact.fullName)).toEqual([
      'Mateo Alvarez',
      'Sofia Marchetti',
      'Arjun Mehta',
    ])
  })
})

describe('GET /apps/chat/get-chat', () => {
  it('answers the chat and the contact, and marks the chat seen', async () => {
    const { status, body } = await open(7)
    expect(status).toBe(200)
    expect(body.contact.fullName).toBe('Sofia Marchetti')
    expect(body.chat).toMatchObject({ id: 5, userId: 7, unseenMsgs: 0 })
    expect(body.chat?.messages).toHaveLength(4)
    expect(body.chat?.messages[0]).toEqual({
      message: 'How did the spring newsletter perform?',
      time: '2026-03-09T13:00:00.000Z',
      senderId: 11,
    })
    const after = await sidebar()
    expect(after.body.chatsContacts.find((contact) => contact.id === 7)?.chat.unseenMsgs).toBe(0)
  })

  it('answers only the contact when there is no chat yet', async () => {
    const { status, body } = await open(3)
    expect(status).toBe(200)
    expect(body.contact).toMatchObject({ id: 3, fullName: 'Fatima Zahra Bennani' })
    expect(body).not.toHaveProperty('chat')
  })

  it('answers 404 for an unknown contact and 400 for a malformed id', async () => {
    expect(await open(99)).toEqual({ status: 404, body: { message: 'No contact with id 99.' } })
    expect((await open('abc')).status).toBe(400)
    expect((await call('/apps/chat/get-chat')).status).toBe(400)
  })
})

describe('POST /apps/chat/send-msg', () => {
  it('appends to an existing chat from the profile user, which then leads the list', async () => {
    const { status, body } = await send({ message: '  See you at the review.  ', contact: 4 })
    expect(status).toBe(201)
    expect(body.id).toBe(4)
    expect(body.newMessageData).toEqual({
      message: 'See you at the review.',
      time: expect.any(String),
      senderId: 11,
    })
    expect(body.chat.messages).toHaveLength(4)
    expect(body.chat.messages.at(-1)).toEqual(body.newMessageData)
    const { body: list } = await sidebar()
    expect(list.chatsContacts.map((contact) => contact.id)).toEqual([4, 2, 1, 5, 7])
  })

  it('creates a chat for a contact who had none', async () => {
    const { status, body } = await send({ message: 'Welcome to the team, Chidi!', contact: 6 })
    expect(status).toBe(201)
    expect(body.chat).toEqual({ id: 6, userId: 6, unseenMsgs: 0, messages: [body.newMessageData] })
    expect((await open(6)).body.chat?.messages).toHaveLength(1)
    expect((await sidebar()).body.chatsContacts).toHaveLength(6)
  })

  it('answers 400 for an empty message or a malformed body, 404 for an unknown contact', async () => {
    for (const obj of [
      { message: '   ', contact: 6 },
      { message: 'Hi', contact: '6' },
      { message: 'Hi' },
    ]) {
      const { status, body } = await send(obj)
      expect(status).toBe(400)
      expect(body).toEqual({ message: expect.stringContaining('Invalid request') })
    }
    expect(await send({ message: 'Hi', contact: 42 })).toEqual({
      status: 404,
      body: { message: 'No contact with id 42.' },
    })
    const raw = await call('/apps/chat/send-msg', { method: 'POST', rawBody: 'obj=hello' })
    expect(raw.status).toBe(400)
    expect((await sidebar()).body.chatsContacts).toHaveLength(5)
  })

  it('answers 403 for the client', async () => {
    const answer = await call('/apps/chat/send-msg', {
      method: 'POST',
      body: { obj: { message: 'Hi', contact: 1 } },
      as: 'client',
    })
    expect(answer.status).toBe(403)
  })
})
