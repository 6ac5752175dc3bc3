import { Button, Flash, Spinner } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { showsAll } from '../../machines/calendar/calendarView'
import { CalendarContext } from './calendarContext'
import { failureText } from './calendarWords'

/**
 * Above the calendar: its loading line, a failure with Try again, or why it is empty (no
 * calendar chosen, or none of the chosen has events) with the next step. The grid stays
 * below in every state, so a day can still be picked to add an event.
 */
export function CalendarStatus() {
  const { t } = useTranslation()
  const actor = CalendarContext.useActorRef()
  const failure = CalendarContext.useSelector((snapshot) => snapshot.context.listFailure)
  const view = CalendarContext.useSelector((snapshot) => snapshot.context.view)
  const hasNoCalendars = view.calendars.length === 0
  const state = CalendarContext.useSelector((snapshot) =>
    snapshot.hasTag('loading')
      ? 'loading'
      : snapshot.hasTag('error')
        ? 'error'
        : snapshot.hasTag('empty')
          ? 'empty'
          : 'populated',
  )

  if (state === 'loading')
    return (
      <p className="cea-calendar-status" role="status">
        <Spinner size="small" srText={null} />
        {t('calendar.status.loading')}
      </p>
    )
  if (state === 'error')
    return (
      <div className="cea-calendar-status">
        <Flash variant="danger" role="alert" className="cea-calendar-status__flash">
          {failureText(t, failure)}
        </Flash>
        <Button onClick={() => actor.send({ type: 'list.retry' })}>
          {t('calendar.status.retry')}
        </Button>
      </div>
    )
  if (state === 'empty')
    return (
      <div className="cea-calendar-status">
        <p className="cea-calendar-status__text">
          {hasNoCalendars ? t('calendar.status.noCalendars') : t('calendar.status.noEvents')}
        </p>
        {showsAll(view) ? (
          <Button onClick={() => actor.send({ type: 'editor.openNew' })}>
            {t('calendar.sidebar.add')}
          </Button>
        ) : (
          <Button onClick={() => actor.send({ type: 'filter.all', isOn: true })}>
            {t('calendar.sidebar.viewAll')}
          </Button>
        )}
      </div>
    )
  return null
}
