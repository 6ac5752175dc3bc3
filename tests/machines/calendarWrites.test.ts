import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock } from 'xstate'
import { idsOf, nextDay, settled, setupCalendarBackend, shown, stored } from './calendarHarness'

// Drags, resizes and removals: shown at once, saved with update-event / remove-event,
// refetched with the last parameters, rolled back with a notice when the call fails.

const backend = setupCalendarBackend()

const failWith = (method: 'post' | 'delete', path: string, status = 500) =>
  backend.server.use(
    http[method](`*/apps/calendar/${path}`, () =>
      HttpResponse.json({ message: 'The calendar is read-only today.' }, { status }),
    ),
  )

describe('drag and resize', () => {
  it('moves an event at once, saves it, then refetches with the last parameters', async () => {
    const actor = await backend.open({ calendars: ['ETC'] })
    actor.send({ type: 'event.place', id: 11, kind: 'move', placement: nextDay })
    expect(shown(actor.getSnapshot(), 11)).toMatchObject({ start: nextDay.start, end: nextDay.end })
    expect(Object.keys(actor.getSnapshot().context.pendingWrites)).toHaveLength(1)
    await settled(actor)
    expect(stored(11)).toMatchObject({ start: nextDay.start, end: nextDay.end })
    expect(backend.writes()).toEqual(['POST /apps/calendar/update-event'])
    expect(backend.eventQueries()).toEqual(['ETC', 'ETC'])
  })

  it('resizes; a drop where it was changes nothing and calls nothing', async () => {
    const actor = await backend.open()
    actor.send({
      type: 'event.place',
      id: 11,
      kind: 'resize',
      placement: { ...nextDay, start: '2026-03-16T12:30:00.000Z', end: '2026-03-16T15:00:00Z' },
    })
    await settled(actor)
    expect(stored(11)?.end).toBe('2026-03-16T15:00:00.000Z')
    actor.send({
      type: 'event.place',
      id: 11,
      kind: 'move',
      placement: { ...nextDay, start: '2026-03-16T12:30:00Z', end: '2026-03-16T15:00:00Z' },
    })
    await settled(actor)
    expect(backend.writes()).toEqual(['POST /apps/calendar/update-event'])
  })

  it('moves an all-day event by days (midnight UTC, end exclusive)', async () => {
    const actor = await backend.open()
    actor.send({
      type: 'event.place',
      id: 15,
      kind: 'move',
      placement: { start: '2026-03-29', end: '2026-03-31', allDay: true },
    })
    await settled(actor)
    expect(stored(15)).toMatchObject({
      start: '2026-03-29T00:00:00.000Z',
      end: '2026-03-31T00:00:00.000Z',
    })
  })

  it('rolls a failed drag back to where it was and says so', async () => {
    const actor = await backend.open()
    const before = shown(actor.getSnapshot(), 11)
    failWith('post', 'update-event')
    actor.send({ type: 'event.place', id: 11, kind: 'move', placement: nextDay })
    expect(shown(actor.getSnapshot(), 11)?.start).toBe(nextDay.start)
    const state = await settled(actor)
    expect(shown(state, 11)).toEqual(before)
    expect(state.context.notice).toEqual({
      kind: 'failed',
      action: 'move',
      event: before,
      failure: { reason: 'unavailable' },
    })
    expect(stored(11)).toEqual(before)
  })

  it('words a refusal with the back end’s message (resize)', async () => {
    const actor = await backend.open()
    failWith('post', 'update-event', 400)
    actor.send({
      type: 'event.place',
      id: 1,
      kind: 'resize',
      placement: { start: '2026-03-17T15:00:00Z', end: '2026-03-17T17:00:00Z', allDay: false },
    })
    const state = await settled(actor)
    expect(state.context.notice).toMatchObject({
      kind: 'failed',
      action: 'resize',
      failure: { reason: 'rejected', message: 'The calendar is read-only today.' },
    })
    expect(shown(state, 1)?.end).toBe('2026-03-17T15:45:00.000Z')
  })
})

describe('remove, then Undo', () => {
  it('removes at once and offers Undo; Undo puts the event back and no call is made', async () => {
    const actor = await backend.open()
    actor.send({ type: 'event.remove', id: 13 })
    const removing = actor.getSnapshot()
    expect(idsOf(removing)).not.toContain(13)
    expect(removing.hasTag('undoable')).toBe(true)
    expect(removing.context.notice).toMatchObject({ kind: 'removed', event: { id: 13 } })
    actor.send({ type: 'notice.undo' })
    const back = actor.getSnapshot()
    expect(idsOf(back)).toContain(13)
    expect(back.context.notice).toMatchObject({ kind: 'restored', event: { id: 13 } })
    await settled(actor)
    expect(backend.writes()).toEqual([])
    expect(stored(13)).toBeDefined()
  })

  it('sends the removal when the Undo window closes, then refetches', async () => {
    const clock = new SimulatedClock()
    const actor = await backend.open({}, { undoMs: 5000 }, clock)
    actor.send({ type: 'event.remove', id: 13 })
    clock.increment(4999)
    expect((await settled(actor)).hasTag('undoable')).toBe(true)
    expect(backend.writes()).toEqual([])
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('undoable')).toBe(false)
    await settled(actor)
    expect(backend.writes()).toEqual(['DELETE /apps/calendar/remove-event'])
    expect(stored(13)).toBeUndefined()
    expect(backend.eventQueries()).toHaveLength(2)
  })

  it('a second removal sends the first one now; leaving the page sends a waiting one', async () => {
    const actor = await backend.open()
    actor.send({ type: 'event.remove', id: 13 })
    actor.send({ type: 'event.remove', id: 14 })
    expect(actor.getSnapshot().context.waitingRemoval?.id).toBe(14)
    actor.send({ type: 'undo.commit' })
    await settled(actor)
    expect(backend.writes()).toEqual([
      'DELETE /apps/calendar/remove-event',
      'DELETE /apps/calendar/remove-event',
    ])
    expect([stored(13), stored(14)]).toEqual([undefined, undefined])
  })

  it('sends a waiting removal when its screen is left (the machine stops), and only once', async () => {
    const actor = await backend.open()
    actor.send({ type: 'event.remove', id: 13 })
    actor.stop()
    await vi.waitFor(() => expect(stored(13)).toBeUndefined())
    expect(backend.writes()).toEqual(['DELETE /apps/calendar/remove-event'])
  })

  it('puts a removal that failed back and says so', async () => {
    const actor = await backend.open()
    failWith('delete', 'remove-event')
    actor.send({ type: 'event.remove', id: 13 })
    actor.send({ type: 'notice.dismiss' })
    const state = await settled(actor)
    expect(idsOf(state)).toContain(13)
    expect(state.context.notice).toMatchObject({ kind: 'failed', action: 'remove' })
  })

  it('keeps a waiting removal hidden when the events are refetched meanwhile', async () => {
    const actor = await backend.open()
    actor.send({ type: 'event.remove', id: 13 })
    actor.send({ type: 'events.changedElsewhere' })
    expect(idsOf(await settled(actor))).not.toContain(13)
  })
})
