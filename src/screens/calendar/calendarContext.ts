import { createActorContext } from '@xstate/react'
import { calendarMachine } from '../../machines/calendar/calendarMachine'

/** The calendar actor; `CalendarScreen` starts it from the URL and every calendar part reads it. */
export const CalendarContext = createActorContext(calendarMachine)
