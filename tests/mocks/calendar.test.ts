import { describe, expect, it } from 'vitest'
import type { CalendarEventResponse, CalendarEventsResponse } from '../../src/api/types/calendar'
import { calendarHandlers } from '../../src/mocks/handlers/calendar'
import { call, type CallOptions, startContractServer } from '../support/contract'

startContractServer(...calendarHandlers)

const allCalendars = ['Personal', 'Business', 'Family', 'Holiday', 'ETC']
const events = (query: CallOptions['query'] = { calendars: allCalendars }) =>
  call<CalendarEventsResponse>('/apps/calendar/events', { query })
const ids = async (calendars: string[] = allCalendars) =>
  (await events({ calendars })).body.events.map((event) => event.id)
const post = (path: string, event: unknown) =>
  call<CalendarEventResponse>(`/apps/calendar/${path}`, { method: 'POST', body: { event } })

const lunch = {
  url: '',
  title: 'Lunch with Kenji',
  start: '2026-03-19T12:00:00.000Z',
  end: '2026-03-19T13:30:00.000Z',
  allDay: false,
  extendedProps: { calendar: 'Personal' },
}

describe('GET /apps/calendar/events', () => {
  it('answers every event of the selected calendars, earliest first', async () => {
    const { status, body } = await events()
    expect(status).toBe(200)
    expect(body.events.map((event) => event.id)).toEqual([
      6, 14, 9, 11, 1, 8, 3, 2, 13, 12, 5, 15, 4, 10, 7,
    ])
    expect(body.events.find((event) => event.id === 1)).toEqual({
      id: 1,
      url: 'https://meet.demo.com/harbourline',
      title: 'Harbourline renewal call',
      start: '2026-03-17T15:00:00.000Z',
      end: '2026-03-17T15:45:00.000Z',
      allDay: false,
      extendedProps: { calendar: 'Business' },
    })
    expect(body.events.find((event) => event.id === 4)).toMatchObject({
      allDay: true,
      start: '2026-03-31T00:00:00.000Z',
      end: '2026-04-03T00:00:00.000Z',
    })
  })

  it('filters by each category and by several', async () => {
    expect(await ids(['Business'])).toEqual([1, 3, 2, 4])
    expect(await ids(['Holiday'])).toEqual([6, 5, 7])
    expect(await ids(['Personal'])).toEqual([9, 8, 10])
    expect(await ids(['ETC'])).toEqual([11, 12])
    expect(await ids(['Family'])).toEqual([14, 13, 15])
    expect(await ids(['Family', 'ETC'])).toEqual([14, 11, 13, 12, 15])
  })

  it('answers no events when no calendar is selected', async () => {
    expect(await events({})).toEqual({ status: 200, body: { events: [] } })
    expect((await events({ calendars: '' })).body.events).toEqual([])
  })

  it('answers 400 for an unknown calendar', async () => {
    const { status, body } = await events({ calendars: ['Personal', 'Work'] })
    expect(status).toBe(400)
    expect(body).toEqual({ message: expect.stringContaining('calendars') })
  })

  it('answers 401 when signed out and 403 for the client', async () => {
    expect((await call('/apps/calendar/events', { as: 'signed-out' })).status).toBe(401)
    expect((await call('/apps/calendar/events', { as: 'client' })).status).toBe(403)
  })
})

describe('POST /apps/calendar/add-event', () => {
  it('creates the event with the last id plus one (201) and lists it', async () => {
    const { status, body } = await post('add-event', lunch)
    expect(status).toBe(201)
    expect(body.event).toEqual({ id: 16, ...lunch })
    expect(await ids(['Personal'])).toEqual([9, 8, 16, 10])
  })

  it('accepts an all-day event given as dates', async () => {
    const { status, body } = await post('add-event', {
      title: 'Conference',
      start: '2026-04-08',
      end: '2026-04-10',
      allDay: true,
      extendedProps: { calendar: 'Business' },
    })
    expect(status).toBe(201)
    expect(body.event).toMatchObject({ id: 16, url: '', start: '2026-04-08', end: '2026-04-10' })
  })

  it('answers 400 when the end is before the start, or for a bad date, title or category', async () => {
    const before = await post('add-event', { ...lunch, end: '2026-03-19T11:00:00.000Z' })
    expect(before).toEqual({
      status: 400,
      body: { message: 'Invalid request: event.end: must not be before start' },
    })
    for (const event of [
      { ...lunch, start: 'next Tuesday' },
      { ...lunch, title: '' },
      { ...lunch, extendedProps: { calendar: 'Work' } },
      { ...lunch, allDay: 'no' },
    ]) {
      expect((await post('add-event', event)).status, JSON.stringify(event)).toBe(400)
    }
    expect(
      (await call('/apps/calendar/add-event', { method: 'POST', rawBody: 'event' })).status,
    ).toBe(400)
    expect(await ids()).toHaveLength(15)
  })
})

describe('POST /apps/calendar/update-event', () => {
  it('replaces the event (200) and the list follows', async () => {
    const moved = {
      id: 2,
      url: '',
      title: 'Design review: filters panel (moved)',
      start: '2026-03-20T10:00:00.000Z',
      end: '2026-03-20T11:30:00.000Z',
      allDay: false,
      extendedProps: { calendar: 'ETC' },
    }
    const { status, body } = await post('update-event', moved)
    expect(status).toBe(200)
    expect(body.event).toEqual(moved)
    expect(await ids(['Business'])).toEqual([1, 3, 4])
    expect(await ids(['ETC'])).toEqual([11, 2, 12])
  })

  it('answers 404 for an unknown id and 400 when the end is before the start', async () => {
    expect(await post('update-event', { ...lunch, id: 99 })).toEqual({
      status: 404,
      body: { message: 'No event with id 99.' },
    })
    const backwards = await post('update-event', {
      ...lunch,
      id: 1,
      start: lunch.end,
      end: lunch.start,
    })
    expect(backwards.status).toBe(400)
    expect((await post('update-event', lunch)).status).toBe(400)
  })
})

describe('DELETE /apps/calendar/remove-event', () => {
  const remove = (id: number | string) =>
    call('/apps/calendar/remove-event', { method: 'DELETE', query: { id } })

  it('removes the event (200)', async () => {
    const { status } = await remove(13)
    expect(status).toBe(200)
    expect(await ids(['Family'])).toEqual([14, 15])
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await remove(99)).toEqual({ status: 404, body: { message: 'No event with id 99.' } })
    expect((await remove('one')).status).toBe(400)
  })
})
