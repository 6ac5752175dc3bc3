// Writes that fail: roll back, the failure toast, and write answers sent by hand.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { type AnyEventObject, fromCallback, waitFor } from 'xstate'
import { ApiError } from '../../src/api/http'
import type { EmailWrite } from '../../src/machines/email/emailActors'
import type { WriteOrder } from '../../src/machines/shared/writeKit'
import { emailMachine } from '../../src/machines/email/emailMachine'
import {
  fixture,
  idsOf,
  listed,
  settled,
  setupEmailBackend,
  stored,
  storedIn,
} from './emailHarness'

const backend = setupEmailBackend()
const serverDown = { message: 'The mail server is not answering.' }

describe('roll back on error', () => {
  it('puts the list and the open email back and says so when a write fails', async () => {
    backend.server.use(
      http.post('*/apps/email/update-emails', () => HttpResponse.json(serverDown, { status: 500 })),
    )
    const actor = await backend.open({ q: '', emailId: 2 })
    const before = actor.getSnapshot().context
    actor.send({ type: 'emails.update', ids: [2], data: { isStarred: true } })
    expect(actor.getSnapshot().context.openEmail?.isStarred).toBe(true)
    expect(listed(actor.getSnapshot(), 2)?.isStarred).toBe(true)
    const failed = await waitFor(actor, (state) => state.context.notice?.kind === 'failed')
    expect(failed.context.notice).toEqual({ kind: 'failed', failure: { reason: 'unavailable' } })
    expect(failed.matches({ notice: 'shown' })).toBe(true)
    expect(failed.context.emails).toEqual(before.emails)
    expect(failed.context.openEmail).toEqual(before.openEmail)
    expect(failed.context.pendingWrites).toEqual({})
    expect(stored(2).isStarred).toBe(false)
  })

  it('puts moved rows back in list order', async () => {
    backend.server.use(
      http.post('*/apps/email/update-emails', () => HttpResponse.json(serverDown, { status: 500 })),
    )
    const actor = await backend.open()
    actor.send({ type: 'emails.update', ids: [9, 2], data: { folder: 'spam' } })
    expect(idsOf(actor.getSnapshot())).toHaveLength(18)
    const failed = await waitFor(actor, (state) => state.context.notice?.kind === 'failed')
    expect(idsOf(failed)).toEqual(fixture.inbox)
    expect(storedIn('spam')).toEqual(fixture.spam)
  })

  it('puts a label back', async () => {
    backend.server.use(
      http.post('*/apps/email/update-emails-label', () =>
        HttpResponse.json(serverDown, { status: 500 }),
      ),
    )
    const actor = await backend.open()
    actor.send({ type: 'emails.label', ids: [2], label: 'private' })
    expect(listed(actor.getSnapshot(), 2)?.labels).toEqual(['company', 'private'])
    const failed = await waitFor(actor, (state) => state.context.notice?.kind === 'failed')
    expect(listed(failed, 2)?.labels).toEqual(['company'])
  })

  it('words a refused write with the server message', async () => {
    const actor = await backend.open()
    actor.send({ type: 'emails.update', ids: [999], data: { isRead: true } })
    const failed = await waitFor(actor, (state) => state.context.notice?.kind === 'failed')
    expect(failed.context.notice).toEqual({
      kind: 'failed',
      failure: { reason: 'rejected', message: 'No email with id 999.' },
    })
    expect(idsOf(failed)).toEqual(fixture.inbox)
  })
})

describe('write answers sent by hand (the write actor provided)', () => {
  function startWithSilentWrites() {
    const inputs: Array<WriteOrder<EmailWrite>> = []
    const machine = emailMachine.provide({
      actors: {
        write: fromCallback<AnyEventObject, WriteOrder<EmailWrite>>(({ input }) => {
          inputs.push(input)
        }),
      },
    })
    return { actor: backend.start({}, machine), inputs }
  }

  it('write.failed rolls back its own emails only; write.succeeded of the last one refetches', async () => {
    const { actor, inputs } = startWithSilentWrites()
    await waitFor(actor, (state) => state.hasTag('populated'))
    actor.send({ type: 'emails.update', ids: [2], data: { isStarred: true } })
    actor.send({ type: 'emails.trash', ids: [3] })
    expect(inputs).toEqual([
      {
        writeId: 'write-1',
        write: { ids: [2], change: { kind: 'update', data: { isStarred: true } } },
      },
      {
        writeId: 'write-2',
        write: { ids: [3], change: { kind: 'update', data: { folder: 'trash' } } },
      },
    ])
    actor.send({
      type: 'write.failed',
      writeId: 'write-2',
      error: new ApiError(409, {}, 'The email changed meanwhile.'),
    })
    const failed = actor.getSnapshot()
    expect(idsOf(failed)).toEqual(fixture.inbox)
    expect(listed(failed, 2)?.isStarred).toBe(true)
    expect(Object.keys(failed.context.pendingWrites)).toEqual(['write-1'])
    expect(failed.context.notice).toEqual({
      kind: 'failed',
      failure: { reason: 'rejected', message: 'The email changed meanwhile.' },
    })
    actor.send({ type: 'write.succeeded', writeId: 'write-1' })
    expect(actor.getSnapshot().context.pendingWrites).toEqual({})
    const done = await settled(actor)
    expect(backend.listQueries()).toEqual(['folder=inbox', 'folder=inbox'])
    // nothing was written, so the refetch shows the server as it is
    expect(listed(done, 2)?.isStarred).toBe(false)
  })
})
