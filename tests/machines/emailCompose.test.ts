// The compose dialog as the mailbox child: send, save draft, edit a saved draft, failures.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../src/api/http'
import type { Email, EmailDraft } from '../../src/api/types/email'
import { composeMachine, type ComposeInput } from '../../src/machines/email/composeMachine'
import { emptyCompose } from '../../src/machines/email/composeRules'
import { emailMachine } from '../../src/machines/email/emailMachine'
import {
  fixture,
  idsOf,
  type Mailbox,
  settled,
  setupEmailBackend,
  stored,
  storedIn,
} from './emailHarness'

const backend = setupEmailBackend()

/** Opens the dialog in the mailbox and returns it. */
function openComposer(actor: Mailbox, input?: ComposeInput) {
  actor.send({ type: 'compose.open', input })
  expect(actor.getSnapshot().matches({ compose: 'open' })).toBe(true)
  return actor.getSnapshot().children.composer!
}

const closedCompose = (actor: Mailbox) =>
  waitFor(actor, (state) => state.matches({ compose: 'closed' }))

describe('sending', () => {
  it('sends to Sent with a toast and a fresh list', async () => {
    const actor = await backend.open()
    const composer = openComposer(actor)
    composer.send({ type: 'field.change', field: 'to', value: 'eleanor.price@demo.com' })
    composer.send({ type: 'field.change', field: 'cc', value: 'priya.natarajan@demo.com' })
    composer.send({ type: 'field.change', field: 'subject', value: ' Hiring plan ' })
    composer.send({
      type: 'field.change',
      field: 'message',
      value: '<p>Hi Eleanor,</p><p><strong>Soon</strong>.</p>',
    })
    composer.send({ type: 'attachments.add', files: [{ name: 'plan.pdf', size: 2048 }] })
    composer.send({ type: 'send' })
    expect(composer.getSnapshot().hasTag('busy')).toBe(true)
    const closed = await closedCompose(actor)
    expect(closed.context.notice).toEqual({ kind: 'sent' })
    expect(closed.children.composer).toBeUndefined()
    await settled(actor)
    expect(stored(41)).toMatchObject({
      folder: 'sent',
      from: { email: 'admin@demo.com', name: 'Amara Okafor' },
      to: [{ name: 'eleanor.price@demo.com', email: 'eleanor.price@demo.com' }],
      cc: ['priya.natarajan@demo.com'],
      bcc: [],
      subject: 'Hiring plan',
      message: '<p>Hi Eleanor,</p><p><strong>Soon</strong>.</p>',
      attachments: [{ fileName: 'plan.pdf', size: '2 KB' }],
      isRead: true,
    })
    expect(backend.listQueries()).toEqual(['folder=inbox', 'folder=inbox'])
    actor.send({ type: 'view.changed', view: { folder: 'sent', q: '' } })
    expect(idsOf(await settled(actor))).toEqual([41, ...fixture.sent])
  })

  it('starts with the fields it is given (a reply)', async () => {
    const actor = await backend.open()
    const composer = openComposer(actor, {
      fields: { to: 'kenji@morikawa-studio.jp', subject: 'Re: Photos from the Kyoto workshop' },
    })
    expect(composer.getSnapshot().context.fields).toEqual({
      ...emptyCompose,
      to: 'kenji@morikawa-studio.jp',
      subject: 'Re: Photos from the Kyoto workshop',
    })
    expect(actor.getSnapshot().context.composeInput).toEqual({
      fields: { to: 'kenji@morikawa-studio.jp', subject: 'Re: Photos from the Kyoto workshop' },
    })
  })

  it('keeps every field and says the server is unavailable on a 500', async () => {
    backend.server.use(
      http.post(
        '*/apps/email/send-email',
        () => HttpResponse.json({ message: 'down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    )
    const actor = await backend.open()
    const composer = openComposer(actor, {
      fields: { to: 'noah@fjordbyte.se', subject: 'Stockholm', message: '<p>Hej</p>' },
    })
    composer.send({ type: 'attachments.add', files: [{ name: 'map.pdf', size: 5000 }] })
    const fields = composer.getSnapshot().context.fields
    composer.send({ type: 'send' })
    const failed = await waitFor(composer, (state) => state.context.failure !== null)
    expect(failed.matches('editing')).toBe(true)
    expect(failed.context.failure).toEqual({ reason: 'unavailable' })
    expect(failed.context.fields).toEqual(fields)
    expect(actor.getSnapshot().matches({ compose: 'open' })).toBe(true)
    expect(actor.getSnapshot().context.notice).toBeNull()
    expect(storedIn('sent')).toEqual(fixture.sent)
    composer.send({ type: 'send' })
    expect(composer.getSnapshot().context.failure).toBeNull()
    await closedCompose(actor)
    expect(stored(41).subject).toBe('Stockholm')
  })

  it('gives the server message when it refuses the email (400)', async () => {
    const actor = await backend.open()
    const composer = openComposer(actor, {
      fields: { to: 'noah@fjordbyte.se', subject: 'x'.repeat(301) },
    })
    composer.send({ type: 'send' })
    const failed = await waitFor(composer, (state) => state.context.failure !== null)
    expect(failed.matches('editing')).toBe(true)
    expect(failed.context.failure).toEqual({
      reason: 'rejected',
      message: 'Invalid request: email.subject: Too big: expected string to have <=300 characters',
    })
    expect(failed.context.fields.subject).toBe('x'.repeat(301))
  })

  it('takes a refusal from a provided send actor as rejected, with its message', async () => {
    const machine = emailMachine.provide({
      actors: {
        compose: composeMachine.provide({
          actors: {
            sendEmail: fromPromise<Email, { draft: EmailDraft; draftId: number | undefined }>(
              async () => {
                throw new ApiError(422, {}, 'That address does not accept mail.')
              },
            ),
          },
        }),
      },
    })
    const actor = backend.start({}, machine)
    await settled(actor)
    const composer = openComposer(actor, { fields: { to: 'noah@fjordbyte.se' } })
    composer.send({ type: 'send' })
    const failed = await waitFor(composer, (state) => state.context.failure !== null)
    expect(failed.context.failure).toEqual({
      reason: 'rejected',
      message: 'That address does not accept mail.',
    })
    expect(failed.matches('editing')).toBe(true)
  })

  it('a send into an empty search view makes it populated', async () => {
    const actor = await backend.open({ folder: 'sent', q: 'zzzz' })
    expect(actor.getSnapshot().hasTag('empty')).toBe(true)
    const composer = openComposer(actor, {
      fields: { to: 'noah@fjordbyte.se', subject: 'zzzz report' },
    })
    composer.send({ type: 'send' })
    await closedCompose(actor)
    const done = await settled(actor)
    expect(done.hasTag('populated')).toBe(true)
    expect(idsOf(done)).toEqual([41])
  })
})

describe('drafts', () => {
  it('saves a new draft with a toast; the counts follow', async () => {
    const actor = await backend.open()
    const composer = openComposer(actor, { fields: { subject: 'Idea', message: '<p>Later.</p>' } })
    composer.send({ type: 'draft.save' })
    expect(composer.getSnapshot().hasTag('busy')).toBe(true)
    const closed = await closedCompose(actor)
    expect(closed.context.notice).toEqual({ kind: 'saved' })
    const done = await settled(actor)
    expect(stored(41)).toMatchObject({ folder: 'draft', subject: 'Idea', to: [] })
    expect(done.context.meta).toEqual({ inbox: 6, draft: 5, spam: 2 })
  })

  it('sending a saved draft moves it to Sent with the same id, and closes it in the reader', async () => {
    const actor = await backend.open({ folder: 'draft', q: '', emailId: 31 })
    const draft = actor.getSnapshot().context.openEmail!
    const composer = openComposer(actor, { draft })
    expect(composer.getSnapshot().context).toMatchObject({
      draftId: 31,
      fields: {
        to: 'noah@fjordbyte.se',
        cc: '',
        bcc: '',
        subject: 'Stockholm dates',
        message:
          '<p>Hi Noah,</p><p>I land on the Tuesday evening and fly out on Friday. Would Wednesday morning</p>',
        attachments: [],
      },
    })
    composer.send({
      type: 'field.change',
      field: 'message',
      value: '<p>Hi Noah,</p><p>Wednesday works.</p>',
    })
    composer.send({ type: 'send' })
    const closed = await closedCompose(actor)
    expect(closed.context.notice).toEqual({ kind: 'sent' })
    expect(closed.context.view).toEqual({ folder: 'draft', q: '', emailId: undefined })
    expect(closed.matches({ reader: 'closed' })).toBe(true)
    const done = await settled(actor)
    expect(idsOf(done)).toEqual([28, 29, 30])
    expect(stored(31)).toMatchObject({
      folder: 'sent',
      message: '<p>Hi Noah,</p><p>Wednesday works.</p>',
      isStarred: true,
      labels: ['personal'],
    })
    expect(storedIn('draft')).toEqual([28, 29, 30])
    expect(storedIn('sent')).toEqual([...fixture.sent, 31])
  })

  it('editing a saved draft opens its HTML as it was saved, list and all', async () => {
    const actor = await backend.open({ folder: 'draft', q: '', emailId: 30 })
    const draft = actor.getSnapshot().context.openEmail!
    const composer = openComposer(actor, { draft })
    const { message } = composer.getSnapshot().context.fields
    expect(message).toBe(draft.message)
    expect(message).toContain('<ol>')
    expect(message).toContain('The 4.2 release')
  })

  it('saving a saved draft updates it in place', async () => {
    const actor = await backend.open({ folder: 'draft', q: '' })
    const draft = actor.getSnapshot().context.emails.find((email) => email.id === 29)!
    const composer = openComposer(actor, { draft })
    composer.send({ type: 'field.change', field: 'subject', value: 'Re: Shipment delay (v2)' })
    composer.send({ type: 'draft.save' })
    await closedCompose(actor)
    const done = await settled(actor)
    expect(stored(29)).toMatchObject({ folder: 'draft', subject: 'Re: Shipment delay (v2)' })
    expect(idsOf(done)).toEqual([29, 28, 30, 31])
    expect(done.context.meta.draft).toBe(4)
  })

  it('a 500 on saving keeps the fields', async () => {
    backend.server.use(
      http.post('*/apps/email/save-draft', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    )
    const actor = await backend.open()
    const composer = openComposer(actor, { fields: { subject: 'Idea' } })
    composer.send({ type: 'draft.save' })
    const failed = await waitFor(composer, (state) => state.context.failure !== null)
    expect(failed.matches('editing')).toBe(true)
    expect(failed.context.failure).toEqual({ reason: 'unavailable' })
    expect(failed.context.fields.subject).toBe('Idea')
  })
})
