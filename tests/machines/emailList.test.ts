// The mailbox list against the simulated back end: tags, sidebar counts and views.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fromPromise, waitFor } from 'xstate'
import type { EmailListContext, EmailsResponse } from '../../src/api/types/email'
import { emailMachine } from '../../src/machines/email/emailMachine'
import type { MailboxView } from '../../src/machines/email/emailView'
import { getStore } from '../../src/mocks/db/instance'
import { emailsTable } from '../../src/mocks/handlers/emailTables'
import { fixture, idsOf, settled, setupEmailBackend } from './emailHarness'

const backend = setupEmailBackend()
const serverDown = { message: 'The mail server is not answering.' }

describe('list tags', () => {
  it('loads the inbox: loading, then populated newest first, with the sidebar counts', async () => {
    const actor = backend.start()
    const first = actor.getSnapshot()
    expect(first.hasTag('loading')).toBe(true)
    expect(first.context.emails).toEqual([])
    expect(first.context.meta).toEqual({ inbox: 0, draft: 0, spam: 0 })
    const loaded = await waitFor(actor, (state) => state.hasTag('populated'))
    expect(loaded.hasTag('loading')).toBe(false)
    expect(idsOf(loaded)).toEqual(fixture.inbox)
    expect(loaded.context.emails.filter((email) => !email.isRead).map((email) => email.id)).toEqual(
      fixture.inboxUnread,
    )
    // inbox unread 6, every draft 4, spam unread 2
    expect(loaded.context.meta).toEqual({ inbox: 6, draft: 4, spam: 2 })
    expect(loaded.context.listFailure).toBeNull()
    expect(backend.listQueries()).toEqual(['folder=inbox'])
  })

  it('is empty for a search that matches nothing, the counts still there', async () => {
    const actor = await backend.open()
    actor.send({ type: 'view.changed', view: { q: 'zzzz' } })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const empty = await waitFor(actor, (state) => state.hasTag('empty'))
    expect(empty.context.emails).toEqual([])
    expect(empty.context.meta).toEqual(fixture.meta)
    expect(backend.listQueries()).toEqual(['folder=inbox', 'folder=inbox&q=zzzz'])
  })

  it('is empty for a folder and label with no emails in common', async () => {
    const actor = backend.start({ view: { folder: 'spam', label: 'company', q: '' } })
    const empty = await waitFor(actor, (state) => state.hasTag('empty'))
    expect(empty.context.emails).toEqual([])
    expect(backend.listQueries()).toEqual(['folder=spam&label=company'])
  })

  it('shows the error of a failed load, and list.retry loads again', async () => {
    backend.server.use(
      http.get('*/apps/email/emails', () => HttpResponse.json(serverDown, { status: 500 }), {
        once: true,
      }),
    )
    const actor = backend.start()
    const failed = await waitFor(actor, (state) => state.hasTag('error'))
    expect(failed.context.listFailure).toEqual({ reason: 'unavailable' })
    expect(failed.context.emails).toEqual([])
    actor.send({ type: 'list.retry' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const loaded = await waitFor(actor, (state) => state.hasTag('populated'))
    expect(idsOf(loaded)).toEqual(fixture.inbox)
    expect(loaded.context.listFailure).toBeNull()
    expect(backend.listQueries()).toEqual(['folder=inbox', 'folder=inbox'])
  })

  it('shows the error of a failing list actor (provided) and retries with it', async () => {
    let calls = 0
    const machine = emailMachine.provide({
      actors: {
        fetchList: fromPromise<EmailsResponse, EmailListContext>(async () => {
          calls += 1
          if (calls === 1) throw new TypeError('fetch failed')
          return { emails: [], emailsMeta: { inbox: 0, draft: 1, spam: 0 } }
        }),
      },
    })
    const actor = backend.start({}, machine)
    const failed = await waitFor(actor, (state) => state.hasTag('error'))
    expect(failed.context.listFailure).toEqual({ reason: 'unavailable' })
    actor.send({ type: 'list.retry' })
    const empty = await waitFor(actor, (state) => state.hasTag('empty'))
    expect(empty.context.meta).toEqual({ inbox: 0, draft: 1, spam: 0 })
    expect(calls).toBe(2)
  })

  it('words a refused load with the server message; list.refetch from the error loads again', async () => {
    const actor = await backend.open()
    actor.send({ type: 'view.changed', view: { q: 'x'.repeat(501) } })
    const failed = await waitFor(actor, (state) => state.hasTag('error'))
    expect(failed.context.listFailure).toEqual({
      reason: 'rejected',
      message: 'Invalid query: q: Too big: expected string to have <=500 characters',
    })
    actor.send({ type: 'list.refetch' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await waitFor(actor, (state) => state.hasTag('error'))
    expect(backend.listQueries()).toHaveLength(3)
    actor.send({ type: 'view.changed', view: { q: '' } })
    const loaded = await waitFor(actor, (state) => state.hasTag('populated'))
    expect(loaded.context.listFailure).toBeNull()
    expect(idsOf(loaded)).toEqual(fixture.inbox)
  })

  it('list.refetch refetches in place: the rows stay while it loads', async () => {
    const actor = await backend.open()
    getStore().transaction((tx) =>
      tx.write(
        emailsTable,
        tx.read(emailsTable).map((email) => (email.id === 3 ? { ...email, isRead: true } : email)),
      ),
    )
    actor.send({ type: 'list.refetch' })
    const refreshing = actor.getSnapshot()
    expect(refreshing.hasTag('refreshing')).toBe(true)
    expect(refreshing.hasTag('populated')).toBe(true)
    expect(idsOf(refreshing)).toEqual(fixture.inbox)
    const done = await settled(actor)
    expect(done.context.meta).toEqual({ inbox: 5, draft: 4, spam: 2 })
    expect(done.context.emails.find((email) => email.id === 3)?.isRead).toBe(true)
    expect(backend.listQueries()).toEqual(['folder=inbox', 'folder=inbox'])
  })

  it('keeps the list and shows a failed notice when a refresh fails', async () => {
    const actor = await backend.open()
    backend.server.use(
      http.get('*/apps/email/emails', () => HttpResponse.json(serverDown, { status: 500 }), {
        once: true,
      }),
    )
    actor.send({ type: 'list.refetch' })
    const done = await settled(actor)
    expect(done.hasTag('populated')).toBe(true)
    expect(idsOf(done)).toEqual(fixture.inbox)
    expect(done.context.notice).toEqual({ kind: 'failed', failure: { reason: 'unavailable' } })
    expect(done.matches({ notice: 'shown' })).toBe(true)
  })

  it('goes from populated to empty when the refresh after a write finds the list emptied', async () => {
    const actor = await backend.open({ folder: 'draft', q: '' })
    actor.send({ type: 'selection.all' })
    actor.send({ type: 'emails.update', data: { folder: 'spam' } })
    const optimistic = actor.getSnapshot()
    expect(optimistic.context.emails).toEqual([])
    expect(optimistic.context.selectedIds).toEqual([])
    expect(optimistic.hasTag('populated')).toBe(true)
    await waitFor(actor, (state) => state.hasTag('refreshing'))
    const done = await settled(actor)
    expect(done.hasTag('empty')).toBe(true)
    expect(done.context.meta).toEqual({ inbox: 6, draft: 0, spam: 2 })
    expect(backend.listQueries()).toEqual(['folder=draft', 'folder=draft'])
  })
})

describe('view.changed', () => {
  const views: Array<[string, MailboxView, string, readonly number[]]> = [
    ['sent', { folder: 'sent', q: '' }, 'folder=sent', fixture.sent],
    ['draft', { folder: 'draft', q: '' }, 'folder=draft', fixture.draft],
    ['spam', { folder: 'spam', q: '' }, 'folder=spam', fixture.spam],
    ['trash', { folder: 'trash', q: '' }, 'folder=trash', fixture.trash],
    ['starred', { folder: 'starred', q: '' }, 'folder=starred', fixture.starred],
    ['label personal', { label: 'personal', q: '' }, 'label=personal', fixture.personal],
    ['label company', { label: 'company', q: '' }, 'label=company', fixture.company],
    ['label important', { label: 'important', q: '' }, 'label=important', fixture.important],
    ['label private', { label: 'private', q: '' }, 'label=private', fixture.private],
    [
      'inbox and company',
      { folder: 'inbox', label: 'company', q: '' },
      'folder=inbox&label=company',
      [1, 2, 3, 5, 8, 9, 11, 13, 15, 16, 18, 19],
    ],
    ['search budget', { q: 'budget' }, 'folder=inbox&q=budget', [3]],
    [
      'search by sender',
      { q: 'demo.com' },
      'folder=inbox&q=demo.com',
      [1, 3, 5, 8, 11, 13, 15, 18, 19],
    ],
    ['search sent', { folder: 'sent', q: 'kyoto' }, 'folder=sent&q=kyoto', [25]],
    [
      'search a label',
      { label: 'important', q: 'harbourline' },
      'label=important&q=harbourline',
      [4, 22],
    ],
  ]

  it.each(views)('loads the %s view', async (_, view, query, expected) => {
    const actor = await backend.open()
    actor.send({ type: 'view.changed', view })
    expect(actor.getSnapshot().context.view).toEqual(view)
    const done = await settled(actor)
    expect(idsOf(done)).toEqual(expected)
    expect(done.context.meta).toEqual(fixture.meta)
    expect(backend.listQueries()).toEqual(['folder=inbox', query])
  })

  it('tells a label across folders from the same label in the inbox', async () => {
    const actor = await backend.open({ label: 'company', q: '' })
    expect(idsOf(actor.getSnapshot())).toEqual(fixture.company)
    actor.send({ type: 'view.changed', view: { folder: 'inbox', label: 'company', q: '' } })
    const done = await settled(actor)
    expect(idsOf(done)).toEqual([1, 2, 3, 5, 8, 9, 11, 13, 15, 16, 18, 19])
    expect(backend.listQueries()).toEqual(['label=company', 'folder=inbox&label=company'])
  })

  it('resets the selection and cursor when the list changes', async () => {
    const actor = await backend.open()
    actor.send({ type: 'selection.toggle', id: 1 })
    actor.send({ type: 'selection.toggle', id: 3 })
    actor.send({ type: 'cursor.set', id: 3 })
    actor.send({ type: 'view.changed', view: { folder: 'sent', q: '' } })
    expect(actor.getSnapshot().context.selectedIds).toEqual([])
    expect(actor.getSnapshot().context.cursorId).toBeUndefined()
    const done = await settled(actor)
    expect(done.context.selectedIds).toEqual([])
    expect(done.context.cursorId).toBeUndefined()
  })

  it('keeps the selection when only the open email changes; the cursor follows the email', async () => {
    const actor = await backend.open()
    actor.send({ type: 'selection.toggle', id: 1 })
    actor.send({ type: 'selection.toggle', id: 3 })
    actor.send({ type: 'cursor.set', id: 3 })
    actor.send({ type: 'view.changed', view: { q: '', emailId: 2 } })
    const sent = actor.getSnapshot()
    expect(sent.context.selectedIds).toEqual([1, 3])
    expect(sent.context.cursorId).toBe(3)
    const done = await settled(actor)
    expect(done.context.selectedIds).toEqual([1, 3])
    expect(done.context.cursorId).toBe(2)
    expect(done.context.openEmail?.id).toBe(2)
    expect(idsOf(done)).toEqual(fixture.inbox)
  })

  it('puts the cursor on the email a new list opens with', async () => {
    const actor = await backend.open()
    actor.send({ type: 'view.changed', view: { folder: 'sent', q: '', emailId: 24 } })
    expect(actor.getSnapshot().context.cursorId).toBe(24)
    const done = await settled(actor)
    expect(done.context.cursorId).toBe(24)
    expect(done.context.openEmail?.id).toBe(24)
  })
})
