// Shared set-up of the chat machine tests: the real chat handlers on msw/node, a
// fresh memory store and a signed-in admin per test, a log of the calls made, a
// stand-in for the back end's worker announcements, and helpers to start the chat
// and wait until it is quiet.
import { afterEach, beforeEach, vi } from 'vitest'
import { type Actor, createActor, type SnapshotFrom, waitFor } from 'xstate'
import type { BackendAnnouncement } from '../../src/api/types/backend'
import type { Chat, ChatMessage } from '../../src/api/types/chat'
import { chatMachine, type ChatInput } from '../../src/machines/chat/chatMachine'
import { getRepository, getStore } from '../../src/mocks/db/instance'
import { chatHandlers, chatsTable } from '../../src/mocks/handlers/chat'
import { appendMessage } from '../../src/mocks/handlers/chat/chatTables'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { startContractServer } from '../support/contract'

export type ChatActor = Actor<typeof chatMachine>
export type ChatSnapshot = SnapshotFrom<typeof chatMachine>

export function setupChatBackend() {
  const server = startContractServer(...chatHandlers)
  signInAsAdminBeforeEach()
  const calls: string[] = []
  const actors: ChatActor[] = []
  const worker = new EventTarget()

  beforeEach(() => {
    calls.length = 0
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      calls.push(`${request.method} ${url.pathname}${url.search}`)
    })
    vi.stubGlobal('navigator', { serviceWorker: worker })
  })

  afterEach(() => {
    for (const actor of actors.splice(0)) actor.stop()
    server.events.removeAllListeners()
    vi.unstubAllGlobals()
  })

  /** A chat started with a short search pause. */
  function start(input: ChatInput = {}): ChatActor {
    const actor = createActor(chatMachine, { input: { searchDelayMs: 20, ...input } })
    actors.push(actor)
    return actor.start()
  }

  /** Started and settled, with the chat of `contactId` open when given. */
  async function open(contactId?: number): Promise<ChatActor> {
    const actor = start({ contactId })
    await settled(actor)
    return actor
  }

  return {
    server,
    start,
    open,
    /** Every call started so far: `GET /apps/chat/get-chat?id=7`. */
    calls: () => [...calls],
    /** What the worker posts to every tab after another tab's write. */
    announce(announcement: BackendAnnouncement) {
      worker.dispatchEvent(new MessageEvent('message', { data: announcement }))
    },
  }
}

/** Nothing in flight: no sidebar, conversation, send or profile call. */
export const settled = (actor: ChatActor) =>
  waitFor(
    actor,
    (state) =>
      !state.hasTag('loading') &&
      !state.hasTag('refreshing') &&
      !state.hasTag('conversationLoading') &&
      !state.hasTag('conversationRefreshing') &&
      !state.matches({ conversation: 'waiting' }) &&
      !state.matches({ search: 'pausing' }) &&
      state.context.outbox.every((outgoing) => outgoing.status !== 'sending') &&
      Object.keys(state.context.profileSaves).length === 0,
  )

export const chatIds = (state: ChatSnapshot) => state.context.chats.map((row) => row.id)
export const unseenOf = (state: ChatSnapshot, contactId: number) =>
  state.context.chats.find((row) => row.id === contactId)?.chat.unseenMsgs

/** The chat with a contact as the simulated back end holds it now. */
export const storedChat = (contactId: number): Chat | undefined =>
  getStore()
    .read(chatsTable)
    .find((row) => row.userId === contactId)

/** What another tab (or a contact's answer) writes: a message in the store, then its announcement. */
export function writeElsewhere(
  contactId: number,
  message: Omit<ChatMessage, 'time'>,
): Promise<Chat> {
  return getRepository().transaction((tx) =>
    appendMessage(tx, contactId, { ...message, time: '2026-03-16T09:30:00.000Z' }),
  )
}

export const chatsChanged = (ids: number[], isFromThisTab = false): BackendAnnouncement => ({
  type: 'cea.backend.changed',
  changes: [{ table: 'chats', ids }],
  isFromThisTab,
})
