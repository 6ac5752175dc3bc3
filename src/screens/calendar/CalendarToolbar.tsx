import {
  ChevronLeftIcon,
  ChevronRightIcon,
  PlusIcon,
  SidebarCollapseIcon,
} from '@primer/octicons-react'
import { Button, Heading, IconButton, SegmentedControl } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { calendarModes } from '../../machines/calendar/calendarView'
import { CalendarContext } from './calendarContext'

export interface CalendarToolbarProps {
  /** FullCalendar's title of what it shows. */
  title: string
  direction: 'ltr' | 'rtl'
  /** On narrow screens: opens the sidebar's drawer (and the toolbar offers Add event). */
  onOpenSidebar?: () => void
}

/** Previous, next, Today, the title of what is shown and the view switch. */
export function CalendarToolbar({ title, direction, onOpenSidebar }: CalendarToolbarProps) {
  const { t } = useTranslation()
  const actor = CalendarContext.useActorRef()
  const mode = CalendarContext.useSelector((snapshot) => snapshot.context.view.mode)
  // Previous points back along the reading direction: right in right-to-left.
  const [backIcon, forwardIcon] =
    direction === 'rtl' ? [ChevronRightIcon, ChevronLeftIcon] : [ChevronLeftIcon, ChevronRightIcon]

  return (
    <div className="cea-calendar-toolbar">
      <div className="cea-calendar-toolbar__nav">
        {onOpenSidebar ? (
          <IconButton
            icon={SidebarCollapseIcon}
            variant="invisible"
            aria-label={t('calendar.sidebar.open')}
            onClick={onOpenSidebar}
          />
        ) : null}
        <IconButton
          icon={backIcon}
          aria-label={t(`calendar.toolbar.previous.${mode}`)}
          onClick={() => actor.send({ type: 'view.previous' })}
        />
        <IconButton
          icon={forwardIcon}
          aria-label={t(`calendar.toolbar.next.${mode}`)}
          onClick={() => actor.send({ type: 'view.next' })}
        />
        <Button onClick={() => actor.send({ type: 'view.today' })}>
          {t('calendar.toolbar.today')}
        </Button>
        {onOpenSidebar ? (
          <IconButton
            className="cea-calendar-toolbar__add"
            icon={PlusIcon}
            variant="primary"
            aria-label={t('calendar.sidebar.add')}
            onClick={() => actor.send({ type: 'editor.openNew' })}
          />
        ) : null}
      </div>
      <Heading as="h2" className="cea-calendar-toolbar__title" aria-live="polite">
        {title}
      </Heading>
      <SegmentedControl
        aria-label={t('calendar.toolbar.views')}
        size="small"
        onChange={(index) => {
          const next = calendarModes[index]
          if (next) actor.send({ type: 'view.mode', mode: next })
        }}
      >
        {calendarModes.map((each) => (
          <SegmentedControl.Button key={each} selected={each === mode}>
            {t(`calendar.toolbar.mode.${each}`)}
          </SegmentedControl.Button>
        ))}
      </SegmentedControl>
    </div>
  )
}
