// Shared set-up of the email machine tests: the real email handlers on msw/node,
// a fresh memory store and a signed-in admin per test, a log of the calls made,
// and helpers to start the mailbox and wait until it is quiet.
import { afterEach, beforeEach } from 'vitest'
import { type Actor, createActor, type SimulatedClock, type SnapshotFrom, waitFor } from 'xstate'
import { setSessionStorage, storeSession } from '../../src/api/session'
import type { Email } from '../../src/api/types/email'
import { demoAccounts } from '../../src/fixtures/auth'
import { emailMachine, type EmailInput } from '../../src/machines/email/emailMachine'
import type { MailboxView } from '../../src/machines/email/emailView'
import { toUserData } from '../../src/mocks/auth/session'
import { getStore } from '../../src/mocks/db/instance'
import { emailHandlers } from '../../src/mocks/handlers/email'
import { emailsTable } from '../../src/mocks/handlers/emailTables'
import { accessTokenFor, startContractServer } from '../support/contract'
import { afterEarlierCalls, earlierCallsHandler, earlierCallsPath } from '../support/earlierCalls'

export type Mailbox = Actor<typeof emailMachine>
export type MailboxSnapshot = SnapshotFrom<typeof emailMachine>

/** The sample data's lists, newest first (src/fixtures/email). */
export const fixture = {
  inbox: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
  inboxUnread: [1, 3, 4, 7, 10, 15],
  sent: [21, 22, 23, 24, 25, 26, 27],
  draft: [28, 29, 30, 31],
  spam: [32, 33, 34, 35],
  trash: [36, 37, 38, 40, 39],
  starred: [1, 4, 22, 6, 11, 31, 18],
  personal: [6, 24, 31, 12, 25, 17, 20],
  company: [1, 28, 2, 3, 21, 5, 23, 30, 8, 9, 11, 13, 26, 15, 16, 18, 19],
  important: [1, 3, 4, 22, 29, 7, 10, 18],
  private: [28, 10, 11, 14, 27, 17],
  meta: { inbox: 6, draft: 4, spam: 2 },
} as const

export interface Call {
  phase: 'start' | 'end'
  /** `GET /apps/email/emails?folder=inbox`, `POST /apps/email/update-emails`. */
  call: string
  status?: number
}

export function setupEmailBackend() {
  const server = startContractServer(...emailHandlers, earlierCallsHandler)
  const timeline: Call[] = []
  const actors: Mailbox[] = []

  beforeEach(async () => {
    timeline.length = 0
    setSessionStorage()
    const account = demoAccounts[0]!
    const accessToken = await accessTokenFor('admin')
    storeSession({ accessToken, refreshToken: 'unused', userData: toUserData(account) }, true)
    const name = (request: Request) => {
      const url = new URL(request.url)
      return `${request.method} ${url.pathname}${url.search}`
    }
    const isTheTestsOwn = (request: Request) => new URL(request.url).pathname === earlierCallsPath
    server.events.on('request:start', ({ request }) => {
      if (!isTheTestsOwn(request)) timeline.push({ phase: 'start', call: name(request) })
    })
    server.events.on('response:mocked', ({ request, response }) => {
      if (!isTheTestsOwn(request))
        timeline.push({ phase: 'end', call: name(request), status: response.status })
    })
  })

  afterEach(() => {
    for (const actor of actors.splice(0)) actor.stop()
    server.events.removeAllListeners()
  })

  /**
   * A mailbox started with a long toast and a short search pause (tests override either); its
   * timers run on `clock` when one is given (a `SimulatedClock` the test advances).
   */
  function start(
    input: EmailInput = {},
    machine: typeof emailMachine = emailMachine,
    clock?: SimulatedClock,
  ): Mailbox {
    const actor = createActor(machine, {
      input: { noticeMs: 10_000, searchDelayMs: 20, ...input },
      // Given only when there is one: an undefined `clock` would replace the actor's default.
      ...(clock ? { clock } : {}),
    })
    actors.push(actor)
    return actor.start()
  }

  /** Started and settled on `view` (the inbox by default). */
  async function open(
    view?: MailboxView,
    input: EmailInput = {},
    clock?: SimulatedClock,
  ): Promise<Mailbox> {
    const actor = start({ ...input, view }, emailMachine, clock)
    await settled(actor)
    return actor
  }

  return {
    server,
    timeline,
    start,
    open,
    /** The queries of the list calls made so far (`folder=inbox`), in order. */
    listQueries: () =>
      timeline
        .filter(
          (entry) => entry.phase === 'start' && entry.call.startsWith('GET /apps/email/emails'),
        )
        .map((entry) => entry.call.replace(/^GET \/apps\/email\/emails\??/, '')),
    /** The calls started so far, without their query. */
    started: () =>
      timeline
        .filter((entry) => entry.phase === 'start')
        .map((entry) => entry.call.replace(/\?.*/, '')),
  }
}

/** Nothing in flight: no write waiting, no list, refresh, reader or paging call. */
export const settled = (actor: Mailbox) =>
  waitFor(
    actor,
    (state) =>
      Object.keys(state.context.pendingWrites).length === 0 &&
      !state.hasTag('loading') &&
      !state.hasTag('refreshing') &&
      !state.hasTag('reading') &&
      !state.hasTag('paging'),
  )

/**
 * Settled, and every call started so far has reached the back end: what "no call was made"
 * checks wait for (a call the machine does not track would be in the timeline by then too).
 */
export async function quiet(actor: Mailbox): Promise<MailboxSnapshot> {
  await settled(actor)
  await afterEarlierCalls()
  return settled(actor)
}

export const idsOf = (state: MailboxSnapshot) => state.context.emails.map((email) => email.id)

export const listed = (state: MailboxSnapshot, id: number) =>
  state.context.emails.find((email) => email.id === id)

/** The email as the simulated back end holds it now. */
export function stored(id: number): Email {
  const email = getStore()
    .read(emailsTable)
    .find((row) => row.id === id)
  if (!email) throw new Error(`no email ${id} in the store`)
  return email
}

export const storedIn = (folder: Email['folder']) =>
  getStore()
    .read(emailsTable)
    .filter((email) => email.folder === folder)
    .map((email) => email.id)
