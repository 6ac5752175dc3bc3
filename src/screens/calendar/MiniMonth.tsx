import { ChevronLeftIcon, ChevronRightIcon } from '@primer/octicons-react'
import { IconButton, VisuallyHidden } from '@primer/react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { addMonths } from '../../machines/calendar/calendarDates'
import {
  dayAfterKey,
  dayNumber,
  fullDate,
  monthTitle,
  monthWeeks,
  weekdayName,
  weekdayOrder,
} from './miniMonthDays'
import './miniMonth.css'

export interface MiniMonthProps {
  /** The day the calendar shows (YYYY-MM-DD). */
  date: string
  today: string
  /** The week's first day in the UI's language (0 Sunday). */
  firstDay: number
  direction: 'ltr' | 'rtl'
  onPick: (date: string) => void
}

/**
 * The sidebar's month to jump to a day: a grid of day buttons (one tab stop; arrows, Home,
 * End, Page Up / Down move between days and months), today and the day shown marked.
 */
export function MiniMonth({ date, today, firstDay, direction, onPick }: MiniMonthProps) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const titleId = useId()
  const gridRef = useRef<HTMLTableElement>(null)
  const [focused, setFocused] = useState(date)
  const [shownFor, setShownFor] = useState(date)
  // The calendar moved to another day: the grid follows.
  if (shownFor !== date) {
    setShownFor(date)
    setFocused(date)
  }
  // A key moved the focus day: once the grid shows it, focus follows.
  const keyMovedRef = useRef(false)
  const month = addMonths(focused, 0)
  const weeks = monthWeeks(month, firstDay)

  useEffect(() => {
    if (!keyMovedRef.current) return
    keyMovedRef.current = false
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus()
  }, [focused])

  const onKeyDown = (event: KeyboardEvent) => {
    const next = dayAfterKey(focused, event.key, direction === 'rtl', firstDay)
    if (!next) return
    event.preventDefault()
    keyMovedRef.current = true
    setFocused(next)
  }
  const [backIcon, forwardIcon] =
    direction === 'rtl' ? [ChevronRightIcon, ChevronLeftIcon] : [ChevronLeftIcon, ChevronRightIcon]

  return (
    <div className="cea-mini-month">
      <div className="cea-mini-month__header">
        <IconButton
          icon={backIcon}
          size="small"
          variant="invisible"
          aria-label={t('calendar.mini.previous')}
          onClick={() => setFocused(addMonths(month, -1))}
        />
        <p id={titleId} className="cea-mini-month__title" aria-live="polite">
          {monthTitle(month, language)}
        </p>
        <IconButton
          icon={forwardIcon}
          size="small"
          variant="invisible"
          aria-label={t('calendar.mini.next')}
          onClick={() => setFocused(addMonths(month, 1))}
        />
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={titleId} className="cea-mini-month__grid">
        <thead>
          <tr>
            {weekdayOrder(firstDay).map((weekday) => (
              <th key={weekday} scope="col">
                <span aria-hidden="true">{weekdayName(weekday, language, 'narrow')}</span>
                <VisuallyHidden>{weekdayName(weekday, language, 'long')}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day} role="gridcell" aria-selected={day === date}>
                  <button
                    type="button"
                    data-date={day}
                    tabIndex={day === focused ? 0 : -1}
                    aria-label={fullDate(day, language)}
                    aria-current={day === today ? 'date' : undefined}
                    data-outside={day.slice(0, 7) !== month.slice(0, 7) || undefined}
                    className="cea-mini-month__day"
                    onKeyDown={onKeyDown}
                    onFocus={() => setFocused(day)}
                    onClick={() => onPick(day)}
                  >
                    {dayNumber(day, language)}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
