// The mailbox regions are independent: a signal for one region (list.load,
// reader.load, notice.show, search.type) must not restart the others.
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { fixture, idsOf, settled, setupEmailBackend } from './emailHarness'

const backend = setupEmailBackend()

describe('regions stay independent', () => {
  it('opening another email of the same list does not reload the list', async () => {
    const actor = await backend.open()
    actor.send({ type: 'view.changed', view: { q: '', emailId: 2 } })
    const now = actor.getSnapshot()
    expect(now.hasTag('populated')).toBe(true)
    expect(now.hasTag('loading')).toBe(false)
    await settled(actor)
    expect(backend.listQueries()).toEqual(['folder=inbox'])
  })

  it('typing a search keeps the list, the open email and the compose dialog until it commits', async () => {
    const actor = await backend.open({ q: '', emailId: 2 }, { searchDelayMs: 30 })
    actor.send({ type: 'compose.open', input: { fields: { subject: 'Half written' } } })
    const composer = actor.getSnapshot().children.composer!
    actor.send({ type: 'search.type', text: 'bud' })
    const typing = actor.getSnapshot()
    expect(typing.matches({ list: 'populated', reader: 'open', compose: 'open' })).toBe(true)
    expect(typing.children.composer).toBe(composer)
    expect(typing.context.openEmail?.id).toBe(2)
    const committed = await waitFor(actor, (state) => state.context.view.q === 'bud')
    expect(committed.matches({ compose: 'open' })).toBe(true)
    expect(committed.children.composer).toBe(composer)
    await settled(actor)
    expect(backend.listQueries()).toEqual(['folder=inbox', 'folder=inbox&q=bud'])
    expect(composer.getSnapshot().context.fields.subject).toBe('Half written')
  })

  it('changing the list keeps the compose dialog open with what was typed', async () => {
    const actor = await backend.open()
    actor.send({ type: 'compose.open' })
    const composer = actor.getSnapshot().children.composer!
    composer.send({ type: 'field.change', field: 'subject', value: 'Half written' })
    actor.send({ type: 'view.changed', view: { folder: 'sent', q: '' } })
    const done = await settled(actor)
    expect(done.matches({ compose: 'open' })).toBe(true)
    expect(done.children.composer).toBe(composer)
    expect(composer.getSnapshot().context.fields.subject).toBe('Half written')
  })

  it('a toast does not reload the list: a trash refetches once, after its write', async () => {
    const actor = await backend.open()
    actor.send({ type: 'emails.trash', ids: [2] })
    const now = actor.getSnapshot()
    expect(now.hasTag('populated')).toBe(true)
    expect(now.hasTag('loading')).toBe(false)
    const done = await settled(actor)
    expect(idsOf(done)).toEqual(fixture.inbox.filter((id) => id !== 2))
    const { timeline } = backend
    expect(timeline.map(({ phase, call }) => `${phase} ${call.split('?')[0]}`)).toEqual([
      'start GET /apps/email/emails',
      'end GET /apps/email/emails',
      'start POST /apps/email/update-emails',
      'end POST /apps/email/update-emails',
      'start GET /apps/email/emails',
      'end GET /apps/email/emails',
    ])
  })

  it('a toast keeps the compose dialog open', async () => {
    const actor = await backend.open()
    actor.send({ type: 'compose.open', input: { fields: { subject: 'Half written' } } })
    const composer = actor.getSnapshot().children.composer!
    actor.send({ type: 'emails.trash', ids: [2] })
    expect(actor.getSnapshot().matches({ compose: 'open' })).toBe(true)
    expect(actor.getSnapshot().children.composer).toBe(composer)
  })

  it('a toast keeps the open email without fetching it again', async () => {
    const actor = await backend.open({ q: '', emailId: 2 })
    actor.send({ type: 'emails.trash', ids: [5] })
    expect(actor.getSnapshot().matches({ reader: 'open' })).toBe(true)
    await settled(actor)
    const readerCalls = backend.started().filter((call) => call === 'GET /apps/email/get-email')
    expect(readerCalls).toHaveLength(1)
  })
})
