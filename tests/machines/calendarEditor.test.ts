import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { editorOf, idsOf, settled, setupCalendarBackend, shown, stored } from './calendarHarness'

// The event drawer through the calendar machine: add (validated), edit, a selected range,
// failures that keep every field, remove from the drawer.

const backend = setupCalendarBackend()

const drawer = (actor: Parameters<typeof editorOf>[0]) => editorOf(actor).getSnapshot()

describe('add an event', () => {
  it('opens on the day shown, checks the fields, saves with the last id plus one', async () => {
    const actor = await backend.open()
    actor.send({ type: 'view.date', date: '2026-03-19' })
    actor.send({ type: 'editor.openNew' })
    expect(actor.getSnapshot().hasTag('editorOpen')).toBe(true)
    expect(drawer(actor).context.fields).toMatchObject({
      title: '',
      calendar: 'Business',
      startDate: '2026-03-19',
      startTime: '09:00',
      endTime: '10:00',
    })
    actor.send({ type: 'editor.change', fields: { endTime: '08:00' } })
    actor.send({ type: 'editor.save' })
    expect(drawer(actor).context.errors).toEqual({
      title: { code: 'required' },
      endTime: { code: 'endNotAfterStart' },
    })
    expect(backend.writes()).toEqual([])
    // Typing clears a field's message; moving the start clears the end's.
    actor.send({ type: 'editor.change', fields: { title: 'Dinner with Ana', calendar: 'Family' } })
    actor.send({ type: 'editor.change', fields: { startTime: '07:30' } })
    expect(drawer(actor).context.errors).toEqual({})
    actor.send({ type: 'editor.save' })
    expect(drawer(actor).hasTag('saving')).toBe(true)
    await waitFor(actor, (s) => !s.hasTag('editorOpen'))
    const state = await settled(actor)
    expect(state.context.notice).toMatchObject({ kind: 'added', event: { id: 16 } })
    expect(shown(state, 16)).toMatchObject({ title: 'Dinner with Ana', allDay: false })
    expect(stored(16)?.extendedProps.calendar).toBe('Family')
    expect(backend.writes()).toEqual(['POST /apps/calendar/add-event'])
  })

  it('starts from a selected range of days (an all-day event)', async () => {
    const actor = await backend.open()
    actor.send({
      type: 'editor.openNew',
      range: { start: '2026-03-24', end: '2026-03-26', allDay: true },
    })
    expect(drawer(actor).context.fields).toMatchObject({
      allDay: true,
      startDate: '2026-03-24',
      endDate: '2026-03-25',
    })
    actor.send({ type: 'editor.change', fields: { title: 'Offsite' } })
    actor.send({ type: 'editor.save' })
    await waitFor(actor, (s) => !s.hasTag('editorOpen'))
    expect(stored(16)).toMatchObject({
      allDay: true,
      start: '2026-03-24T00:00:00.000Z',
      end: '2026-03-26T00:00:00.000Z',
    })
  })

  it('keeps every field as typed when the save fails, and says why', async () => {
    const actor = await backend.open()
    backend.server.use(
      http.post('*/apps/calendar/add-event', () => HttpResponse.error(), { once: true }),
    )
    actor.send({ type: 'editor.openNew' })
    actor.send({ type: 'editor.change', fields: { title: 'Board call', location: 'Room 7' } })
    actor.send({ type: 'editor.save' })
    const failed = await waitFor(editorOf(actor), (s) => s.context.failure !== null)
    expect(failed.hasTag('editing')).toBe(true)
    expect(failed.context.failure).toEqual({ reason: 'unavailable' })
    expect(failed.context.fields).toMatchObject({ title: 'Board call', location: 'Room 7' })
    actor.send({ type: 'editor.save' })
    await waitFor(actor, (s) => !s.hasTag('editorOpen'))
    expect(stored(16)?.title).toBe('Board call')
  })

  it('shows the back end’s refusals at their fields', async () => {
    const actor = await backend.open()
    backend.server.use(
      http.post(
        '*/apps/calendar/add-event',
        () =>
          HttpResponse.json(
            { message: 'Invalid request', errors: { location: 'That room is closed.' } },
            { status: 400 },
          ),
        { once: true },
      ),
    )
    actor.send({ type: 'editor.openNew' })
    actor.send({ type: 'editor.change', fields: { title: 'Board call', location: 'Room 7' } })
    actor.send({ type: 'editor.save' })
    const refused = await waitFor(editorOf(actor), (s) => Object.keys(s.context.errors).length > 0)
    expect(refused.context.errors).toEqual({
      location: { code: 'server', message: 'That room is closed.' },
    })
    expect(refused.context.failure).toBeNull()
  })

  it('asks before closing with changes; discards or keeps editing', async () => {
    const actor = await backend.open()
    actor.send({ type: 'editor.openNew' })
    actor.send({ type: 'editor.close' })
    expect(actor.getSnapshot().hasTag('editorOpen')).toBe(false)
    actor.send({ type: 'editor.openNew' })
    actor.send({ type: 'editor.change', fields: { title: 'Draft' } })
    actor.send({ type: 'editor.close' })
    expect(drawer(actor).hasTag('askingToClose')).toBe(true)
    actor.send({ type: 'editor.keepEditing' })
    expect(drawer(actor).context.fields.title).toBe('Draft')
    actor.send({ type: 'editor.close' })
    actor.send({ type: 'editor.discard' })
    expect(actor.getSnapshot().hasTag('editorOpen')).toBe(false)
    expect(backend.writes()).toEqual([])
  })
})

describe('edit an event', () => {
  it('opens an event shown with its fields, saves it, and the calendar follows', async () => {
    const actor = await backend.open()
    actor.send({ type: 'editor.open', id: 1 })
    expect(drawer(actor).context.fields).toMatchObject({
      title: 'Harbourline renewal call',
      url: 'https://meet.demo.com/harbourline',
      location: 'Online',
      guests: [{ fullName: 'Lena Fischer' }, { fullName: 'Tomasz Nowak' }],
    })
    const { startDate, endDate } = drawer(actor).context.fields
    actor.send({
      type: 'editor.change',
      fields: { calendar: 'Personal', guests: [], startTime: '16:00', endTime: '17:00' },
    })
    actor.send({ type: 'editor.save' })
    await waitFor(actor, (s) => !s.hasTag('editorOpen'))
    const state = await settled(actor)
    expect(state.context.notice).toMatchObject({ kind: 'saved', event: { id: 1 } })
    // 16:00 on the viewer's clock, on the day the drawer showed.
    expect(stored(1)).toMatchObject({
      start: new Date(`${startDate}T16:00:00`).toISOString(),
      end: new Date(`${endDate}T17:00:00`).toISOString(),
      extendedProps: { calendar: 'Personal', guests: [] },
    })
    expect(backend.writes()).toEqual(['POST /apps/calendar/update-event'])
  })

  it('leaves the calendar when saved into a category not shown', async () => {
    const actor = await backend.open({ calendars: ['Business'] })
    actor.send({ type: 'editor.open', id: 2 })
    actor.send({ type: 'editor.change', fields: { calendar: 'ETC' } })
    actor.send({ type: 'editor.save' })
    await waitFor(actor, (s) => !s.hasTag('editorOpen'))
    const state = await settled(actor)
    expect(idsOf(state)).toEqual([1, 3, 4])
  })

  it('does not open an event that is not shown', async () => {
    const actor = await backend.open({ calendars: ['Family'] })
    actor.send({ type: 'editor.open', id: 1 })
    expect(actor.getSnapshot().hasTag('editorOpen')).toBe(false)
  })

  it('removes the event from the drawer (after the screen asked), with Undo', async () => {
    const actor = await backend.open()
    actor.send({ type: 'editor.open', id: 12 })
    actor.send({ type: 'editor.delete' })
    const state = actor.getSnapshot()
    expect(state.hasTag('editorOpen')).toBe(false)
    expect(idsOf(state)).not.toContain(12)
    expect(state.context.notice).toMatchObject({ kind: 'removed', event: { id: 12 } })
    actor.send({ type: 'notice.undo' })
    expect(idsOf(actor.getSnapshot())).toContain(12)
  })
})
