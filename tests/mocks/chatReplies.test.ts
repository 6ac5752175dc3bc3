import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  ChatsAndContactsResponse,
  GetChatResponse,
  SendMessageResponse,
} from '../../src/api/types/chat'
import { chatHandlers, setChatReplies } from '../../src/mocks/handlers/chat'
import { call, resetContractData, startContractServer } from '../support/contract'

// The other side of the chats: in the app a contact who is not offline answers a message once,
// after a pause (off unless turned on, as in tests and stories).

startContractServer(...chatHandlers)

const sidebar = () => call<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts')
const open = (id: number) => call<GetChatResponse>('/apps/chat/get-chat', { query: { id } })
const send = (obj: unknown) =>
  call<SendMessageResponse>('/apps/chat/send-msg', { method: 'POST', body: { obj } })

describe('the contacts’ answers', () => {
  // The answers wait on timers the test runs itself: once every timer set so far has run, every
  // answer the back end meant to give has been written (or was never due).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    setChatReplies(null)
    vi.useRealTimers()
  })

  it('a contact who is not offline answers once after a pause; the answer is unseen', async () => {
    setChatReplies({ delayMs: 400 })
    await send({ message: 'Are you free at three?', contact: 2 })
    await send({ message: 'Or four?', contact: 2 })
    expect((await sidebar()).body.chatsContacts[0]?.chat.lastMessage.message).toBe('Or four?')
    await vi.advanceTimersByTimeAsync(399)
    expect((await sidebar()).body.chatsContacts[0]?.chat.lastMessage.message).toBe('Or four?')
    await vi.runAllTimersAsync()
    const { body } = await sidebar()
    const chat = body.chatsContacts.find((contact) => contact.id === 2)?.chat
    expect(chat?.unseenMsgs).toBe(3)
    expect(chat?.lastMessage).toMatchObject({ senderId: 2, message: expect.any(String) })
    expect((await open(2)).body.chat?.messages.map((message) => message.senderId)).toEqual([
      11, 2, 2, 11, 11, 2,
    ])
  })

  it('an offline contact does not answer; with answers off nobody does', async () => {
    setChatReplies({ delayMs: 5 })
    await send({ message: 'Ping', contact: 4 })
    setChatReplies(null)
    await send({ message: 'Ping', contact: 1 })
    await vi.runAllTimersAsync()
    expect((await open(4)).body.chat?.messages.at(-1)?.senderId).toBe(11)
    expect((await open(1)).body.chat?.messages.at(-1)?.senderId).toBe(11)
  })

  it('nobody answers a message that is gone (the demo data was reset meanwhile)', async () => {
    setChatReplies({ delayMs: 100 })
    await send({ message: 'Lunch?', contact: 2 })
    await resetContractData()
    await vi.runAllTimersAsync()
    expect((await open(2)).body.chat?.messages).toHaveLength(3)
  })
})
