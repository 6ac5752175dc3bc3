import { PeopleIcon } from '@primer/octicons-react'
import { Avatar, Button, SelectPanel, type SelectPanelItemInput, Text } from '@primer/react'
import { InlineMessage } from '@primer/react/experimental'
import { useActorRef, useSelector } from '@xstate/react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarGuest } from '../../api/types/calendar'
import { calendarGuestsMachine } from '../../machines/calendar/calendarGuests'

export interface CalendarGuestsFieldProps {
  guests: CalendarGuest[]
  /** The field's problem in words, if any. */
  error: string | null
  onChange: (guests: CalendarGuest[]) => void
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('')

function GuestPicture({ guest }: { guest: CalendarGuest }) {
  return guest.avatar ? (
    <Avatar src={guest.avatar} alt="" size={20} />
  ) : (
    <span className="cea-calendar-guest__initials" aria-hidden="true">
      {initials(guest.fullName)}
    </span>
  )
}

/**
 * The guests: a panel to pick users (loaded when the drawer opens, filterable), and the list
 * of those invited. While the users load, or when they could not be loaded, the field says so.
 */
export function CalendarGuestsField({ guests, error, onChange }: CalendarGuestsFieldProps) {
  const { t } = useTranslation()
  const labelId = useId()
  const people = useActorRef(calendarGuestsMachine)
  const known = useSelector(people, (snapshot) => snapshot.context.people)
  const state = useSelector(people, (snapshot) =>
    snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('error') ? 'error' : 'ready',
  )
  const [isOpen, setOpen] = useState(false)
  const [filter, setFilter] = useState('')
  // Guests invited earlier stay choices even when they are no longer among the users.
  const choices = useMemo(
    () => [...guests.filter((guest) => !known.some((person) => person.id === guest.id)), ...known],
    [guests, known],
  )
  const items = choices.map((person) => ({
    id: person.id,
    text: person.fullName,
    leadingVisual: () => <GuestPicture guest={person} />,
  }))
  const needle = filter.trim().toLowerCase()
  const shown = items.filter((item) => item.text.toLowerCase().includes(needle))

  return (
    <div className="cea-calendar-guests" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="cea-calendar-guests__label">
        {t('calendar.editor.guests')}
      </span>
      <SelectPanel
        title={t('calendar.editor.guestsTitle')}
        placeholderText={t('calendar.editor.guestsFilter')}
        open={isOpen}
        onOpenChange={setOpen}
        loading={state === 'loading'}
        items={shown}
        selected={items.filter((item) => guests.some((guest) => guest.id === item.id))}
        onSelectedChange={(selected: SelectPanelItemInput[]) =>
          onChange(choices.filter((person) => selected.some((item) => item.id === person.id)))
        }
        filterValue={filter}
        onFilterChange={setFilter}
        renderAnchor={(anchor) => (
          <Button {...anchor} leadingVisual={PeopleIcon} aria-haspopup="dialog">
            {t('calendar.editor.guestsChoose')}
          </Button>
        )}
      />
      {guests.length === 0 ? (
        <Text className="cea-calendar-guests__none">{t('calendar.editor.noGuests')}</Text>
      ) : (
        <ul className="cea-calendar-guests__list" aria-labelledby={labelId}>
          {guests.map((guest) => (
            <li key={guest.id} className="cea-calendar-guest">
              <GuestPicture guest={guest} />
              {guest.fullName}
            </li>
          ))}
        </ul>
      )}
      {state === 'error' ? (
        <div className="cea-calendar-guests__failed">
          <Text>{t('calendar.editor.guestsFailed')}</Text>
          <Button size="small" onClick={() => people.send({ type: 'retry' })}>
            {t('calendar.editor.guestsRetry')}
          </Button>
        </div>
      ) : null}
      {error ? <InlineMessage variant="critical">{error}</InlineMessage> : null}
    </div>
  )
}
