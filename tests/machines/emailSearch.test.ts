// Search with its typing pause, selection and cursor, and the internal signals sent from outside.
import { describe, expect, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import { getStore } from '../../src/mocks/db/instance'
import { emailsTable } from '../../src/mocks/handlers/emailTables'
import { fixture, idsOf, quiet, settled, setupEmailBackend } from './emailHarness'

const backend = setupEmailBackend()

describe('search', () => {
  it('search.type waits for the pause; typing again starts it over', async () => {
    const clock = new SimulatedClock()
    const actor = await backend.open(undefined, { searchDelayMs: 300 }, clock)
    actor.send({ type: 'search.type', text: 'bud' })
    expect(actor.getSnapshot().context.searchText).toBe('bud')
    expect(actor.getSnapshot().matches({ search: 'pausing' })).toBe(true)
    clock.increment(200)
    actor.send({ type: 'search.type', text: 'budget ' })
    clock.increment(299)
    expect(actor.getSnapshot().context.view.q).toBe('')
    expect(actor.getSnapshot().matches({ search: 'pausing' })).toBe(true)
    clock.increment(1)
    const committed = actor.getSnapshot()
    expect(committed.context.view).toEqual({ q: 'budget', emailId: undefined })
    expect(committed.matches({ search: 'idle' })).toBe(true)
    expect(committed.hasTag('loading')).toBe(true)
    const done = await settled(actor)
    expect(idsOf(done)).toEqual([3])
    expect(done.context.searchText).toBe('budget')
    expect(backend.listQueries().at(-1)).toBe('folder=inbox&q=budget')
  })

  it('search.submit commits at once, and the pause then commits nothing more', async () => {
    const clock = new SimulatedClock()
    const actor = await backend.open(undefined, { searchDelayMs: 30 }, clock)
    actor.send({ type: 'search.type', text: 'harbourline' })
    actor.send({ type: 'search.submit' })
    const submitted = actor.getSnapshot()
    expect(submitted.context.view.q).toBe('harbourline')
    expect(submitted.matches({ search: 'idle' })).toBe(true)
    expect(submitted.hasTag('loading')).toBe(true)
    expect(idsOf(await settled(actor))).toEqual([4])
    // Past the end of the typing pause that search.submit cut short.
    clock.increment(30)
    await quiet(actor)
    expect(backend.listQueries()).toEqual(['folder=inbox', 'folder=inbox&q=harbourline'])
  })

  it('does not reload when the committed text is the search already shown', async () => {
    const actor = await backend.open({ q: 'budget' })
    expect(actor.getSnapshot().context.searchText).toBe('budget')
    actor.send({ type: 'search.submit' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
    expect(backend.listQueries()).toEqual(['folder=inbox&q=budget'])
  })

  it('an empty search returns to the list, closing the open email', async () => {
    const actor = await backend.open({ q: 'budget', emailId: 3 })
    expect(actor.getSnapshot().context.openEmail?.id).toBe(3)
    actor.send({ type: 'search.type', text: '   ' })
    actor.send({ type: 'search.submit' })
    const submitted = actor.getSnapshot()
    expect(submitted.context.view).toEqual({ q: '', emailId: undefined })
    expect(submitted.context.searchText).toBe('')
    expect(submitted.matches({ reader: 'closed' })).toBe(true)
    const done = await settled(actor)
    expect(idsOf(done)).toEqual(fixture.inbox)
  })

  it('searches within the folder or label shown', async () => {
    const actor = await backend.open({ folder: 'sent', q: '' })
    actor.send({ type: 'search.type', text: 'budget' })
    actor.send({ type: 'search.submit' })
    expect(idsOf(await settled(actor))).toEqual([26])
    expect(actor.getSnapshot().context.view).toEqual({ folder: 'sent', q: 'budget' })
  })
})

describe('selection and cursor', () => {
  it('toggles, selects all, toggles all off and clears', async () => {
    const actor = await backend.open()
    const selected = () => actor.getSnapshot().context.selectedIds
    actor.send({ type: 'selection.toggle', id: 4 })
    actor.send({ type: 'selection.toggle', id: 2 })
    expect(selected()).toEqual([4, 2])
    actor.send({ type: 'selection.toggle', id: 4 })
    expect(selected()).toEqual([2])
    actor.send({ type: 'selection.all' })
    expect(selected()).toEqual(fixture.inbox)
    actor.send({ type: 'selection.all' })
    expect(selected()).toEqual([])
    actor.send({ type: 'selection.all' })
    actor.send({ type: 'selection.toggle', id: 20 })
    expect(selected()).toHaveLength(19)
    actor.send({ type: 'selection.all' })
    expect(selected()).toEqual(fixture.inbox)
    actor.send({ type: 'selection.clear' })
    expect(selected()).toEqual([])
  })

  it('selects nothing in an empty list', async () => {
    const actor = await backend.open({ q: 'zzzz' })
    actor.send({ type: 'selection.all' })
    expect(actor.getSnapshot().context.selectedIds).toEqual([])
  })

  it('moves the cursor within the list, stopping at either end', async () => {
    const actor = await backend.open()
    const cursor = () => actor.getSnapshot().context.cursorId
    expect(cursor()).toBeUndefined()
    actor.send({ type: 'cursor.move', by: 1 })
    expect(cursor()).toBe(1)
    actor.send({ type: 'cursor.move', by: -1 })
    expect(cursor()).toBe(1)
    actor.send({ type: 'cursor.move', by: 1 })
    expect(cursor()).toBe(2)
    actor.send({ type: 'cursor.set', id: 20 })
    actor.send({ type: 'cursor.move', by: 1 })
    expect(cursor()).toBe(20)
    actor.send({ type: 'cursor.move', by: -1 })
    expect(cursor()).toBe(19)
  })

  it('drops a cursor on a row a refresh no longer lists', async () => {
    const actor = await backend.open()
    actor.send({ type: 'cursor.set', id: 2 })
    actor.send({ type: 'emails.update', ids: [2], data: { folder: 'spam' } })
    const done = await settled(actor)
    expect(done.context.cursorId).toBeUndefined()
    expect(idsOf(done)).toHaveLength(19)
  })
})

describe('internal signals, sent from outside', () => {
  it('list.load reloads the list; reader.load and reader.clear open and close the view email', async () => {
    const actor = await backend.open({ q: '', emailId: 2 })
    actor.send({ type: 'list.load' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await settled(actor)
    expect(backend.listQueries()).toEqual(['folder=inbox', 'folder=inbox'])
    actor.send({ type: 'reader.clear' })
    expect(actor.getSnapshot().matches({ reader: 'closed' })).toBe(true)
    expect(actor.getSnapshot().context.openEmail).toBeNull()
    actor.send({ type: 'reader.load' })
    expect(actor.getSnapshot().hasTag('reading')).toBe(true)
    expect((await settled(actor)).context.openEmail?.id).toBe(2)
  })

  it('a refetch with rows moves an empty list to populated; notice.show shows the toast', async () => {
    const actor = await backend.open({ q: 'zzzz' })
    expect(actor.getSnapshot().hasTag('empty')).toBe(true)
    const subjectOf3 = (subject: (before: string) => string) =>
      getStore().transaction((tx) =>
        tx.write(
          emailsTable,
          tx
            .read(emailsTable)
            .map((email) =>
              email.id === 3 ? { ...email, subject: subject(email.subject) } : email,
            ),
        ),
      )
    subjectOf3((before) => `${before} zzzz`)
    actor.send({ type: 'list.refetch' })
    expect(actor.getSnapshot().hasTag('empty')).toBe(true)
    expect(idsOf(await settled(actor))).toEqual([3])
    expect(actor.getSnapshot().hasTag('populated')).toBe(true)
    subjectOf3((before) => before.replace(' zzzz', ''))
    actor.send({ type: 'list.refetch' })
    await settled(actor)
    expect(actor.getSnapshot().hasTag('empty')).toBe(true)
    actor.send({ type: 'notice.show' })
    expect(actor.getSnapshot().matches({ notice: 'shown' })).toBe(true)
    actor.send({ type: 'notice.dismiss' })
    expect(actor.getSnapshot().matches({ notice: 'hidden' })).toBe(true)
  })
})
