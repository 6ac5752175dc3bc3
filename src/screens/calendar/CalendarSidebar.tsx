import { PlusIcon } from '@primer/octicons-react'
import { Button, Checkbox } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { calendarCategories } from '../../api/types/calendar'
import { showsAll } from '../../machines/calendar/calendarView'
import { CalendarContext } from './calendarContext'
import { categoryText } from './calendarWords'
import { MiniMonth } from './MiniMonth'

export interface CalendarSidebarProps {
  date: string
  today: string
  firstDay: number
  direction: 'ltr' | 'rtl'
  /** In the drawer: closes it when the user went somewhere (added, picked a day). */
  onDone?: () => void
}

/** Add event, the month to jump to a day, and the category filters with their colours. */
export function CalendarSidebar({
  date,
  today,
  firstDay,
  direction,
  onDone,
}: CalendarSidebarProps) {
  const { t } = useTranslation()
  const actor = CalendarContext.useActorRef()
  const view = CalendarContext.useSelector((snapshot) => snapshot.context.view)
  const isAll = showsAll(view)

  return (
    <div className="cea-calendar-sidebar">
      <Button
        variant="primary"
        block
        leadingVisual={PlusIcon}
        onClick={() => {
          onDone?.()
          actor.send({ type: 'editor.openNew' })
        }}
      >
        {t('calendar.sidebar.add')}
      </Button>
      <MiniMonth
        date={date}
        today={today}
        firstDay={firstDay}
        direction={direction}
        onPick={(day) => {
          actor.send({ type: 'view.date', date: day })
          onDone?.()
        }}
      />
      {/* A fieldset of plain labelled checkboxes: Primer's FormControl stays in the drawer's chunk. */}
      <fieldset className="cea-calendar-filters">
        <legend className="cea-calendar-filters__legend">{t('calendar.sidebar.filters')}</legend>
        <label className="cea-calendar-filters__item">
          <Checkbox
            checked={isAll}
            indeterminate={!isAll && view.calendars.length > 0}
            onChange={() => actor.send({ type: 'filter.all', isOn: !isAll })}
          />
          {t('calendar.sidebar.viewAll')}
        </label>
        {calendarCategories.map((category) => (
          <label key={category} className="cea-calendar-filters__item">
            <Checkbox
              className="cea-calendar-filter"
              data-category={category}
              checked={view.calendars.includes(category)}
              onChange={() => actor.send({ type: 'filter.toggle', calendar: category })}
            />
            {categoryText(t, category)}
          </label>
        ))}
      </fieldset>
    </div>
  )
}
