import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import { eventTextFields } from '../../api/schemas/calendar'
import type {
  CalendarCategory,
  CalendarEvent,
  CalendarEventResponse,
  CalendarEventsResponse,
} from '../../api/types/calendar'
import { createCalendarEvents } from '../../fixtures/calendar'
import { queryList } from '../db/listQuery'
import { defineTable } from '../db/table'
import { describeZodError, invalidFields, notFound } from '../http/errors'
import { idParam, readJson, readQuery } from '../http/input'
import { route } from '../http/route'

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
  url: eventTextFields.url,
  title: eventTextFields.title,
  start: moment,
  end: moment,
  allDay: z.boolean().default(false),
  extendedProps: z.object({
    calendar: category,
    guests: eventTextFields.guests,
    location: eventTextFields.location,
    description: eventTextFields.description,
  }),
})

type EventFields = z.output<typeof eventFields>

/**
 * Stored the same way whatever the writer sent: an all-day event as midnight UTC of the days
 * written (its end exclusive), a timed one as UTC instants; each guest once.
 */
function normalized<Event extends EventFields>(event: Event): Event {
  const at = (moment: string) =>
    event.allDay ? `${moment.slice(0, 10)}T00:00:00.000Z` : new Date(moment).toISOString()
  const guests = event.extendedProps.guests.filter(
    (each, index, all) => all.findIndex((other) => other.id === each.id) === index,
  )
  return {
    ...event,
    start: at(event.start),
    end: at(event.end),
    extendedProps: { ...event.extendedProps, guests },
  }
}

const endAfterStart = (event: EventFields) => {
  const { start, end } = normalized(event)
  return Date.parse(end) > Date.parse(start)
}
const endMessage = { message: 'must be after start', path: ['end'] }

const addBody = z.object({ event: eventFields.refine(endAfterStart, endMessage) })
const updateBody = z.object({
  event: eventFields.extend({ id: z.number().int().positive() }).refine(endAfterStart, endMessage),
})
const removeQuery = z.object({ id: idParam })

/** Like `readJson`; a 400 also names each problem at the drawer's field (`errors.calendar`). */
async function readEventBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const parsed = schema.safeParse(await readJson(request, z.unknown()))
  if (parsed.success) return parsed.data
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const [where, field, inner] = issue.path
    const name = field === 'extendedProps' ? inner : field
    if (where === 'event' && typeof name === 'string' && !(name in errors))
      errors[name] = issue.message
  }
  throw invalidFields(`Invalid request: ${describeZodError(parsed.error)}`, errors)
}

export const calendarHandlers = [
  route('get', '/apps/calendar/events', async ({ url, repo }): Promise<CalendarEventsResponse> => {
    const { calendars } = readQuery(url, eventsQuery, ['calendars'])
    const shown = new Set<CalendarCategory>(calendars)
    // Sorted by instant, not text: starts may be dates, UTC or with an offset.
    const keyed = (await repo.list(calendarEventsTable)).rows.map((event) => ({
      event,
      startsAt: Date.parse(event.start),
    }))
    const { rows } = queryList(keyed, {
      filters: [({ event }) => shown.has(event.extendedProps.calendar)],
      sortColumn: 'startsAt',
    })
    return { events: rows.map(({ event }) => event) }
  }),

  route('post', '/apps/calendar/add-event', async ({ request, repo }) => {
    const { event: fields } = await readEventBody(request, addBody)
    const event = await repo.transaction(async (tx) =>
      tx.insert(calendarEventsTable, {
        id: await tx.nextId(calendarEventsTable),
        ...normalized(fields),
      }),
    )
    return HttpResponse.json({ event } satisfies CalendarEventResponse, { status: 201 })
  }),

  route(
    'post',
    '/apps/calendar/update-event',
    async ({ request, repo }): Promise<CalendarEventResponse> => {
      const { event: given } = await readEventBody(request, updateBody)
      const event = normalized(given)
      await repo.transaction(async (tx) => {
        if (!(await tx.get(calendarEventsTable, event.id)))
          throw notFound(`No event with id ${event.id}.`)
        await tx.update(calendarEventsTable, event)
      })
      return { event }
    },
  ),

  route('delete', '/apps/calendar/remove-event', async ({ url, repo }) => {
    const { id } = readQuery(url, removeQuery)
    return repo.transaction(async (tx): Promise<CalendarEventResponse> => {
      const event = await tx.get(calendarEventsTable, id)
      if (!event) throw notFound(`No event with id ${id}.`)
      await tx.remove(calendarEventsTable, id)
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
