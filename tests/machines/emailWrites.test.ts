// Writes on the mailbox: optimistic changes and the refetch rule.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import type { EmailEvent } from '../../src/machines/email/emailMachine'
import {
  fixture,
  idsOf,
  listed,
  quiet,
  settled,
  setupEmailBackend,
  stored,
  storedIn,
} from './emailHarness'
import { afterEarlierCalls } from '../support/earlierCalls'
import { gate } from '../support/gate'

const backend = setupEmailBackend()
const serverDown = { message: 'The mail server is not answering.' }

/** The ids a write call carries. */
async function idsInBody(request: Request): Promise<number[]> {
  const body: unknown = await request.clone().json()
  return typeof body === 'object' &&
    body !== null &&
    'emailIds' in body &&
    Array.isArray(body.emailIds)
    ? body.emailIds.filter((id): id is number => typeof id === 'number')
    : []
}

/** Index in the timeline of the first/last entry matching. */
const firstIndex = (entries: typeof backend.timeline, phase: 'start' | 'end', call: string) =>
  entries.findIndex((entry) => entry.phase === phase && entry.call.startsWith(call))
const lastIndex = (entries: typeof backend.timeline, phase: 'start' | 'end', call: string) =>
  entries.findLastIndex((entry) => entry.phase === phase && entry.call.startsWith(call))

describe('optimistic writes', () => {
  it('applies a change at once, then writes it and refetches the counts', async () => {
    const actor = await backend.open()
    actor.send({ type: 'emails.update', ids: [3], data: { isRead: true } })
    const now = actor.getSnapshot()
    expect(listed(now, 3)?.isRead).toBe(true)
    expect(now.context.writeCount).toBe(1)
    expect(Object.keys(now.context.pendingWrites)).toEqual(['write-1'])
    expect(now.context.pendingWrites['write-1']?.map((email) => [email.id, email.isRead])).toEqual([
      [3, false],
    ])
    expect(now.context.meta).toEqual(fixture.meta)
    const done = await settled(actor)
    expect(stored(3).isRead).toBe(true)
    expect(done.context.meta).toEqual({ inbox: 5, draft: 4, spam: 2 })
    expect(done.context.pendingWrites).toEqual({})
  })

  it('stars and unstars; in the starred view an unstarred email leaves the list at once', async () => {
    const actor = await backend.open({ folder: 'starred', q: '' })
    actor.send({ type: 'emails.update', ids: [4], data: { isStarred: false } })
    expect(idsOf(actor.getSnapshot())).toEqual([1, 22, 6, 11, 31, 18])
    await settled(actor)
    expect(stored(4).isStarred).toBe(false)
    actor.send({ type: 'view.changed', view: { q: '' } })
    await settled(actor)
    actor.send({ type: 'emails.update', ids: [2], data: { isStarred: true } })
    expect(listed(actor.getSnapshot(), 2)?.isStarred).toBe(true)
    await settled(actor)
    expect(stored(2).isStarred).toBe(true)
  })

  it('moves to another folder: gone from the list at once, there on the server', async () => {
    const actor = await backend.open()
    actor.send({ type: 'emails.update', ids: [2, 3], data: { folder: 'spam' } })
    expect(idsOf(actor.getSnapshot())).toEqual(fixture.inbox.filter((id) => id !== 2 && id !== 3))
    const done = await settled(actor)
    expect(idsOf(done)).toHaveLength(18)
    expect(storedIn('spam')).toEqual([2, 3, 32, 33, 34, 35])
    // 3 was unread: inbox 6 → 5, spam 2 → 3
    expect(done.context.meta).toEqual({ inbox: 5, draft: 4, spam: 3 })
  })

  it('toggles a label; in that label view the email leaves the list', async () => {
    const actor = await backend.open({ label: 'company', q: '' })
    actor.send({ type: 'emails.label', ids: [2], label: 'important' })
    expect(listed(actor.getSnapshot(), 2)?.labels).toEqual(['company', 'important'])
    await settled(actor)
    expect(stored(2).labels).toEqual(['company', 'important'])
    actor.send({ type: 'emails.label', ids: [2], label: 'company' })
    expect(idsOf(actor.getSnapshot())).toEqual(fixture.company.filter((id) => id !== 2))
    const done = await settled(actor)
    expect(stored(2).labels).toEqual(['important'])
    expect(idsOf(done)).toHaveLength(16)
  })

  it('acts on the selection when no ids are given, and prunes it of rows that left', async () => {
    const actor = await backend.open()
    for (const id of [2, 5, 7]) actor.send({ type: 'selection.toggle', id })
    actor.send({ type: 'emails.update', data: { isRead: false } })
    expect([2, 5, 7].map((id) => listed(actor.getSnapshot(), id)?.isRead)).toEqual([
      false,
      false,
      false,
    ])
    actor.send({ type: 'emails.label', label: 'private' })
    expect(listed(actor.getSnapshot(), 5)?.labels).toEqual(['company', 'private'])
    let done = await settled(actor)
    expect(done.context.meta.inbox).toBe(8)
    expect([2, 5, 7].map((id) => stored(id).labels.includes('private'))).toEqual([true, true, true])
    expect(done.context.selectedIds).toEqual([2, 5, 7])
    actor.send({ type: 'emails.update', ids: [5], data: { folder: 'spam' } })
    expect(actor.getSnapshot().context.selectedIds).toEqual([2, 7])
    done = await settled(actor)
    expect(done.context.selectedIds).toEqual([2, 7])
  })

  it('writes nothing when no ids are given and nothing is selected', async () => {
    const actor = await backend.open()
    actor.send({ type: 'emails.update', data: { isStarred: true } })
    actor.send({ type: 'emails.label', label: 'private' })
    actor.send({ type: 'emails.trash' })
    const now = actor.getSnapshot()
    expect(now.context.writeCount).toBe(0)
    expect(now.context.notice).toBeNull()
    await quiet(actor)
    expect(backend.started()).toEqual(['GET /apps/email/emails'])
  })

  it('changes the open email along with its row', async () => {
    const actor = await backend.open({ q: '', emailId: 2 })
    actor.send({ type: 'emails.update', ids: [2], data: { isRead: false, isStarred: true } })
    const now = actor.getSnapshot()
    expect(now.context.openEmail).toMatchObject({ id: 2, isRead: false, isStarred: true })
    expect(listed(now, 2)).toMatchObject({ isRead: false, isStarred: true })
    await settled(actor)
    expect(stored(2)).toMatchObject({ isRead: false, isStarred: true })
  })
})

describe('the refetch rule', () => {
  const writes: Array<[string, EmailEvent]> = [
    ['star', { type: 'emails.update', ids: [2], data: { isStarred: true } }],
    ['read', { type: 'emails.update', ids: [3], data: { isRead: true } }],
    ['folder', { type: 'emails.update', ids: [4], data: { folder: 'spam' } }],
    ['label', { type: 'emails.label', ids: [4], label: 'private' }],
    ['trash', { type: 'emails.trash', ids: [4] }],
  ]

  it.each(writes)('refetches the list shown once its %s write has answered', async (_, event) => {
    const actor = await backend.open({ label: 'important', q: '' })
    actor.send(event)
    await settled(actor)
    expect(backend.listQueries()).toEqual(['label=important', 'label=important'])
    const { timeline } = backend
    expect(lastIndex(timeline, 'start', 'GET /apps/email/emails')).toBeGreaterThan(
      firstIndex(timeline, 'end', 'POST /apps/email/update-emails'),
    )
  })

  it('refetches only once the last write in flight has answered', async () => {
    const held = gate()
    backend.server.use(
      http.post('*/apps/email/update-emails', async ({ request }) => {
        if ((await idsInBody(request)).includes(1)) await held.held
      }),
    )
    const actor = await backend.open()
    actor.send({ type: 'emails.update', ids: [1], data: { isStarred: false } })
    actor.send({ type: 'emails.update', ids: [2], data: { isStarred: true } })
    await waitFor(actor, (state) => Object.keys(state.context.pendingWrites).join() === 'write-1')
    // write-2 has answered: a refetch it started would be in the timeline by now.
    await afterEarlierCalls()
    expect(backend.listQueries()).toEqual(['folder=inbox'])
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(false)
    held.release()
    const done = await settled(actor)
    expect(backend.listQueries()).toEqual(['folder=inbox', 'folder=inbox'])
    const { timeline } = backend
    expect(lastIndex(timeline, 'start', 'GET /apps/email/emails')).toBeGreaterThan(
      lastIndex(timeline, 'end', 'POST /apps/email/update-emails'),
    )
    expect([listed(done, 1)?.isStarred, listed(done, 2)?.isStarred]).toEqual([false, true])
  })

  it('refetches with the parameters of the list shown when the write answers', async () => {
    const held = gate()
    backend.server.use(
      http.post('*/apps/email/update-emails', async () => {
        await held.held
      }),
    )
    const actor = await backend.open()
    actor.send({ type: 'emails.update', ids: [2], data: { isStarred: true } })
    actor.send({ type: 'view.changed', view: { folder: 'starred', q: '' } })
    await waitFor(actor, (state) => state.hasTag('populated'))
    held.release()
    const done = await settled(actor)
    expect(backend.listQueries()).toEqual(['folder=inbox', 'folder=starred', 'folder=starred'])
    expect(idsOf(done)).toEqual([1, 2, 4, 22, 6, 11, 31, 18])
  })

  it('a refetch answering while a later write is in flight keeps that write visible', async () => {
    const held = gate()
    backend.server.use(
      http.post('*/apps/email/update-emails', async ({ request }) => {
        if ((await idsInBody(request)).includes(2)) await held.held
      }),
    )
    const actor = await backend.open()
    actor.send({ type: 'emails.update', ids: [1], data: { isStarred: false } })
    await waitFor(actor, (state) => state.hasTag('refreshing'))
    actor.send({ type: 'emails.update', ids: [2], data: { isStarred: true } })
    const answered = await waitFor(actor, (state) => !state.hasTag('refreshing'))
    expect(Object.keys(answered.context.pendingWrites)).toEqual(['write-2'])
    expect(listed(answered, 2)?.isStarred).toBe(true)
    held.release()
    const done = await settled(actor)
    expect(listed(done, 2)?.isStarred).toBe(true)
  })

  it('still refetches when the last write fails after an earlier one succeeded', async () => {
    const held = gate()
    backend.server.use(
      http.post('*/apps/email/update-emails', async ({ request }) => {
        if (!(await idsInBody(request)).includes(3)) return undefined
        await held.held
        return HttpResponse.json(serverDown, { status: 500 })
      }),
    )
    const actor = await backend.open()
    actor.send({ type: 'emails.update', ids: [1], data: { isRead: true } })
    actor.send({ type: 'emails.update', ids: [3], data: { isRead: true } })
    await waitFor(actor, (state) => Object.keys(state.context.pendingWrites).join() === 'write-2')
    held.release()
    await waitFor(actor, (state) => state.context.notice?.kind === 'failed')
    const done = await settled(actor)
    expect(stored(1).isRead).toBe(true)
    expect(stored(3).isRead).toBe(false)
    expect([listed(done, 1)?.isRead, listed(done, 3)?.isRead]).toEqual([true, false])
    // the counts follow the write that went through
    expect(done.context.meta).toEqual({ inbox: 5, draft: 4, spam: 2 })
  })
})
