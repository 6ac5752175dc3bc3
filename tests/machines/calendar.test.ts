import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { getStore } from '../../src/mocks/db/instance'
import { calendarEventsTable } from '../../src/mocks/handlers/calendar'
import { fixture, idsOf, settled, setupCalendarBackend, shown } from './calendarHarness'

// The calendar machine against the real handlers: the category filters and their refetch,
// the view and the day shown (no refetch), other tabs' writes.

const backend = setupCalendarBackend()
const all = 'Personal,Business,Family,Holiday,ETC'

describe('loading', () => {
  it('loads every category by default, earliest first (tag populated)', async () => {
    const actor = backend.start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const state = await settled(actor)
    expect(state.hasTag('populated')).toBe(true)
    expect(idsOf(state)).toEqual(fixture.all)
    expect(backend.eventQueries()).toEqual([all])
  })

  it('says why it failed (tag error) and loads again on retry', async () => {
    backend.server.use(
      http.get(
        '*/apps/calendar/events',
        () => HttpResponse.json({ message: 'x' }, { status: 500 }),
        {
          once: true,
        },
      ),
    )
    const actor = backend.start()
    const failed = await waitFor(actor, (state) => state.hasTag('error'))
    expect(failed.context.listFailure).toEqual({ reason: 'unavailable' })
    actor.send({ type: 'list.retry' })
    const state = await settled(actor)
    expect(state.hasTag('populated')).toBe(true)
    expect(state.context.listFailure).toBeNull()
  })
})

describe('category filters', () => {
  it('switching one off hides its events at once and refetches with the others', async () => {
    const actor = await backend.open()
    actor.send({ type: 'filter.toggle', calendar: 'Business' })
    const now = actor.getSnapshot()
    expect(now.context.view.calendars).toEqual(['Personal', 'Family', 'Holiday', 'ETC'])
    expect(idsOf(now).some((id) => (fixture.Business as readonly number[]).includes(id))).toBe(
      false,
    )
    expect(now.hasTag('loading')).toBe(true)
    const state = await settled(actor)
    expect(idsOf(state)).toEqual(fixture.all.filter((id) => ![1, 2, 3, 4].includes(id)))
    expect(backend.eventQueries()).toEqual([all, 'Personal,Family,Holiday,ETC'])
    // On again: back in the sidebar's order, and its events are back.
    actor.send({ type: 'filter.toggle', calendar: 'Business' })
    expect(actor.getSnapshot().context.view.calendars.join()).toBe(all)
    expect(idsOf(await settled(actor))).toEqual(fixture.all)
  })

  it('“view all” off shows none (tag empty, no events asked for), on shows every one', async () => {
    const actor = await backend.open()
    actor.send({ type: 'filter.all', isOn: false })
    const none = await settled(actor)
    expect(none.hasTag('empty')).toBe(true)
    expect(none.context.events).toEqual([])
    expect(backend.eventQueries()).toEqual([all, ''])
    actor.send({ type: 'filter.all', isOn: true })
    const every = await settled(actor)
    expect(every.hasTag('populated')).toBe(true)
    expect(idsOf(every)).toEqual(fixture.all)
  })

  it('starts from the URL’s categories', async () => {
    const actor = await backend.open({ calendars: ['Family'] })
    expect(idsOf(actor.getSnapshot())).toEqual(fixture.Family)
    expect(backend.eventQueries()).toEqual(['Family'])
    // The same categories again (a URL change of the day only): nothing is fetched.
    actor.send({
      type: 'view.changed',
      view: { mode: 'week', date: '2026-03-20', calendars: ['Family'] },
    })
    await settled(actor)
    expect(backend.eventQueries()).toEqual(['Family'])
  })
})

describe('the view and the day shown', () => {
  it('steps by the view’s unit and back to today, without fetching', async () => {
    const actor = await backend.open()
    const date = () => actor.getSnapshot().context.view.date
    actor.send({ type: 'view.next' })
    expect(date()).toBe('2026-04-01')
    actor.send({ type: 'view.mode', mode: 'week' })
    actor.send({ type: 'view.previous' })
    expect(date()).toBe('2026-03-25')
    actor.send({ type: 'view.mode', mode: 'day' })
    actor.send({ type: 'view.next' })
    expect(date()).toBe('2026-03-26')
    actor.send({ type: 'view.today' })
    expect(date()).toBeNull()
    actor.send({ type: 'view.mode', mode: 'list' })
    actor.send({ type: 'view.previous' })
    expect(actor.getSnapshot().context.view).toMatchObject({ mode: 'list', date: '2026-02-01' })
    expect(backend.eventQueries()).toEqual([all])
  })

  it('jumps to a day picked in the mini month; today is no date at all; nonsense is ignored', async () => {
    const actor = await backend.open()
    actor.send({ type: 'view.date', date: '2026-05-04' })
    expect(actor.getSnapshot().context.view.date).toBe('2026-05-04')
    actor.send({ type: 'view.date', date: 'someday' })
    expect(actor.getSnapshot().context.view.date).toBe('2026-05-04')
    actor.send({ type: 'view.date', date: '2026-03-16' })
    expect(actor.getSnapshot().context.view.date).toBeNull()
  })

  it('starts in the device’s view: the list on phones', () => {
    const actor = backend.start({ defaultMode: 'list' })
    expect(actor.getSnapshot().context.view.mode).toBe('list')
  })
})

describe('other tabs', () => {
  it('refetches in place when another tab changed events', async () => {
    const actor = await backend.open()
    getStore().transaction((tx) =>
      tx.write(
        calendarEventsTable,
        tx
          .read(calendarEventsTable)
          .map((event) =>
            event.id === 11 ? { ...event, title: 'Team lunch (moved upstairs)' } : event,
          ),
      ),
    )
    actor.send({ type: 'events.changedElsewhere' })
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true)
    expect(actor.getSnapshot().hasTag('populated')).toBe(true)
    const state = await settled(actor)
    expect(shown(state, 11)?.title).toBe('Team lunch (moved upstairs)')
  })
})
