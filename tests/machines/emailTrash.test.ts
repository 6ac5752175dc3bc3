// Move to trash, the toast that can undo it, and the toast's life.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { SimulatedClock, waitFor } from 'xstate'
import { fixture, idsOf, listed, quiet, settled, stored, setupEmailBackend } from './emailHarness'

const backend = setupEmailBackend()

describe('trash and undo', () => {
  it('trashes an email with a toast, and undo puts it back where it was', async () => {
    const actor = await backend.open()
    const original = listed(actor.getSnapshot(), 2)!
    actor.send({ type: 'emails.trash', ids: [2] })
    const trashed = actor.getSnapshot()
    expect(idsOf(trashed)).toEqual(fixture.inbox.filter((id) => id !== 2))
    expect(trashed.context.notice).toEqual({ kind: 'trashed', emails: [original] })
    expect(trashed.matches({ notice: 'shown' })).toBe(true)
    await settled(actor)
    expect(stored(2).folder).toBe('trash')
    actor.send({ type: 'notice.undo' })
    const undone = actor.getSnapshot()
    expect(idsOf(undone)).toEqual(fixture.inbox)
    expect(listed(undone, 2)?.folder).toBe('inbox')
    expect(undone.context.notice).toEqual({ kind: 'restored', count: 1 })
    expect(undone.matches({ notice: 'shown' })).toBe(true)
    const done = await settled(actor)
    expect(stored(2).folder).toBe('inbox')
    expect(idsOf(done)).toEqual(fixture.inbox)
  })

  it('undo sends each email back to its own folder (inbox, spam and draft at once)', async () => {
    const actor = await backend.open({ folder: 'spam', q: '' })
    actor.send({ type: 'emails.update', ids: [32], data: { isStarred: true } })
    await settled(actor)
    actor.send({ type: 'view.changed', view: { folder: 'starred', q: '' } })
    const starred = await settled(actor)
    expect(idsOf(starred)).toEqual([1, 4, 32, 22, 6, 11, 31, 18])
    actor.send({ type: 'emails.trash', ids: [4, 32, 31] })
    const trashed = actor.getSnapshot()
    expect(idsOf(trashed)).toEqual([1, 22, 6, 11, 18])
    expect(
      trashed.context.notice?.kind === 'trashed' &&
        trashed.context.notice.emails.map((email) => [email.id, email.folder]),
    ).toEqual([
      [4, 'inbox'],
      [32, 'spam'],
      [31, 'draft'],
    ])
    const afterTrash = await settled(actor)
    expect([stored(4).folder, stored(32).folder, stored(31).folder]).toEqual([
      'trash',
      'trash',
      'trash',
    ])
    // 4 was unread in the inbox, 32 unread in spam, 31 a draft
    expect(afterTrash.context.meta).toEqual({ inbox: 5, draft: 3, spam: 1 })
    actor.send({ type: 'notice.undo' })
    expect(idsOf(actor.getSnapshot())).toEqual([1, 4, 32, 22, 6, 11, 31, 18])
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'restored', count: 3 })
    const done = await settled(actor)
    expect([stored(4).folder, stored(32).folder, stored(31).folder]).toEqual([
      'inbox',
      'spam',
      'draft',
    ])
    expect(done.context.meta).toEqual(fixture.meta)
    expect(idsOf(done)).toEqual([1, 4, 32, 22, 6, 11, 31, 18])
  })

  it('after two trash actions, undo restores the last one to its folder', async () => {
    const actor = await backend.open()
    actor.send({ type: 'emails.trash', ids: [2] })
    await settled(actor)
    actor.send({ type: 'view.changed', view: { folder: 'spam', q: '' } })
    await settled(actor)
    actor.send({ type: 'emails.trash', ids: [33] })
    await settled(actor)
    actor.send({ type: 'notice.undo' })
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'restored', count: 1 })
    const done = await settled(actor)
    expect(idsOf(done)).toEqual(fixture.spam)
    expect([stored(2).folder, stored(33).folder]).toEqual(['trash', 'spam'])
  })

  it('works on the selection; an email already in the trash is left alone', async () => {
    const actor = await backend.open({ folder: 'trash', q: '' })
    actor.send({ type: 'selection.toggle', id: 36 })
    actor.send({ type: 'emails.trash' })
    const now = actor.getSnapshot()
    expect(now.context.writeCount).toBe(0)
    expect(now.context.notice).toBeNull()
    expect(idsOf(now)).toEqual(fixture.trash)
    await quiet(actor)
    expect(backend.started()).toEqual(['GET /apps/email/emails'])
  })

  it('closes the open email it trashes', async () => {
    const actor = await backend.open({ q: '', emailId: 2 })
    expect(actor.getSnapshot().matches({ reader: 'open' })).toBe(true)
    actor.send({ type: 'emails.trash', ids: [2] })
    const now = actor.getSnapshot()
    expect(now.context.view).toEqual({ q: '', emailId: undefined })
    expect(now.context.openEmail).toBeNull()
    expect(now.matches({ reader: 'closed' })).toBe(true)
    await settled(actor)
    expect(stored(2).folder).toBe('trash')
  })

  it('keeps an open email that is not trashed', async () => {
    const actor = await backend.open({ q: '', emailId: 2 })
    actor.send({ type: 'emails.trash', ids: [5] })
    const done = await settled(actor)
    expect(done.context.openEmail?.id).toBe(2)
    expect(done.context.view.emailId).toBe(2)
  })

  it('a failed trash puts the email back; the failure toast cannot undo', async () => {
    backend.server.use(
      http.post('*/apps/email/update-emails', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    )
    const actor = await backend.open()
    actor.send({ type: 'emails.trash', ids: [2] })
    const failed = await waitFor(actor, (state) => state.context.notice?.kind === 'failed')
    expect(idsOf(failed)).toEqual(fixture.inbox)
    actor.send({ type: 'notice.undo' })
    expect(actor.getSnapshot().context.notice?.kind).toBe('failed')
    expect(actor.getSnapshot().context.writeCount).toBe(1)
  })
})

describe('the toast', () => {
  it('hides after noticeMs, and undo then no longer applies', async () => {
    const clock = new SimulatedClock()
    const actor = await backend.open(undefined, { noticeMs: 4000 }, clock)
    actor.send({ type: 'emails.trash', ids: [2] })
    expect(actor.getSnapshot().context.notice?.kind).toBe('trashed')
    clock.increment(3999)
    expect(actor.getSnapshot().context.notice?.kind).toBe('trashed')
    clock.increment(1)
    const hidden = actor.getSnapshot()
    expect(hidden.matches({ notice: 'hidden' })).toBe(true)
    expect(hidden.context.notice).toBeNull()
    await settled(actor)
    actor.send({ type: 'notice.undo' })
    const after = actor.getSnapshot()
    expect(after.context.writeCount).toBe(1)
    expect(after.context.notice).toBeNull()
    expect(idsOf(after)).toHaveLength(19)
    await quiet(actor)
    expect(stored(2).folder).toBe('trash')
  })

  it('stays for noticeMs from its latest message', async () => {
    const clock = new SimulatedClock()
    const actor = await backend.open(undefined, { noticeMs: 300 }, clock)
    actor.send({ type: 'emails.trash', ids: [2] })
    clock.increment(200)
    actor.send({ type: 'notice.undo' })
    clock.increment(299)
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'restored', count: 1 })
    clock.increment(1)
    expect(actor.getSnapshot().context.notice).toBeNull()
  })

  it('notice.dismiss hides it at once, and undo no longer applies', async () => {
    const actor = await backend.open()
    actor.send({ type: 'emails.trash', ids: [2] })
    actor.send({ type: 'notice.dismiss' })
    const dismissed = actor.getSnapshot()
    expect(dismissed.matches({ notice: 'hidden' })).toBe(true)
    expect(dismissed.context.notice).toBeNull()
    actor.send({ type: 'notice.undo' })
    expect(actor.getSnapshot().context.writeCount).toBe(1)
    await settled(actor)
    expect(stored(2).folder).toBe('trash')
  })
})
