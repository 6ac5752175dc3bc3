import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import type {
  CalendarCategory,
  CalendarEvent,
  CalendarEventResponse,
  CalendarEventsResponse,
} from '../../api/types/calendar'
import { createCalendarEvents } from '../../fixtures/calendar'
import { queryList } from '../db/listQuery'
import { defineTable } from '../db/store'
import { notFound } from '../http/errors'
import { idParam, readJson, readQuery } from '../http/input'
import { route } from '../http/route'
import { nextId } from '../db/ids'

export const calendarEventsTable = defineTable<CalendarEvent>(
  'calendarEvents',
  createCalendarEvents,
)

const category = z.enum([
  'Business',
  'Holiday',
  'Personal',
  'ETC',
  'Family',
]) satisfies z.ZodType<CalendarCategory>

const eventsQuery = z.object({
  // An empty `calendars=` is the same as none selected.
  calendars: z
    .array(z.string())
    .default([])
    .transform((names) => names.filter((name) => name !== ''))
    .pipe(z.array(category)),
})

const moment = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: 'must be an ISO date-time or date',
})

const eventFields = z.object({
  url: z.string().trim().max(2000).default(''),
  title: z.string().trim().min(1, 'give the event a title').max(200),
  start: moment,
  end: moment,
  allDay: z.boolean().default(false),
  extendedProps: z.object({ calendar: category }),
})

const endNotBeforeStart = <Event extends { start: string; end: string }>(event: Event) =>
  Date.parse(event.end) >= Date.parse(event.start)
const endMessage = { message: 'must not be before start', path: ['end'] }

const addBody = z.object({ event: eventFields.refine(endNotBeforeStart, endMessage) })
const updateBody = z.object({
  event: eventFields
    .extend({ id: z.number().int().positive() })
    .refine(endNotBeforeStart, endMessage),
})
const removeQuery = z.object({ id: idParam })

export const calendarHandlers = [
  route('get', '/apps/calendar/events', ({ url, store }): CalendarEventsResponse => {
    const { calendars } = readQuery(url, eventsQuery, ['calendars'])
    const shown = new Set<CalendarCategory>(calendars)
    // Sorted by instant, not text: starts may be dates, UTC or with an offset.
    const keyed = store
      .read(calendarEventsTable)
      .map((event) => ({ event, startsAt: Date.parse(event.start) }))
    const { rows } = queryList(keyed, {
      filters: [({ event }) => shown.has(event.extendedProps.calendar)],
      sortColumn: 'startsAt',
    })
    return { events: rows.map(({ event }) => event) }
  }),

  route('post', '/apps/calendar/add-event', async ({ request, store }) => {
    const { event: fields } = await readJson(request, addBody)
    const event = store.transaction((tx) => {
      const rows = tx.read(calendarEventsTable)
      const created: CalendarEvent = {
        id: nextId(rows),
        ...fields,
      }
      tx.write(calendarEventsTable, [...rows, created])
      return created
    })
    return HttpResponse.json({ event } satisfies CalendarEventResponse, { status: 201 })
  }),

  route(
    'post',
    '/apps/calendar/update-event',
    async ({ request, store }): Promise<CalendarEventResponse> => {
      const { event } = await readJson(request, updateBody)
      store.transaction((tx) => {
        const rows = tx.read(calendarEventsTable)
        if (!rows.some((row) => row.id === event.id))
          throw notFound(`No event with id ${event.id}.`)
        tx.write(
          calendarEventsTable,
          rows.map((row) => (row.id === event.id ? event : row)),
        )
      })
      return { event }
    },
  ),

  route('delete', '/apps/calendar/remove-event', ({ url, store }): CalendarEventResponse => {
    const { id } = readQuery(url, removeQuery)
    return store.transaction((tx) => {
      const rows = tx.read(calendarEventsTable)
      const event = rows.find((row) => row.id === id)
      if (!event) throw notFound(`No event with id ${id}.`)
      tx.write(
        calendarEventsTable,
        rows.filter((row) => row.id !== id),
      )
      return { event }
    })
  }),
]

const failure = { message: 'The calendar could not be loaded. Try again in a moment.' }

/** Stand-ins for stories: an empty calendar, a failing one, and one that never answers. */
export const calendarScenarios = {
  empty: [
    http.get('*/apps/calendar/events', () =>
      HttpResponse.json({ events: [] } satisfies CalendarEventsResponse),
    ),
  ],
  error: [
    http.get('*/apps/calendar/events', () => HttpResponse.json(failure, { status: 500 })),
    http.post('*/apps/calendar/*', () => HttpResponse.json(failure, { status: 500 })),
    http.delete('*/apps/calendar/remove-event', () => HttpResponse.json(failure, { status: 500 })),
  ],
  loading: [
    http.get('*/apps/calendar/events', async () => {
      await delay('infinite')
    }),
  ],
}
