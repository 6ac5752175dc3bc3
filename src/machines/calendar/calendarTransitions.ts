import type { CalendarContext, CalendarMachineEvent } from './calendarMachineTypes'
import * as steps from './calendarSteps'

/** The step of an event the calendar answers the same way in any state. */
export function stepForEvent(
  context: CalendarContext,
  event: CalendarMachineEvent,
): steps.CalendarStep {
  switch (event.type) {
    case 'view.changed':
      return steps.showView(context, event.view)
    case 'view.mode':
      return steps.showMode(context, event.mode)
    case 'view.previous':
      return steps.showNeighbour(context, -1)
    case 'view.next':
      return steps.showNeighbour(context, 1)
    case 'view.today':
      return steps.showDate(context, null)
    case 'view.date':
      return steps.showDate(context, event.date)
    case 'filter.toggle':
      return steps.toggleFilter(context, event.calendar)
    case 'filter.all':
      return steps.setAllFilters(context, event.isOn)
    case 'event.place':
      return steps.place(context, event.id, event.kind, event.placement)
    case 'event.remove':
      return steps.remove(context, event.id)
    case 'editor.delete':
      return context.editorInput.event
        ? steps.remove(context, context.editorInput.event.id)
        : steps.stay(context)
    case 'write.succeeded':
      return steps.writeSucceeded(context, event.writeId)
    case 'write.failed':
      return steps.writeFailed(context, event.writeId, event.error)
    case 'editor.openNew':
      return steps.openNew(context, event.range)
    case 'editor.open':
      return steps.openEvent(context, event.id)
    default:
      return steps.stay(context)
  }
}
