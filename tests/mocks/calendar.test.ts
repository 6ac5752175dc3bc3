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
  extendedProps: { calendar: 'Personal', guests: [], location: '', description: '' },
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
      extendedProps: {
        calendar: 'Business',
        guests: [
          { id: 1, fullName: 'Lena Fischer', avatar: '/assets/images/avatars/3.svg' },
          { id: 2, fullName: 'Tomasz Nowak', avatar: '/assets/images/avatars/4.svg' },
        ],
        location: 'Online',
        description: 'Walk through the renewal terms and the new support tier.',
      },
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

  it('accepts an all-day event given as dates, stored as midnight UTC (end exclusive)', async () => {
    const { status, body } = await post('add-event', {
      title: 'Conference',
      start: '2026-04-08',
      end: '2026-04-10',
      allDay: true,
      extendedProps: { calendar: 'Business' },
    })
    expect(status).toBe(201)
    expect(body.event).toEqual({
      id: 16,
      url: '',
      title: 'Conference',
      start: '2026-04-08T00:00:00.000Z',
      end: '2026-04-10T00:00:00.000Z',
      allDay: true,
      extendedProps: { calendar: 'Business', guests: [], location: '', description: '' },
    })
  })

  it('keeps guests (each once), a location and a description, trimmed', async () => {
    const lena = { id: 1, fullName: 'Lena Fischer', avatar: '/assets/images/avatars/3.svg' }
    const { status, body } = await post('add-event', {
      ...lunch,
      url: ' https://meet.demo.com/kenji ',
      extendedProps: {
        calendar: 'Business',
        guests: [lena, { id: 3, fullName: 'Priya Raman' }, lena],
        location: '  Canteen ',
        description: 'Menu tasting. ',
      },
    })
    expect(status).toBe(201)
    expect(body.event).toMatchObject({
      url: 'https://meet.demo.com/kenji',
      extendedProps: {
        calendar: 'Business',
        guests: [lena, { id: 3, fullName: 'Priya Raman', avatar: '' }],
        location: 'Canteen',
        description: 'Menu tasting.',
      },
    })
  })

  it('answers 400 with the problem at each field, and writes nothing', async () => {
    const before = await post('add-event', { ...lunch, end: '2026-03-19T11:00:00.000Z' })
    expect(before).toEqual({
      status: 400,
      body: {
        message: 'Invalid request: event.end: must be after start',
        errors: { end: 'must be after start' },
      },
    })
    expect((await post('add-event', { ...lunch, end: lunch.start })).body).toMatchObject({
      errors: { end: 'must be after start' },
    })
    const many = await post('add-event', {
      ...lunch,
      title: ' ',
      url: 'javascript:alert(1)',
      extendedProps: { calendar: 'Work', location: 'x'.repeat(201) },
    })
    expect(many.status).toBe(400)
    expect(many.body).toMatchObject({
      errors: {
        title: 'give the event a title',
        url: 'must be an http or https link',
        calendar: expect.any(String),
        location: expect.any(String),
      },
    })
    for (const event of [
      { ...lunch, start: 'next Tuesday' },
      { ...lunch, allDay: 'no' },
      { ...lunch, url: 'ftp://files.demo.com' },
      { ...lunch, extendedProps: { calendar: 'Personal', guests: [{ id: 'one' }] } },
      // All day: the last day may not be before the first (the end is exclusive).
      { ...lunch, allDay: true, start: '2026-03-19', end: '2026-03-19' },
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
      extendedProps: { calendar: 'ETC', guests: [], location: 'Room 2', description: '' },
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
    const stored = (await events()).body.events.find((event) => event.id === 1)
    expect(stored?.title).toBe('Harbourline renewal call')
  })

  it('moves an all-day event into the time grid and back (a drag between the two)', async () => {
    const [rollout] = (await events({ calendars: ['Business'] })).body.events.filter(
      (event) => event.id === 3,
    )
    if (!rollout) throw new Error('no event 3')
    const timed = await post('update-event', {
      ...rollout,
      allDay: false,
      start: '2026-03-19T09:00:00+01:00',
      end: '2026-03-19T10:00:00+01:00',
    })
    expect(timed.body.event).toMatchObject({
      allDay: false,
      start: '2026-03-19T08:00:00.000Z',
      end: '2026-03-19T09:00:00.000Z',
    })
    const back = await post('update-event', {
      ...timed.body.event,
      allDay: true,
      start: '2026-03-20',
      end: '2026-03-21',
    })
    expect(back.body.event).toMatchObject({
      allDay: true,
      start: '2026-03-20T00:00:00.000Z',
      end: '2026-03-21T00:00:00.000Z',
    })
  })

  it('answers 401 when signed out and 403 for the client, and writes nothing', async () => {
    const event = { ...lunch, id: 11 }
    const asClient = await call('/apps/calendar/update-event', {
      method: 'POST',
      body: { event },
      as: 'client',
    })
    expect(asClient.status).toBe(403)
    const signedOut = await call('/apps/calendar/add-event', {
      method: 'POST',
      body: { event: lunch },
      as: 'signed-out',
    })
    expect(signedOut.status).toBe(401)
    expect(await ids()).toHaveLength(15)
    expect(await ids(['ETC'])).toEqual([11, 12])
  })
})

describe('DELETE /apps/calendar/remove-event', () => {
  const remove = (id: number | string) =>
    call('/apps/calendar/remove-event', { method: 'DELETE', query: { id } })

  it('removes the event (200) and answers it', async () => {
    const { status, body } = await remove(13)
    expect(status).toBe(200)
    expect(body).toMatchObject({ event: { id: 13, title: 'Anniversary dinner with my parents' } })
    expect(await ids(['Family'])).toEqual([14, 15])
    expect((await remove(13)).status).toBe(404)
  })

  it('gives the next new event the last id plus one, after a removal too', async () => {
    await remove(15)
    expect((await post('add-event', lunch)).body.event.id).toBe(15)
    expect((await post('add-event', lunch)).body.event.id).toBe(16)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await remove(99)).toEqual({ status: 404, body: { message: 'No event with id 99.' } })
    expect((await remove('one')).status).toBe(400)
  })
})
