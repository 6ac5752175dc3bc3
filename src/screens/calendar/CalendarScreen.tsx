import { Heading } from '@primer/react'
import { Dialog } from '../../components/dialog/Dialog'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { localDateKey } from '../../machines/calendar/calendarDates'
import type { CalendarInput } from '../../machines/calendar/calendarMachine'
import { viewFromSearch } from '../../machines/calendar/calendarView'
import { phoneQuery, useMediaQuery } from '../../components/hooks/useMediaQuery'
import { PreferencesContext } from '../preferences/preferencesContext'
import { CalendarBoard } from './CalendarBoard'
import { CalendarContext } from './calendarContext'
import { CalendarEditor } from './CalendarEditor'
import { firstDayOf } from './calendarLocales'
import { CalendarNotice } from './CalendarNotice'
import { CalendarSidebar } from './CalendarSidebar'
import { CalendarStatus } from './CalendarStatus'
import { CalendarToolbar } from './CalendarToolbar'
import { useCalendarUrl } from './useCalendarUrl'
import './calendar.css'

export interface CalendarScreenProps {
  /** Toast and Undo timings, for stories and tests; the view always comes from the URL. */
  options?: Pick<CalendarInput, 'noticeMs' | 'undoMs'>
  /** The clock "today" is read from: now unless a story pins the day. */
  now?: Date
}

/** /apps/calendar: the events by category, their state in a calendar machine started from the URL. */
export function CalendarScreen({ options, now }: CalendarScreenProps) {
  const [search] = useSearchParams()
  const isPhone = useMediaQuery(phoneQuery)
  const [input] = useState<CalendarInput>(() => {
    // On phones the list is the default view: a month grid of dots says little at 360 px.
    const defaultMode = isPhone ? 'list' : 'month'
    return {
      ...options,
      today: localDateKey(now ?? new Date()),
      defaultMode,
      view: viewFromSearch(search, defaultMode),
    }
  })
  return (
    <CalendarContext.Provider options={{ input }}>
      <CalendarPage now={now} />
    </CalendarContext.Provider>
  )
}

function CalendarPage({ now }: { now?: Date }) {
  const { t, i18n } = useTranslation()
  const isNarrow = useMediaQuery('(max-width: 1023.98px)')
  const isRtlPreferred = PreferencesContext.useSelector((snapshot) => snapshot.context.isRTL)
  const direction = isRtlPreferred || i18n.dir(i18n.language) === 'rtl' ? 'rtl' : 'ltr'
  const date = CalendarContext.useSelector(
    (snapshot) => snapshot.context.view.date ?? snapshot.context.today,
  )
  const today = CalendarContext.useSelector((snapshot) => snapshot.context.today)
  const [title, setTitle] = useState('')
  const [isDrawerOpen, setDrawerOpen] = useState(false)
  useCalendarUrl()

  const sidebar = (onDone?: () => void) => (
    <CalendarSidebar
      date={date}
      today={today}
      firstDay={firstDayOf(i18n.language)}
      direction={direction}
      onDone={onDone}
    />
  )

  return (
    <div className="cea-calendar" data-narrow={isNarrow}>
      <Heading as="h1" className="cea-calendar__title">
        {t('calendar.title')}
      </Heading>
      <div className="cea-calendar__panes">
        {isNarrow ? null : (
          <aside className="cea-calendar__sidebar" aria-label={t('calendar.sidebar.label')}>
            {sidebar()}
          </aside>
        )}
        <section className="cea-calendar__main" aria-label={title || t('calendar.title')}>
          <CalendarToolbar
            title={title}
            direction={direction}
            onOpenSidebar={isNarrow ? () => setDrawerOpen(true) : undefined}
          />
          <CalendarStatus />
          <CalendarBoard date={date} direction={direction} now={now} onTitle={setTitle} />
        </section>
      </div>
      {isNarrow && isDrawerOpen ? (
        <Dialog
          closeLabel={t('common.close')}
          title={t('calendar.sidebar.label')}
          position="left"
          width="small"
          onClose={() => setDrawerOpen(false)}
        >
          {sidebar(() => setDrawerOpen(false))}
        </Dialog>
      ) : null}
      <CalendarEditor />
      <CalendarNotice />
    </div>
  )
}
