import { describe, expect, it } from 'vitest'
import { sendEventWrite } from '../../src/machines/calendar/calendarActors'
import { idsOf, nextDay, settled, setupCalendarBackend, stored } from './calendarHarness'

// FullCalendar ends a drag without its drop when it is handed new events meanwhile: the events
// that arrive while an event is dragged or resized wait until it is let go.

const backend = setupCalendarBackend()

describe('events arriving during a drag', () => {
  it('are held until the drag ends; the drop that follows is saved over them', async () => {
    const actor = await backend.open()
    const shownBefore = actor.getSnapshot().context.events
    expect(idsOf(actor.getSnapshot())).toContain(13)

    actor.send({ type: 'placement.start' })
    // Another tab removes event 13 and the calendar hears of it while the drag goes on.
    await sendEventWrite({ kind: 'remove', eventId: 13 })
    actor.send({ type: 'events.changedElsewhere' })
    const whileDragging = await settled(actor)
    expect(backend.eventQueries()).toHaveLength(2)
    expect(whileDragging.context.events).toBe(shownBefore)

    // Let go: FullCalendar says the drag stopped, then where the event was dropped.
    actor.send({ type: 'placement.end' })
    expect(idsOf(actor.getSnapshot())).not.toContain(13)
    actor.send({ type: 'event.place', id: 11, kind: 'move', placement: nextDay })
    await settled(actor)
    expect(stored(11)).toMatchObject({ start: nextDay.start, end: nextDay.end })
    expect(idsOf(actor.getSnapshot())).not.toContain(13)
  })

  it('shows an answer at once when nothing is being dragged, and after a drag that held none', async () => {
    const actor = await backend.open()
    actor.send({ type: 'placement.start' })
    actor.send({ type: 'placement.end' })
    const shownBefore = actor.getSnapshot().context.events
    await sendEventWrite({ kind: 'remove', eventId: 13 })
    actor.send({ type: 'events.changedElsewhere' })
    const after = await settled(actor)
    expect(after.context.events).not.toBe(shownBefore)
    expect(idsOf(after)).not.toContain(13)
  })
})
