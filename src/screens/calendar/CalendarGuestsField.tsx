import { PeopleIcon } from '@primer/octicons-react'
import {
  Avatar,
  Button,
  SelectPanel,
  type SelectPanelItemInput,
  Text,
  VisuallyHidden,
} from '@primer/react'
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
 *
 * Primer's SelectPanel speaks English of its own: its live announcements ("Loading.", "List
 * updated, Focused item: …"), its empty message and its filter hint. Here those are off or
 * replaced: loading is shown as the panel's message, every message is given, the filter's hint
 * is ours, and a status of our own says how many people the list shows. The option that has
 * the focus is still read out through the filter's aria-activedescendant.
 */
export function CalendarGuestsField({ guests, error, onChange }: CalendarGuestsFieldProps) {
  const { t } = useTranslation()
  const labelId = useId()
  const hintId = useId()
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
  const shown =
    state === 'ready' ? items.filter((item) => item.text.toLowerCase().includes(needle)) : []
  const message =
    state === 'loading'
      ? { variant: 'empty' as const, title: t('calendar.editor.guestsLoading'), body: '' }
      : state === 'error'
        ? { variant: 'error' as const, title: t('calendar.editor.guestsFailed'), body: '' }
        : shown.length === 0
          ? { variant: 'empty' as const, title: t('calendar.editor.guestsNoMatch'), body: '' }
          : undefined
  const listStatus =
    state === 'loading'
      ? t('calendar.editor.guestsLoading')
      : t('calendar.editor.guestsShown', { count: shown.length })

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
        loading={false}
        message={message}
        announcementsEnabled={false}
        // With no list drawn (a message instead), the filter is a collapsed combobox: it must not
        // point at a list that is not there.
        textInputProps={{
          'aria-describedby': hintId,
          ...(shown.length === 0 ? { 'aria-controls': undefined, 'aria-expanded': false } : {}),
        }}
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
      <VisuallyHidden id={hintId}>{t('calendar.editor.guestsFilterHint')}</VisuallyHidden>
      <VisuallyHidden role="status">{isOpen ? listStatus : ''}</VisuallyHidden>
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
