import { describe, expect, it } from 'vitest'
import { buildCalendarEvent } from '../../src/fixtures/calendar'
import { addDays, addMonths, isDateKey } from '../../src/machines/calendar/calendarDates'
import { placed } from '../../src/machines/calendar/calendarList'
import {
  defaultCalendarView,
  searchFromView,
  shiftedDate,
  toggledCalendars,
  viewFromSearch,
} from '../../src/machines/calendar/calendarView'

// The calendar's query state and the URL, and its day arithmetic: no machine, no back end.

const search = (text: string) => new URLSearchParams(text)
const all = ['Personal', 'Business', 'Family', 'Holiday', 'ETC']

describe('the view in the URL', () => {
  it('starts with every category, today and the device’s view', () => {
    expect(viewFromSearch(search(''), 'month')).toEqual(defaultCalendarView('month'))
    expect(viewFromSearch(search(''), 'list')).toEqual({ mode: 'list', date: null, calendars: all })
    expect(searchFromView(defaultCalendarView('list'), 'list').toString()).toBe('')
  })

  it('reads and writes a view, a day and some categories, in the sidebar’s order', () => {
    const view = viewFromSearch(
      search('view=week&date=2026-03-20&calendars=Family&calendars=Business'),
      'month',
    )
    expect(view).toEqual({ mode: 'week', date: '2026-03-20', calendars: ['Business', 'Family'] })
    expect(searchFromView(view, 'month').toString()).toBe(
      'view=week&date=2026-03-20&calendars=Business&calendars=Family',
    )
    // The phone's default view is the list: month goes into its URL.
    expect(searchFromView({ ...view, mode: 'month' }, 'list').get('view')).toBe('month')
  })

  it('keeps “none” as an empty calendars parameter', () => {
    const none = { ...defaultCalendarView(), calendars: [] }
    expect(searchFromView(none, 'month').toString()).toBe('calendars=')
    expect(viewFromSearch(search('calendars='), 'month').calendars).toEqual([])
  })

  it('falls back to the defaults for unknown values', () => {
    expect(
      viewFromSearch(search('view=year&date=2026-02-30&calendars=Work&calendars=ETC'), 'month'),
    ).toEqual({ mode: 'month', date: null, calendars: ['ETC'] })
  })

  it('toggles a category in and out, in order; unknown names change nothing', () => {
    const view = { ...defaultCalendarView(), calendars: ['Holiday' as const] }
    expect(toggledCalendars(view, 'Personal')).toEqual(['Personal', 'Holiday'])
    expect(toggledCalendars(view, 'Holiday')).toEqual([])
    expect(toggledCalendars(view, 'Work')).toEqual(['Holiday'])
  })
})

describe('days', () => {
  it('steps a month to its first day (no overflow), a week by 7 days, a day by one', () => {
    expect(shiftedDate('2026-01-31', 'month', 1)).toBe('2026-02-01')
    expect(shiftedDate('2026-03-16', 'list', -1)).toBe('2026-02-01')
    expect(shiftedDate('2026-12-30', 'week', 1)).toBe('2027-01-06')
    expect(shiftedDate('2026-03-01', 'day', -1)).toBe('2026-02-28')
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('knows a real day', () => {
    expect(isDateKey('2026-03-16')).toBe(true)
    expect(isDateKey('2026-02-29')).toBe(false)
    expect(isDateKey('16/03/2026')).toBe(false)
  })
})

describe('an event placed by a drag', () => {
  const lunch = buildCalendarEvent()

  it('moves a timed event, with FullCalendar’s offsets, to UTC', () => {
    expect(
      placed(lunch, {
        start: '2026-03-17T11:00:00+01:00',
        end: '2026-03-17T12:30:00+01:00',
        allDay: false,
      }),
    ).toMatchObject({
      start: '2026-03-17T10:00:00.000Z',
      end: '2026-03-17T11:30:00.000Z',
      allDay: false,
    })
  })

  it('stores all-day days as midnight UTC; no end is one day, or one hour when timed', () => {
    expect(placed(lunch, { start: '2026-03-18', end: null, allDay: true })).toMatchObject({
      start: '2026-03-18T00:00:00.000Z',
      end: '2026-03-19T00:00:00.000Z',
      allDay: true,
    })
    expect(
      placed(lunch, { start: '2026-03-18T08:00:00.000Z', end: null, allDay: false }),
    ).toMatchObject({ start: '2026-03-18T08:00:00.000Z', end: '2026-03-18T09:00:00.000Z' })
  })
})
