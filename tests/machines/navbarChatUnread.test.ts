import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Actor, createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../src/api/http'
import type { BackendAnnouncement } from '../../src/api/types/backend'
import type { ChatsAndContactsResponse } from '../../src/api/types/chat'
import { buildChatContact, buildChatMessage, createChatProfileUser } from '../../src/fixtures/chat'
import { chatUnreadMachine } from '../../src/machines/navbar/chatUnreadMachine'

// The navbar's unread chat total: fetched on start, fetched again whenever the back end's worker
// announces a write to the chats (heard through a stand-in for `navigator.serviceWorker`).

const worker = new EventTarget()
const announce = (announcement: BackendAnnouncement) =>
  worker.dispatchEvent(new MessageEvent('message', { data: announcement }))
const changed = (table: string, isFromThisTab = false): BackendAnnouncement => ({
  type: 'cea.backend.changed',
  changes: [{ table, ids: [1] }],
  isFromThisTab,
})

/** A sidebar answer whose chats hold these unseen counts. */
const answer = (...unseen: number[]): ChatsAndContactsResponse => ({
  chatsContacts: unseen.map((unseenMsgs, index) => ({
    ...buildChatContact({ id: index + 1 }),
    chat: { id: index + 1, unseenMsgs, lastMessage: buildChatMessage() },
  })),
  contacts: [],
  profileUser: createChatProfileUser(),
})
const serverError = () => new ApiError(500, { message: 'boom' }, 'boom')

const actors: Actor<typeof chatUnreadMachine>[] = []

/** Started with answers given in turn (a function throws to fail); counts the calls. */
function start(...answers: Array<ChatsAndContactsResponse | (() => never)>) {
  const calls = { count: 0 }
  const machine = chatUnreadMachine.provide({
    actors: {
      loadChats: fromPromise(async () => {
        const next = answers[Math.min(calls.count++, answers.length - 1)]!
        return typeof next === 'function' ? next() : next
      }),
    },
  })
  const actor = createActor(machine).start()
  actors.push(actor)
  return { actor, calls }
}

const settled = (actor: Actor<typeof chatUnreadMachine>) =>
  waitFor(actor, (state) => state.matches('populated') || state.matches('error'))

beforeEach(() => {
  vi.stubGlobal('navigator', { serviceWorker: worker })
})
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop()
  vi.unstubAllGlobals()
})

describe('chatUnreadMachine', () => {
  it('loads on start and adds up every chat’s unseen messages', async () => {
    const { actor } = start(answer(3, 1, 0, 2))
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.count).toBeNull()
    const loaded = await settled(actor)
    expect(loaded.hasTag('populated')).toBe(true)
    expect(loaded.context.count).toBe(6)
  })

  it('follows a write to the chats announced by another tab, and this tab’s own', async () => {
    const { actor, calls } = start(answer(3, 1), answer(3, 1, 1), answer(1))
    await settled(actor)
    announce(changed('chats'))
    expect(actor.getSnapshot().matches('refreshing')).toBe(true)
    // The count shown stays while the new one is on its way.
    expect(actor.getSnapshot().context.count).toBe(4)
    await waitFor(actor, (state) => state.context.count === 5)
    // Opening a chat in this tab marks it seen: the total here follows too.
    announce(changed('chats', true))
    const after = await waitFor(actor, (state) => state.context.count === 1)
    expect(after.matches('populated')).toBe(true)
    expect(calls.count).toBe(3)
  })

  it('does not fetch for writes to other tables', async () => {
    const { actor, calls } = start(answer(2))
    await settled(actor)
    announce(changed('notifications'))
    announce(changed('chatProfileUser'))
    announce({ type: 'cea.backend.reset' })
    expect(actor.getSnapshot().matches('populated')).toBe(true)
    expect(calls.count).toBe(1)
  })

  it('asks again when a change is announced while an answer is on its way', async () => {
    // The first answer was read before another tab's contact answered.
    const { actor, calls } = start(answer(2), answer(3))
    announce(changed('chats'))
    const loaded = await settled(actor)
    expect(calls.count).toBe(2)
    expect(loaded.context.count).toBe(3)
  })

  it('keeps the last count when a refresh fails', async () => {
    const { actor, calls } = start(answer(2, 2), () => {
      throw serverError()
    })
    await settled(actor)
    announce(changed('chats'))
    await waitFor(actor, (state) => state.matches('refreshing'))
    const after = await settled(actor)
    expect(calls.count).toBe(2)
    expect(after.matches('populated')).toBe(true)
    expect(after.context.count).toBe(4)
  })

  it('has no count after a failed first load, and tries again on the next change', async () => {
    const { actor } = start(() => {
      throw serverError()
    }, answer(1))
    const failed = await settled(actor)
    expect(failed.hasTag('error')).toBe(true)
    expect(failed.context.count).toBeNull()
    announce(changed('chats'))
    const loaded = await settled(actor)
    expect(loaded.context.count).toBe(1)
  })
})
