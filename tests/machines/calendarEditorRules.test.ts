import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/http'
import { buildCalendarEvent } from '../../src/fixtures/calendar'
import {
  checkEventFields,
  eventOfFields,
  fieldsOfEvent,
  fieldsOfRange,
  isDirty,
  newEventFields,
  serverFieldErrors,
} from '../../src/machines/calendar/calendarEditorRules'

// The event drawer's rules: its fields from an event or a selected range, the checks
// (title required, end after start, a web link) and the event it saves.

const valid = { ...newEventFields('2026-03-18'), title: 'Budget review' }

describe('checks', () => {
  it('needs a title and an end after the start', () => {
    expect(checkEventFields(newEventFields('2026-03-18'))).toEqual({ title: { code: 'required' } })
    expect(checkEventFields({ ...valid, endTime: '09:00' })).toEqual({
      endTime: { code: 'endNotAfterStart' },
    })
    expect(checkEventFields({ ...valid, endDate: '2026-03-17' })).toEqual({
      endDate: { code: 'endNotAfterStart' },
    })
    // All day: one day is fine (the end day is the last day), an end before the start is not.
    expect(checkEventFields({ ...valid, allDay: true })).toEqual({})
    expect(checkEventFields({ ...valid, allDay: true, endDate: '2026-03-17' })).toEqual({
      endDate: { code: 'endNotAfterStart' },
    })
  })

  it('names days and times it cannot read, links that are not web links, and lengths', () => {
    expect(
      checkEventFields({
        ...valid,
        startDate: '',
        endTime: '25:00',
        url: 'javascript:alert(1)',
        title: 'x'.repeat(201),
        location: 'y'.repeat(201),
      }),
    ).toEqual({
      startDate: { code: 'required' },
      endTime: { code: 'invalidTime' },
      url: { code: 'invalidUrl' },
      title: { code: 'tooLong' },
      location: { code: 'tooLong' },
    })
    // The times of an all-day event are not used, so not checked.
    expect(checkEventFields({ ...valid, allDay: true, startTime: '' })).toEqual({})
    expect(checkEventFields({ ...valid, url: 'https://meet.demo.com/x' })).toEqual({})
  })
})

describe('fields and events', () => {
  it('shows an all-day event’s last day (the stored end is the day after) and saves it back', () => {
    const weekend = buildCalendarEvent({
      allDay: true,
      start: '2026-03-28T00:00:00.000Z',
      end: '2026-03-30T00:00:00.000Z',
      extendedProps: { calendar: 'Family', location: 'Lake Constance' },
    })
    const fields = fieldsOfEvent(weekend)
    expect(fields).toMatchObject({
      allDay: true,
      startDate: '2026-03-28',
      endDate: '2026-03-29',
      calendar: 'Family',
      location: 'Lake Constance',
    })
    const { id: _id, ...saved } = weekend
    expect(eventOfFields(fields)).toEqual(saved)
  })

  it('reads a timed event on the viewer’s clock and saves the same instants', () => {
    const lunch = buildCalendarEvent({ url: 'https://meet.demo.com/lunch' })
    const fields = fieldsOfEvent(lunch)
    expect(fields).toMatchObject({ startDate: '2026-03-16', allDay: false })
    expect(eventOfFields(fields)).toMatchObject({
      start: lunch.start,
      end: lunch.end,
      url: 'https://meet.demo.com/lunch',
    })
    expect(isDirty(fields, { ...fields, title: ` ${fields.title} ` })).toBe(false)
    expect(isDirty(fields, { ...fields, location: 'Room 1' })).toBe(true)
  })

  it('fills a new event from a selected range: days (exclusive end) or times', () => {
    expect(fieldsOfRange({ start: '2026-03-18', end: '2026-03-20', allDay: true })).toEqual({
      allDay: true,
      startDate: '2026-03-18',
      endDate: '2026-03-19',
    })
    expect(
      fieldsOfRange({
        start: new Date(2026, 2, 18, 14, 30).toISOString(),
        end: new Date(2026, 2, 18, 15, 0).toISOString(),
        allDay: false,
      }),
    ).toEqual({
      allDay: false,
      startDate: '2026-03-18',
      startTime: '14:30',
      endDate: '2026-03-18',
      endTime: '15:00',
    })
  })

  it('puts the back end’s field errors at the drawer’s fields', () => {
    const refused = new ApiError(
      400,
      {
        message: 'Invalid request',
        errors: { end: 'must be after start', calendar: 'Invalid option', other: 'x' },
      },
      'Invalid request',
    )
    expect(serverFieldErrors(refused)).toEqual({
      endDate: { code: 'server', message: 'must be after start' },
      calendar: { code: 'server', message: 'Invalid option' },
    })
    expect(serverFieldErrors(new ApiError(500, {}, 'Down'))).toEqual({})
  })
})
