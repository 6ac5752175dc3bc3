import FullCalendar, {
  type CalendarRef,
  type EventChangeInfo,
  type EventDisplayInfo,
  type EventInput,
} from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import interactionPlugin from '@fullcalendar/react/interaction'
import listPlugin from '@fullcalendar/react/list'
import classicThemePlugin from '@fullcalendar/react/themes/classic'
import timeGridPlugin from '@fullcalendar/react/timegrid'
import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import { VisuallyHidden } from '@primer/react'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent } from '../../api/types/calendar'
import { localDateKey } from '../../machines/calendar/calendarDates'
import type { CalendarMode } from '../../machines/calendar/calendarView'
import { CalendarContext } from './calendarContext'
import { fullCalendarLocale } from './calendarLocales'
import { eventLabel } from './calendarWords'

const plugins = [classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]

/** FullCalendar's view of each of ours. */
const viewTypes: Record<CalendarMode, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listMonth',
}

const hourMs = 60 * 60 * 1000

/**
 * The week and day views scroll within a box of about a working day's height and open at its
 * start, not at midnight; month and list grow with their content.
 */
const timeGridHeight = 'min(75vh, 720px)'
const workingDayStart = '08:00:00'

/** A week's title names its days: "Mar 15 – 21, 2026". */
const weekTitle = { year: 'numeric', month: 'short', day: 'numeric' } as const
/** One object for every render: FullCalendar rebuilds its views when this option changes. */
const views = { timeGridWeek: { titleFormat: weekTitle } }

/** An event as FullCalendar takes it: all-day days as dates (no time zone moves them). */
function inputOf(event: CalendarEvent): EventInput {
  const { calendar } = event.extendedProps
  return {
    id: String(event.id),
    title: event.title,
    start: event.allDay ? event.start.slice(0, 10) : event.start,
    end: event.allDay ? event.end.slice(0, 10) : event.end,
    allDay: event.allDay,
    // The category's colour and a text colour that meets contrast on it, in every skin.
    color: `var(--cea-calendar-${calendar.toLowerCase()})`,
    contrastColor: 'var(--cea-calendar-on-category)',
    className: 'cea-calendar-event',
  }
}

export interface CalendarBoardProps {
  /** The day shown (YYYY-MM-DD). */
  date: string
  direction: 'ltr' | 'rtl'
  /** The clock "today" is read from: now unless a story pins it. */
  now?: Date
  /** FullCalendar's title of what it shows ("March 2026"), for the toolbar. */
  onTitle: (title: string) => void
}

/**
 * FullCalendar (month, week, day, list) over the machine's events: it follows the machine's
 * view and day, and turns clicks, drags, resizes and selections into the machine's events.
 */
export function CalendarBoard({ date, direction, now, onTitle }: CalendarBoardProps) {
  const { t, i18n } = useTranslation()
  const actor = CalendarContext.useActorRef()
  const events = CalendarContext.useSelector((snapshot) => snapshot.context.events)
  const mode = CalendarContext.useSelector((snapshot) => snapshot.context.view.mode)
  const calendarRef = useRef<CalendarRef>(null)
  const inputs = useMemo(() => events.map(inputOf), [events])
  const byId = useMemo(() => new Map(events.map((event) => [String(event.id), event])), [events])
  const language = i18n.language

  useEffect(() => {
    const api = calendarRef.current?.getApi()
    if (!api) return
    if (api.view.type !== viewTypes[mode]) api.changeView(viewTypes[mode], date)
    else api.gotoDate(date)
  }, [mode, date])

  const renderEvent = (info: EventDisplayInfo) => {
    const event = byId.get(info.event.id)
    // In the time grid's columns an hour or more has room for its time above its title; a
    // shorter event has one line, its title first so a narrow column cuts the time, not the title.
    const { start, end } = info.event
    const isTimeGrid = info.view.type.startsWith('timeGrid') && !info.event.allDay
    const isColumn =
      isTimeGrid && start !== null && end !== null && end.getTime() - start.getTime() >= hourMs
    const title = (
      <span className="cea-calendar-event__title" dir="auto">
        {info.event.title}
      </span>
    )
    return (
      <span
        className="cea-calendar-event__content"
        data-layout={isColumn ? 'column' : info.view.type.startsWith('list') ? 'wrap' : 'row'}
      >
        <span aria-hidden="true" className="cea-calendar-event__text">
          {isTimeGrid && !isColumn ? title : null}
          {info.timeText ? <span className="cea-calendar-event__time">{info.timeText}</span> : null}
          {isTimeGrid && !isColumn ? null : title}
        </span>
        <VisuallyHidden>{event ? eventLabel(t, event, language) : info.event.title}</VisuallyHidden>
      </span>
    )
  }

  const place = (kind: 'move' | 'resize') => (info: EventChangeInfo) => {
    // The machine places the event (and puts it back if the save fails): FullCalendar shows it.
    info.revert()
    actor.send({
      type: 'event.place',
      id: Number(info.event.id),
      kind,
      placement: {
        start: info.event.startStr,
        end: info.event.endStr || null,
        allDay: info.event.allDay,
      },
    })
  }

  return (
    <div className="cea-calendar-board">
      <FullCalendar
        ref={calendarRef}
        plugins={plugins}
        initialView={viewTypes[mode]}
        initialDate={date}
        now={now}
        locale={fullCalendarLocale(language)}
        direction={direction}
        headerToolbar={false}
        views={views}
        height={mode === 'week' || mode === 'day' ? timeGridHeight : 'auto'}
        scrollTime={workingDayStart}
        events={inputs}
        editable
        selectable
        eventInteractive
        dayMaxEvents
        moreLinkClass="cea-calendar-more"
        // "+2" opens that day's view (FullCalendar's popover would render outside the themed page).
        moreLinkClick={(info) => {
          actor.send({ type: 'view.date', date: localDateKey(info.date) })
          actor.send({ type: 'view.mode', mode: 'day' })
          return viewTypes.day
        }}
        moreLinkContent={(info) => (
          <>
            <span aria-hidden="true">{info.isNarrow ? info.numericText : info.text}</span>
            <VisuallyHidden>{t('calendar.event.more', { count: info.num })}</VisuallyHidden>
          </>
        )}
        eventContent={renderEvent}
        datesSet={(info) => onTitle(info.view.title)}
        eventClick={(info) => {
          info.jsEvent.preventDefault()
          actor.send({ type: 'editor.open', id: Number(info.event.id) })
        }}
        // The machine holds the events that arrive meanwhile until the event is let go.
        eventDragStart={() => actor.send({ type: 'placement.start' })}
        eventDragStop={() => actor.send({ type: 'placement.end' })}
        eventResizeStart={() => actor.send({ type: 'placement.start' })}
        eventResizeStop={() => actor.send({ type: 'placement.end' })}
        eventDrop={place('move')}
        eventResize={place('resize')}
        select={(info) => {
          info.view.calendar.unselect()
          actor.send({
            type: 'editor.openNew',
            range: { start: info.startStr, end: info.endStr, allDay: info.allDay },
          })
        }}
      />
    </div>
  )
}
