import { describe, expect, it, vi } from 'vitest'
import type { StoreChange } from '../../src/api/types/backend'
import type {
  ChatProfileUpdateResponse,
  ChatProfileUser,
  ChatsAndContactsResponse,
  GetChatResponse,
  SendMessageResponse,
} from '../../src/api/types/chat'
import { createChatContacts } from '../../src/fixtures/chat'
import { chatHandlers, chatsTable } from '../../src/mocks/handlers/chat'
import {
  call,
  type CallOptions,
  contractRepository,
  resetContractData,
  startContractServer,
  watchContractData,
} from '../support/contract'

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
  const mateo = createChatContacts().find((contact) => contact.id === 2)

  it('accepts the contact itself (SPEC §3 Chat contact), as a client holding it sends it', async () => {
    expect(mateo).toBeDefined()
    const { status, body } = await send({ message: 'Reviewing it now.', contact: mateo })
    expect(status).toBe(201)
    expect(body.id).toBe(2)
    expect(body.chat.messages.at(-1)).toEqual(body.newMessageData)
    expect(body.newMessageData).toMatchObject({ message: 'Reviewing it now.', senderId: 11 })
  })

  it('accepts a bare id, appends from the profile user, and the chat then leads the list', async () => {
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

  it('puts a message written on the reference day’s morning after the sample chats (they run to 08:55)', async () => {
    // The app's store is seeded at the first visit's instant: here a visit at 06:00.
    await resetContractData(new Date('2026-03-16T06:00:00.000Z'))
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-16T06:30:00.000Z'))
    try {
      const { body } = await send({ message: 'Yes, one story per issue.', contact: 7 })
      expect(Date.parse(body.newMessageData.time)).toBeGreaterThan(
        Date.parse('2026-03-16T08:55:00.000Z'),
      )
      const { body: list } = await sidebar()
      expect(list.chatsContacts.map((contact) => contact.id)).toEqual([7, 2, 1, 5, 4])
    } finally {
      vi.useRealTimers()
    }
  })

  it('creates a chat for a contact who had none (SPEC §4)', async () => {
    const { status, body } = await send({ message: 'Welcome to the team, Chidi!', contact: 6 })
    expect(status).toBe(201)
    expect(body.chat).toEqual({ id: 6, userId: 6, unseenMsgs: 0, messages: [body.newMessageData] })
    expect((await open(6)).body.chat?.messages).toHaveLength(1)
    expect((await sidebar()).body.chatsContacts).toHaveLength(6)
  })

  it('keeps the unseen count: the profile user’s own message is not unseen', async () => {
    const { body } = await send({ message: 'Saw it, thanks.', contact: 7 })
    expect(body.chat.unseenMsgs).toBe(3)
  })

  it('answers 400 with a message when the contact names no known contact, and writes nothing', async () => {
    const unknown = [
      [{ message: 'Hi', contact: 42 }, 'Invalid request: obj.contact: no contact with id 42.'],
      [
        { message: 'Hi', contact: { ...mateo, id: 42 } },
        'Invalid request: obj.contact: no contact with id 42.',
      ],
    ] as const
    for (const [obj, message] of unknown)
      expect(await send(obj)).toEqual({ status: 400, body: { message } })
    const neither =
      "Invalid request: obj.contact: must be the contact (an object with its id) or the contact's id"
    for (const contact of ['6', { fullName: 'Mateo Alvarez' }, { id: -1 }, null, 2.5]) {
      expect(await send({ message: 'Hi', contact })).toEqual({
        status: 400,
        body: { message: neither },
      })
    }
    expect((await send({ message: 'Hi' })).status).toBe(400)
    expect((await sidebar()).body.chatsContacts).toHaveLength(5)
    const { rows: chats } = await contractRepository().list(chatsTable)
    expect(chats.flatMap((chat) => chat.messages)).toHaveLength(18)
  })

  it('answers 400 for an empty or too long message and a malformed body', async () => {
    for (const obj of [
      { message: '   ', contact: 6 },
      { message: 'x'.repeat(5001), contact: 6 },
    ]) {
      const { status, body } = await send(obj)
      expect(status).toBe(400)
      expect(body).toEqual({ message: expect.stringContaining('Invalid request: obj.message') })
    }
    const raw = await call('/apps/chat/send-msg', { method: 'POST', rawBody: 'obj=hello' })
    expect(raw.status).toBe(400)
    expect((await sidebar()).body.chatsContacts).toHaveLength(5)
  })

  it('answers 403 for the client and 401 signed out', async () => {
    const request = { method: 'POST', body: { obj: { message: 'Hi', contact: 1 } } } as const
    expect((await call('/apps/chat/send-msg', { ...request, as: 'client' })).status).toBe(403)
    expect((await call('/apps/chat/send-msg', { ...request, as: 'signed-out' })).status).toBe(401)
  })
})

describe('POST /apps/chat/users/update-profile-user', () => {
  const update = (body: unknown, as: 'admin' | 'client' = 'admin') =>
    call<ChatProfileUpdateResponse>('/apps/chat/users/update-profile-user', {
      method: 'POST',
      body,
      as,
    })

  it('saves the status, the about text and either switch; only the fields given change', async () => {
    const { status, body } = await update({ status: 'busy' })
    expect(status).toBe(200)
    expect(body.profileUser).toMatchObject({
      status: 'busy',
      about: 'Operations lead. Keeping the dashboards honest and the coffee strong.',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    })
    await update({ about: '  Back on Monday.  ', settings: { isNotificationsOn: true } })
    await update({ settings: { isTwoStepAuthVerificationEnabled: false } })
    const { body: stored } = await call<ChatProfileUser>('/apps/chat/users/profile-user')
    expect(stored).toMatchObject({
      id: 11,
      status: 'busy',
      about: 'Back on Monday.',
      settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true },
    })
    expect((await sidebar()).body.profileUser).toEqual(stored)
  })

  it('answers 400 with a message for anything else, and changes nothing', async () => {
    for (const body of [
      {},
      { status: 'asleep' },
      { about: 'x'.repeat(501) },
      { settings: { isNotificationsOn: 'yes' } },
      { fullName: 'Someone else' },
      { settings: { theme: 'dark' } },
    ]) {
      const answer = await update(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body).toEqual({ message: expect.stringContaining('Invalid request') })
    }
    const { body: stored } = await call<ChatProfileUser>('/apps/chat/users/profile-user')
    expect(stored.status).toBe('online')
  })

  it('answers 403 for the client', async () => {
    expect((await update({ status: 'away' }, 'client')).status).toBe(403)
  })
})

describe('what a write tells the tabs', () => {
  it('names the chats table and the chat that changed; opening a seen chat writes nothing', async () => {
    const heard: StoreChange[][] = []
    const stop = watchContractData({
      onChange: (changes) => heard.push([...changes]),
      onReset: () => undefined,
    })
    await send({ message: 'Hi Chidi', contact: 6 })
    await open(7)
    await open(7)
    await open(1)
    stop()
    expect(heard).toEqual([[{ table: 'chats', ids: [6] }], [{ table: 'chats', ids: [5] }]])
  })
})
