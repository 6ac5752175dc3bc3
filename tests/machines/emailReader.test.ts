// The reader region: opening an email from the view, previous/next within the
// list shown, closing, and failures.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { fixture, listed, quiet, settled, stored, setupEmailBackend } from './emailHarness'

const backend = setupEmailBackend()
const calls = (path: string) =>
  backend.timeline
    .filter((entry) => entry.phase === 'start' && entry.call.startsWith(`GET /apps/email/${path}`))
    .map((entry) => entry.call.replace(/^GET [^?]*\?/, ''))

describe('opening an email', () => {
  it('opens the email of the view and marks it read, here and on the server', async () => {
    const actor = await backend.open()
    actor.send({ type: 'view.changed', view: { q: '', emailId: 1 } })
    expect(actor.getSnapshot().hasTag('reading')).toBe(true)
    const open = await waitFor(actor, (state) => state.matches({ reader: 'open' }))
    expect(open.context.openEmail).toMatchObject({
      id: 1,
      subject: 'Release 4.2 rollout plan for Thursday',
      isRead: true,
      hasPreviousMail: false,
      hasNextMail: true,
    })
    expect(listed(open, 1)?.isRead).toBe(true)
    expect(open.context.cursorId).toBe(1)
    expect(open.context.readerFailure).toBeNull()
    const done = await settled(actor)
    expect(stored(1).isRead).toBe(true)
    expect(done.context.meta).toEqual({ inbox: 5, draft: 4, spam: 2 })
    expect(calls('get-email')).toEqual(['folder=inbox&id=1'])
  })

  it('opens a read email without writing', async () => {
    const actor = await backend.open({ q: '', emailId: 2 })
    const done = actor.getSnapshot()
    expect(done.context.openEmail?.id).toBe(2)
    expect(done.context.writeCount).toBe(0)
    expect(backend.started()).not.toContain('POST /apps/email/update-emails')
  })

  it('starts on the email of its input view', async () => {
    const actor = backend.start({ view: { folder: 'sent', q: '', emailId: 27 } })
    expect(actor.getSnapshot().hasTag('reading')).toBe(true)
    const done = await settled(actor)
    expect(done.context.openEmail).toMatchObject({
      id: 27,
      hasPreviousMail: true,
      hasNextMail: false,
    })
    expect(done.context.cursorId).toBe(27)
  })

  it('reader.close closes it and takes it out of the view', async () => {
    const actor = await backend.open({ q: '', emailId: 2 })
    actor.send({ type: 'reader.close' })
    const closed = actor.getSnapshot()
    expect(closed.matches({ reader: 'closed' })).toBe(true)
    expect(closed.context.openEmail).toBeNull()
    expect(closed.context.view).toEqual({ q: '', emailId: undefined })
    expect(closed.context.emails.map((email) => email.id)).toEqual(fixture.inbox)
  })

  it('fails on an unknown email with the server message; reader.retry tries again', async () => {
    const actor = await backend.open({ q: '', emailId: 999 })
    const failed = actor.getSnapshot()
    expect(failed.hasTag('readerError')).toBe(true)
    expect(failed.context.readerFailure).toEqual({
      reason: 'rejected',
      message: 'No email with id 999.',
    })
    expect(failed.context.openEmail).toBeNull()
    actor.send({ type: 'reader.retry' })
    expect(actor.getSnapshot().hasTag('reading')).toBe(true)
    await waitFor(actor, (state) => state.hasTag('readerError'))
    expect(calls('get-email')).toEqual(['folder=inbox&id=999', 'folder=inbox&id=999'])
  })

  it('recovers on retry after the server failed', async () => {
    backend.server.use(
      http.get(
        '*/apps/email/get-email',
        () => HttpResponse.json({ message: 'down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    )
    const actor = await backend.open({ q: '', emailId: 2 })
    expect(actor.getSnapshot().context.readerFailure).toEqual({ reason: 'unavailable' })
    actor.send({ type: 'reader.retry' })
    const open = await waitFor(actor, (state) => state.matches({ reader: 'open' }))
    expect(open.context.openEmail?.id).toBe(2)
    expect(open.context.readerFailure).toBeNull()
  })

  it('reader.close from the failed state closes it', async () => {
    const actor = await backend.open({ q: '', emailId: 999 })
    actor.send({ type: 'reader.close' })
    const closed = actor.getSnapshot()
    expect(closed.matches({ reader: 'closed' })).toBe(true)
    expect(closed.context.readerFailure).toBeNull()
  })
})

describe('previous and next', () => {
  it('does nothing before the first email', async () => {
    const actor = await backend.open({ q: '', emailId: 1 })
    expect(actor.getSnapshot().context.openEmail?.hasPreviousMail).toBe(false)
    actor.send({ type: 'reader.previous' })
    expect(actor.getSnapshot().matches({ reader: 'open' })).toBe(true)
    await quiet(actor)
    expect(calls('paginate-email')).toEqual([])
    expect(actor.getSnapshot().context.view.emailId).toBe(1)
  })

  it('does nothing after the last email', async () => {
    const actor = await backend.open({ q: '', emailId: 20 })
    expect(actor.getSnapshot().context.openEmail).toMatchObject({
      hasPreviousMail: true,
      hasNextMail: false,
    })
    actor.send({ type: 'reader.next' })
    expect(actor.getSnapshot().matches({ reader: 'open' })).toBe(true)
    await quiet(actor)
    expect(calls('paginate-email')).toEqual([])
  })

  it('pages through the inbox; the view and cursor follow; an unread email gets read', async () => {
    const actor = await backend.open({ q: '', emailId: 2 })
    actor.send({ type: 'reader.next' })
    expect(actor.getSnapshot().hasTag('paging')).toBe(true)
    let open = await waitFor(actor, (state) => state.matches({ reader: 'open' }))
    expect(open.context.openEmail).toMatchObject({ id: 3, isRead: true, hasPreviousMail: true })
    expect(open.context.view).toEqual({ q: '', emailId: 3 })
    expect(open.context.cursorId).toBe(3)
    await settled(actor)
    expect(stored(3).isRead).toBe(true)
    actor.send({ type: 'reader.previous' })
    actor.send({ type: 'reader.previous' })
    open = await settled(actor)
    expect(open.context.view.emailId).toBe(2)
    actor.send({ type: 'reader.previous' })
    open = await settled(actor)
    expect(open.context.openEmail).toMatchObject({ id: 1, hasPreviousMail: false })
    expect(open.context.view.emailId).toBe(1)
    expect(calls('paginate-email')).toEqual([
      'folder=inbox&emailId=2&dir=next',
      'folder=inbox&emailId=3&dir=previous',
      'folder=inbox&emailId=2&dir=previous',
    ])
  })

  it('pages within a label view, across folders', async () => {
    const actor = await backend.open({ label: 'important', q: '', emailId: 22 })
    expect(actor.getSnapshot().context.openEmail).toMatchObject({
      id: 22,
      folder: 'sent',
      hasPreviousMail: true,
      hasNextMail: true,
    })
    actor.send({ type: 'reader.next' })
    let open = await settled(actor)
    expect(open.context.openEmail).toMatchObject({ id: 29, folder: 'draft' })
    expect(open.context.view).toEqual({ label: 'important', q: '', emailId: 29 })
    actor.send({ type: 'reader.previous' })
    await settled(actor)
    actor.send({ type: 'reader.previous' })
    open = await settled(actor)
    expect(open.context.openEmail?.id).toBe(4)
    expect(calls('paginate-email')[0]).toBe('label=important&emailId=22&dir=next')
  })

  it('pages within a search', async () => {
    const actor = await backend.open({ q: 'demo.com', emailId: 3 })
    actor.send({ type: 'reader.next' })
    let open = await settled(actor)
    expect(open.context.openEmail?.id).toBe(5)
    actor.send({ type: 'reader.previous' })
    await settled(actor)
    actor.send({ type: 'reader.previous' })
    open = await settled(actor)
    expect(open.context.openEmail).toMatchObject({ id: 1, hasPreviousMail: false })
    expect(calls('get-email')).toEqual(['folder=inbox&q=demo.com&id=3'])
  })

  it('stays on the email and says so when paging fails', async () => {
    backend.server.use(
      http.get('*/apps/email/paginate-email', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    )
    const actor = await backend.open({ q: '', emailId: 2 })
    actor.send({ type: 'reader.next' })
    const done = await settled(actor)
    expect(done.matches({ reader: 'open' })).toBe(true)
    expect(done.context.openEmail?.id).toBe(2)
    expect(done.context.view.emailId).toBe(2)
    expect(done.context.notice).toEqual({ kind: 'failed', failure: { reason: 'unavailable' } })
  })

  it('a view change to another email of the same list opens it', async () => {
    const actor = await backend.open({ q: '', emailId: 2 })
    actor.send({ type: 'view.changed', view: { q: '', emailId: 6 } })
    const done = await settled(actor)
    expect(done.context.openEmail?.id).toBe(6)
    expect(calls('get-email')).toEqual(['folder=inbox&id=2', 'folder=inbox&id=6'])
  })
})
