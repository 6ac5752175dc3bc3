import { Text } from '@primer/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour

/** The launch: midnight of the reference day plus 30 calendar days. */
export function launchDateFrom(reference: Date): Date {
  const launch = new Date(reference)
  launch.setHours(0, 0, 0, 0)
  launch.setDate(launch.getDate() + 30)
  return launch
}

type Unit = 'day' | 'hour' | 'minute' | 'second'

export function splitRemaining(milliseconds: number): Record<Unit, number> {
  const left = Math.max(0, milliseconds)
  return {
    day: Math.floor(left / day),
    hour: Math.floor((left % day) / hour),
    minute: Math.floor((left % hour) / minute),
    second: Math.floor((left % minute) / second),
  }
}

/** The page's clock: starts at the reference moment (or now) and runs in real time. */
function useRunningClock(reference: Date | undefined): number {
  const [mountedAt] = useState(() => Date.now())
  const [now, setNow] = useState(mountedAt)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const origin = reference ? reference.getTime() : mountedAt
  return origin + (now - mountedAt)
}

export interface LaunchCountdownProps {
  /** "Today" for the page; the launch is 30 days later. */
  referenceDate?: Date
}

/** Days, hours, minutes and seconds to the launch, ticking every second. */
export function LaunchCountdown({ referenceDate }: LaunchCountdownProps) {
  const { t, i18n } = useTranslation()
  const now = useRunningClock(referenceDate)
  const [launch] = useState(() => launchDateFrom(referenceDate ?? new Date()))
  const remaining = splitRemaining(launch.getTime() - now)
  const units: Unit[] = ['day', 'hour', 'minute', 'second']
  const launchText = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(launch)

  return (
    <div className="cea-countdown">
      <div
        role="timer"
        aria-label={t('misc.comingSoon.countdownLabel')}
        className="cea-countdown__units"
      >
        {units.map((unit) => {
          const digits = unit === 'day' ? 1 : 2
          const value = new Intl.NumberFormat(i18n.language, {
            minimumIntegerDigits: digits,
          }).format(remaining[unit])
          // Intl gives the unit's plural form in every language (Arabic's dual included).
          const name = new Intl.NumberFormat(i18n.language, {
            style: 'unit',
            unit,
            unitDisplay: 'long',
          })
            .formatToParts(remaining[unit])
            .filter((part) => part.type === 'unit')
            .map((part) => part.value)
            .join(' ')
          return (
            <div key={unit} className="cea-countdown__unit" data-unit={unit}>
              <span className="cea-countdown__value">{value}</span>{' '}
              <span className="cea-countdown__name">{name}</span>
            </div>
          )
        })}
      </div>
      <Text as="p" className="cea-countdown__date">
        {t('misc.comingSoon.launchOn', { date: launchText })}
      </Text>
    </div>
  )
}
