import { Checkbox, FormControl, Select, Textarea, TextInput } from '@primer/react'
import { useSelector } from '@xstate/react'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { type CalendarCategory, calendarCategories } from '../../api/types/calendar'
import type { calendarEditorMachine } from '../../machines/calendar/calendarEditorMachine'
import type { EventField, EventFields } from '../../machines/calendar/calendarEditorRules'
import { CalendarContext } from './calendarContext'
import { CalendarGuestsField } from './CalendarGuestsField'
import { categoryText, fieldErrorText } from './calendarWords'

/** The drawer's fields, each with its message under it. */
export function CalendarEditorFields({
  editor,
  titleRef,
}: {
  editor: ActorRefFrom<typeof calendarEditorMachine>
  /** The title field: the drawer puts the focus there when it opens. */
  titleRef: RefObject<HTMLInputElement | null>
}) {
  const { t } = useTranslation()
  const actor = CalendarContext.useActorRef()
  const fields = useSelector(editor, (snapshot) => snapshot.context.fields)
  const errors = useSelector(editor, (snapshot) => snapshot.context.errors)
  const change = (changed: Partial<EventFields>) =>
    actor.send({ type: 'editor.change', fields: changed })
  const errorOf = (field: EventField) => fieldErrorText(t, field, errors[field])
  const message = (field: EventField) => {
    const text = errorOf(field)
    return text ? <FormControl.Validation variant="error">{text}</FormControl.Validation> : null
  }
  const status = (field: EventField) => (errorOf(field) ? ('error' as const) : undefined)

  const moment = (
    dateField: 'startDate' | 'endDate',
    timeField: 'startTime' | 'endTime',
    which: 'start' | 'end',
  ) => (
    <div className="cea-calendar-editor__row">
      <FormControl required>
        <FormControl.Label>{t(`calendar.editor.${which}Date`)}</FormControl.Label>
        <TextInput
          type="date"
          block
          value={fields[dateField]}
          validationStatus={status(dateField)}
          onChange={(event) => change({ [dateField]: event.target.value })}
        />
        {message(dateField)}
      </FormControl>
      {fields.allDay ? null : (
        <FormControl required>
          <FormControl.Label>{t(`calendar.editor.${which}Time`)}</FormControl.Label>
          <TextInput
            type="time"
            block
            value={fields[timeField]}
            validationStatus={status(timeField)}
            onChange={(event) => change({ [timeField]: event.target.value })}
          />
          {message(timeField)}
        </FormControl>
      )}
    </div>
  )

  return (
    <>
      <FormControl required>
        <FormControl.Label>{t('calendar.editor.title')}</FormControl.Label>
        <TextInput
          ref={titleRef}
          block
          value={fields.title}
          validationStatus={status('title')}
          onChange={(event) => change({ title: event.target.value })}
        />
        {message('title')}
      </FormControl>
      <FormControl>
        <FormControl.Label>{t('calendar.editor.calendar')}</FormControl.Label>
        <Select
          block
          value={fields.calendar}
          validationStatus={status('calendar')}
          onChange={(event) => {
            const calendar = calendarCategories.find((each) => each === event.target.value)
            if (calendar) change({ calendar: calendar satisfies CalendarCategory })
          }}
        >
          {calendarCategories.map((category) => (
            <Select.Option key={category} value={category}>
              {categoryText(t, category)}
            </Select.Option>
          ))}
        </Select>
        {message('calendar')}
      </FormControl>
      <FormControl>
        <Checkbox
          checked={fields.allDay}
          onChange={(event) => change({ allDay: event.target.checked })}
        />
        <FormControl.Label>{t('calendar.editor.allDay')}</FormControl.Label>
      </FormControl>
      {moment('startDate', 'startTime', 'start')}
      {moment('endDate', 'endTime', 'end')}
      <FormControl>
        <FormControl.Label>{t('calendar.editor.url')}</FormControl.Label>
        <TextInput
          type="url"
          block
          placeholder="https://"
          value={fields.url}
          validationStatus={status('url')}
          onChange={(event) => change({ url: event.target.value })}
        />
        {message('url')}
      </FormControl>
      <CalendarGuestsField
        guests={fields.guests}
        error={errorOf('guests')}
        onChange={(guests) => change({ guests })}
      />
      <FormControl>
        <FormControl.Label>{t('calendar.editor.location')}</FormControl.Label>
        <TextInput
          block
          value={fields.location}
          validationStatus={status('location')}
          onChange={(event) => change({ location: event.target.value })}
        />
        {message('location')}
      </FormControl>
      <FormControl>
        <FormControl.Label>{t('calendar.editor.description')}</FormControl.Label>
        <Textarea
          block
          rows={3}
          value={fields.description}
          validationStatus={status('description')}
          onChange={(event) => change({ description: event.target.value })}
        />
        {message('description')}
      </FormControl>
    </>
  )
}
