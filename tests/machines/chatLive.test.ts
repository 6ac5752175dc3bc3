import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { unreadTotal } from '../../src/machines/chat/chatConversation'
import { getStore } from '../../src/mocks/db/instance'
import { chatProfileUserTable, chatsTable } from '../../src/mocks/handlers/chat'
import {
  chatIds,
  chatsChanged,
  settled,
  setupChatBackend,
  storedChat,
  unseenOf,
  writeElsewhere,
} from './chatHarness'

// Messages that come in from elsewhere: another tab of the same browser wrote (a message it
// sent, a chat it opened, the profile), or a contact answered. The back end's worker announces
// the write to every tab; the chat fetches the sidebar and the open chat again in place.

const backend = setupChatBackend()

describe('incoming messages from another tab', () => {
  it('a message another tab sent appears in the open chat and leads the sidebar', async () => {
    const actor = await backend.open(1)
    await writeElsewhere(1, { message: 'Sent from the other tab', senderId: 11 })
    backend.announce(chatsChanged([1]))
    const state = actor.getSnapshot()
    expect(state.hasTag('refreshing')).toBe(true)
    expect(state.hasTag('conversationRefreshing')).toBe(true)
    const after = await settled(actor)
    expect(after.context.conversation?.messages.at(-1)?.message).toBe('Sent from the other tab')
    expect(chatIds(after)[0]).toBe(1)
    expect(after.context.conversation?.firstUnseenIndex).toBeNull()
  })

  it('a contact’s answer in a chat not open raises its badge and the unread total', async () => {
    const actor = await backend.open(1)
    expect(unreadTotal(actor.getSnapshot().context.chats)).toBe(6)
    await writeElsewhere(4, { message: 'Deck updated.', senderId: 4 })
    backend.announce(chatsChanged([4]))
    const after = await waitFor(actor, (state) => unseenOf(state, 4) === 1)
    expect(chatIds(after)[0]).toBe(4)
    expect(unreadTotal(after.context.chats)).toBe(7)
    expect(after.context.conversation?.contactId).toBe(1)
  })

  it('an answer in the open chat shows after the marker and is seen at once', async () => {
    const actor = await backend.open(5)
    expect(actor.getSnapshot().context.conversation?.firstUnseenIndex).toBe(2)
    actor.send({ type: 'chat.open', contactId: 1 })
    await settled(actor)
    await writeElsewhere(1, { message: 'Clips are ready.', senderId: 1 })
    backend.announce(chatsChanged([1]))
    const after = await settled(actor)
    expect(after.context.conversation?.messages).toHaveLength(6)
    expect(after.context.conversation?.firstUnseenIndex).toBe(5)
    expect(after.context.conversation?.lastArrival?.message).toBe('Clips are ready.')
    expect(unseenOf(after, 1)).toBe(0)
    expect(storedChat(1)?.unseenMsgs).toBe(0)
  })

  it('another tab opened a chat: its badge goes here too', async () => {
    const actor = await backend.open()
    expect(unseenOf(actor.getSnapshot(), 7)).toBe(3)
    getStore().transaction((tx) => {
      const chats = tx.read(chatsTable)
      tx.write(
        chatsTable,
        chats.map((chat) => (chat.userId === 7 ? { ...chat, unseenMsgs: 0 } : chat)),
      )
    })
    backend.announce(chatsChanged([5]))
    await waitFor(actor, (state) => unseenOf(state, 7) === 0)
  })

  it('the profile changed in another tab follows', async () => {
    const actor = await backend.open()
    getStore().transaction((tx) => {
      const [profile] = tx.read(chatProfileUserTable)
      if (profile) tx.write(chatProfileUserTable, [{ ...profile, status: 'away' }])
    })
    backend.announce({
      type: 'cea.backend.changed',
      changes: [{ table: 'chatProfileUser', ids: [11] }],
      isFromThisTab: false,
    })
    await waitFor(actor, (state) => state.context.profileUser?.status === 'away')
  })

  it('ignores its own writes and other tables', async () => {
    const actor = await backend.open(1)
    const before = backend.calls().length
    backend.announce(chatsChanged([1], true))
    backend.announce({
      type: 'cea.backend.changed',
      changes: [{ table: 'emails', ids: [1] }],
      isFromThisTab: false,
    })
    await settled(actor)
    expect(backend.calls()).toHaveLength(before)
  })

  it('a refetch while a message of this tab is on its way does not show it twice', async () => {
    const actor = await backend.open(2)
    actor.send({ type: 'draft.change', text: 'On my way' })
    actor.send({ type: 'message.send' })
    backend.announce(chatsChanged([2]))
    const after = await settled(actor)
    const texts = after.context.conversation?.messages.map((message) => message.message) ?? []
    expect(texts.filter((text) => text === 'On my way')).toHaveLength(1)
    expect(after.context.outbox).toEqual([])
  })
})
