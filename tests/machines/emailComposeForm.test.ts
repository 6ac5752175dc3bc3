// The compose form: validation, attachments and discarding.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { composeMachine, type ComposeInput } from '../../src/machines/email/composeMachine'
import { emptyCompose } from '../../src/machines/email/composeRules'
import { type Mailbox, quiet, setupEmailBackend } from './emailHarness'

const backend = setupEmailBackend()

const startCompose = (input: ComposeInput = {}) => createActor(composeMachine, { input }).start()

/** Opens the dialog in the mailbox and returns it. */
function openComposer(actor: Mailbox, input?: ComposeInput) {
  actor.send({ type: 'compose.open', input })
  expect(actor.getSnapshot().matches({ compose: 'open' })).toBe(true)
  return actor.getSnapshot().children.composer!
}

const writes = () => backend.started().filter((call) => call.startsWith('POST'))

describe('validation', () => {
  it('needs a recipient to send', () => {
    const actor = startCompose()
    expect(actor.getSnapshot().context).toMatchObject({
      fields: emptyCompose,
      errors: {},
      showErrors: false,
      draftId: undefined,
    })
    actor.send({ type: 'send' })
    const after = actor.getSnapshot()
    expect(after.matches('editing')).toBe(true)
    expect(after.context.errors).toEqual({ to: { code: 'required' } })
    expect(after.context.showErrors).toBe(true)
  })

  it('shows errors only after the first send attempt, then after every keystroke', () => {
    const actor = startCompose()
    actor.send({ type: 'field.change', field: 'to', value: 'bad' })
    expect(actor.getSnapshot().context.errors).toEqual({})
    actor.send({ type: 'send' })
    expect(actor.getSnapshot().context.errors).toEqual({
      to: { code: 'invalid', addresses: ['bad'] },
    })
    actor.send({ type: 'field.change', field: 'to', value: 'tobias.renner@demo.com' })
    expect(actor.getSnapshot().context.errors).toEqual({})
    actor.send({ type: 'field.change', field: 'to', value: ' ' })
    expect(actor.getSnapshot().context.errors).toEqual({ to: { code: 'required' } })
  })

  it('lists every invalid address of to, cc and bcc, once each', () => {
    const actor = startCompose({
      fields: {
        to: 'a@b.co, bad@, x@y, a@b.co bad@',
        cc: 'nope; priya.natarajan@demo.com',
        bcc: 'p@q.io also-bad',
      },
    })
    actor.send({ type: 'send' })
    const after = actor.getSnapshot()
    expect(after.matches('editing')).toBe(true)
    expect(after.context.errors).toEqual({
      to: { code: 'invalid', addresses: ['bad@', 'x@y'] },
      cc: { code: 'invalid', addresses: ['nope'] },
      bcc: { code: 'invalid', addresses: ['also-bad'] },
    })
  })

  it('saving a draft checks the addresses given but needs no recipient', () => {
    const actor = startCompose({ fields: { subject: 'Notes', cc: 'nope' } })
    actor.send({ type: 'draft.save' })
    const after = actor.getSnapshot()
    expect(after.matches('editing')).toBe(true)
    expect(after.context.errors).toEqual({ cc: { code: 'invalid', addresses: ['nope'] } })
    actor.send({ type: 'field.change', field: 'cc', value: '' })
    expect(actor.getSnapshot().context.errors).toEqual({ to: { code: 'required' } })
  })

  it('saving an empty draft just closes', () => {
    const actor = startCompose()
    actor.send({ type: 'draft.save' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ outcome: 'discarded' })
  })
})

describe('attachments', () => {
  it('adds picked files with a readable size and removes them by position', () => {
    const actor = startCompose()
    actor.send({
      type: 'attachments.add',
      files: [
        { name: 'plan.pdf', size: 840 * 1024 },
        { name: 'photo.png', size: 1_258_291 },
      ],
    })
    actor.send({ type: 'attachments.add', files: [{ name: 'notes.txt', size: 10 }] })
    expect(actor.getSnapshot().context.fields.attachments).toEqual([
      { fileName: 'plan.pdf', size: '840 KB', thumbnail: '', url: '' },
      { fileName: 'photo.png', size: '1.2 MB', thumbnail: '', url: '' },
      { fileName: 'notes.txt', size: '1 KB', thumbnail: '', url: '' },
    ])
    actor.send({ type: 'attachments.remove', index: 1 })
    expect(actor.getSnapshot().context.fields.attachments.map((file) => file.fileName)).toEqual([
      'plan.pdf',
      'notes.txt',
    ])
  })
})

describe('discarding', () => {
  it('asks first when there is content: cancel keeps the fields, confirm closes without writing', async () => {
    const actor = await backend.open()
    const composer = openComposer(actor)
    composer.send({ type: 'field.change', field: 'subject', value: 'Half written' })
    composer.send({ type: 'discard' })
    expect(composer.getSnapshot().matches('confirmingDiscard')).toBe(true)
    composer.send({ type: 'discard.cancel' })
    expect(composer.getSnapshot().matches('editing')).toBe(true)
    expect(composer.getSnapshot().context.fields.subject).toBe('Half written')
    composer.send({ type: 'discard' })
    composer.send({ type: 'discard.confirm' })
    const closed = actor.getSnapshot()
    expect(closed.matches({ compose: 'closed' })).toBe(true)
    expect(closed.context.notice).toBeNull()
    await quiet(actor)
    expect(writes()).toEqual([])
    expect(backend.listQueries()).toEqual(['folder=inbox'])
  })

  it('an attachment alone counts as content', () => {
    const actor = startCompose()
    actor.send({ type: 'attachments.add', files: [{ name: 'a.txt', size: 1 }] })
    actor.send({ type: 'discard' })
    expect(actor.getSnapshot().matches('confirmingDiscard')).toBe(true)
  })

  it('closes at once when empty', async () => {
    const actor = await backend.open()
    const composer = openComposer(actor)
    composer.send({ type: 'field.change', field: 'to', value: '   ' })
    composer.send({ type: 'discard' })
    expect(actor.getSnapshot().matches({ compose: 'closed' })).toBe(true)
    expect(actor.getSnapshot().context.notice).toBeNull()
    await quiet(actor)
    expect(writes()).toEqual([])
  })

  it('can be opened again after closing, empty', async () => {
    const actor = await backend.open()
    let composer = openComposer(actor, { fields: { subject: 'First' } })
    composer.send({ type: 'discard' })
    composer.send({ type: 'discard.confirm' })
    composer = openComposer(actor)
    expect(composer.getSnapshot().context.fields).toEqual(emptyCompose)
  })
})
