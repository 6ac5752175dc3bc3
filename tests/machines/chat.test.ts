import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { chatScenarios } from '../../src/mocks/handlers/chat'
import { contactsWithoutChat, unreadTotal } from '../../src/machines/chat/chatConversation'
import { chatIds, settled, setupChatBackend, storedChat, unseenOf } from './chatHarness'

// The chat machine against the real handlers: loading, opening a chat (which marks it seen),
// a chat with nobody yet, the search, and the failures the screen offers a retry for.

const backend = setupChatBackend()

describe('loading', () => {
  it('loads chats (latest first), contacts and the profile user; nothing is open', async () => {
    const actor = backend.start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const state = await settled(actor)
    expect(state.hasTag('populated')).toBe(true)
    expect(chatIds(state)).toEqual([2, 1, 5, 4, 7])
    expect(
      contactsWithoutChat(state.context.chats, state.context.contacts).map((c) => c.id),
    ).toEqual([3, 6, 8])
    expect(state.context.profileUser?.fullName).toBe('Amara Okafor')
    expect(unreadTotal(state.context.chats)).toBe(6)
    expect(state.matches({ conversation: 'closed' })).toBe(true)
    expect(backend.calls()).toEqual(['GET /apps/chat/chats-and-contacts'])
  })

  it('shows an error and loads again on retry', async () => {
    let calls = 0
    backend.server.use(
      http.get('*/apps/chat/chats-and-contacts', () => {
        calls += 1
        return calls === 1 ? HttpResponse.json({ message: 'Busy' }, { status: 503 }) : undefined
      }),
    )
    const actor = backend.start()
    const failed = await waitFor(actor, (state) => state.hasTag('error'))
    expect(failed.context.sidebarFailure).toEqual({ reason: 'unavailable' })
    actor.send({ type: 'sidebar.retry' })
    expect((await settled(actor)).hasTag('populated')).toBe(true)
  })

  it('is empty when there is nobody to talk to', async () => {
    backend.server.use(...chatScenarios.empty)
    const state = await settled(backend.start())
    expect(state.hasTag('empty')).toBe(true)
    expect(state.context.profileUser?.id).toBe(11)
  })
})

describe('opening a chat', () => {
  it('from the URL: after the sidebar, marks it seen, the marker before the unseen messages', async () => {
    const actor = await backend.open(7)
    const state = actor.getSnapshot()
    expect(backend.calls()).toEqual([
      'GET /apps/chat/chats-and-contacts',
      'GET /apps/chat/get-chat?id=7',
    ])
    expect(state.hasTag('conversationOpen')).toBe(true)
    expect(state.context.conversation).toMatchObject({
      contactId: 7,
      chatId: 5,
      contact: { fullName: 'Sofia Marchetti' },
      firstUnseenIndex: 1,
    })
    expect(state.context.conversation?.messages).toHaveLength(4)
    expect(unseenOf(state, 7)).toBe(0)
    expect(storedChat(7)?.unseenMsgs).toBe(0)
    expect(unreadTotal(state.context.chats)).toBe(3)
  })

  it('by event: the badge goes at once, the contact shows before the messages come', async () => {
    const actor = await backend.open()
    actor.send({ type: 'chat.open', contactId: 2 })
    const opening = actor.getSnapshot()
    expect(opening.hasTag('conversationLoading')).toBe(true)
    expect(unseenOf(opening, 2)).toBe(0)
    expect(opening.context.conversation?.contact?.fullName).toBe('Mateo Alvarez')
    const open = await settled(actor)
    expect(open.context.conversation?.firstUnseenIndex).toBe(1)
    expect(storedChat(2)?.unseenMsgs).toBe(0)

    actor.send({ type: 'chat.open', contactId: 1 })
    const next = await settled(actor)
    expect(next.context.conversation).toMatchObject({ contactId: 1, firstUnseenIndex: null })
    actor.send({ type: 'chat.open', contactId: 1 })
    expect(actor.getSnapshot().hasTag('conversationLoading')).toBe(false)
    actor.send({ type: 'chat.close' })
    expect(actor.getSnapshot().context.conversation).toBeNull()
    expect(actor.getSnapshot().matches({ conversation: 'closed' })).toBe(true)
  })

  it('a contact with no chat yet: an empty conversation, nothing written', async () => {
    const actor = await backend.open(3)
    const state = actor.getSnapshot()
    expect(state.context.conversation).toMatchObject({
      contactId: 3,
      chatId: null,
      messages: [],
      contact: { fullName: 'Fatima Zahra Bennani' },
    })
    expect(storedChat(3)).toBeUndefined()
  })

  it('an unknown contact: the back end’s words, and a retry', async () => {
    const actor = await backend.open(99)
    const state = actor.getSnapshot()
    expect(state.hasTag('conversationError')).toBe(true)
    expect(state.context.conversationFailure).toEqual({
      reason: 'rejected',
      message: 'No contact with id 99.',
    })
    actor.send({ type: 'conversation.retry' })
    expect(actor.getSnapshot().hasTag('conversationLoading')).toBe(true)
    expect((await settled(actor)).hasTag('conversationError')).toBe(true)
  })
})

describe('search', () => {
  it('narrows chats and contacts after the typing pause; clearing it brings all back', async () => {
    const actor = await backend.open()
    actor.send({ type: 'search.type', text: 'a' })
    actor.send({ type: 'search.type', text: 'ar' })
    const found = await settled(actor)
    expect(found.context.q).toBe('ar')
    expect(chatIds(found)).toEqual([2, 7])
    expect(found.context.contacts.map((contact) => contact.id)).toEqual([2, 7, 8])
    expect(backend.calls().filter((call) => call.includes('q='))).toEqual([
      'GET /apps/chat/chats-and-contacts?q=ar',
    ])
    actor.send({ type: 'search.type', text: '' })
    actor.send({ type: 'search.submit' })
    expect(chatIds(await settled(actor))).toEqual([2, 1, 5, 4, 7])
  })

  it('a search with no match leaves the sidebar empty', async () => {
    const actor = await backend.open()
    actor.send({ type: 'search.type', text: 'zebra' })
    actor.send({ type: 'search.submit' })
    const state = await settled(actor)
    expect(state.hasTag('empty')).toBe(true)
    actor.send({ type: 'search.type', text: '' })
    actor.send({ type: 'search.submit' })
    expect((await settled(actor)).hasTag('populated')).toBe(true)
  })
})
