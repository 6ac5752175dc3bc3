import { ActionList, ActionMenu } from '@primer/react'
import { useEffect, useRef, useState } from 'react'
import type { RangeFilter } from '../../machines/list/listParams'

/** Typing settles for this long before a filter asks the back end again. */
const typingPauseMs = 300

/** A value typed into a field, sent once the typing pauses (and at once when cleared). */
function useSettledValue(value: string, onChange: (value: string) => void) {
  const [text, setText] = useState(value)
  const [given, setGiven] = useState(value)
  // A new value from outside (the URL, Clear filters) replaces what is typed.
  if (given !== value) {
    setGiven(value)
    setText(value)
  }
  // The latest callback, so a parent's re-render does not restart the pause.
  const changed = useRef(onChange)
  useEffect(() => {
    changed.current = onChange
  })
  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => changed.current(text), text === '' ? 0 : typingPauseMs)
    return () => clearTimeout(timer)
  }, [text, value])
  return [text, setText] as const
}

export function TextFilter(props: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  const [text, setText] = useSettledValue(props.value, props.onChange)
  return (
    <input
      type="search"
      className="cea-grid-filter"
      aria-label={props.label}
      value={text}
      tabIndex={-1}
      onChange={(event) => setText(event.target.value)}
    />
  )
}

export function RangeFilterFields(props: {
  labels: { min: string; max: string }
  type: 'number' | 'date'
  value: RangeFilter
  onChange: (value: RangeFilter) => void
}) {
  const { value, onChange } = props
  const [min, setMin] = useSettledValue(value.min, (next) => onChange({ ...value, min: next }))
  const [max, setMax] = useSettledValue(value.max, (next) => onChange({ ...value, max: next }))
  const ends = [
    { label: props.labels.min, text: min, setText: setMin },
    { label: props.labels.max, text: max, setText: setMax },
  ]
  return (
    <span className="cea-grid-range">
      {ends.map((end) => (
        <input
          key={end.label}
          type={props.type}
          className="cea-grid-filter"
          aria-label={end.label}
          value={end.text}
          tabIndex={-1}
          onChange={(event) => end.setText(event.target.value)}
        />
      ))}
    </span>
  )
}

/** A set of choices (the five status codes) from a menu; none chosen: every row. */
export function SetFilter(props: {
  label: string
  summary: string
  choices: ReadonlyArray<{ value: string; label: string }>
  value: readonly string[]
  onChange: (value: string[]) => void
}) {
  const { value, onChange } = props
  return (
    <ActionMenu>
      <ActionMenu.Button size="small" aria-label={`${props.label}: ${props.summary}`}>
        {props.summary}
      </ActionMenu.Button>
      <ActionMenu.Overlay>
        <ActionList selectionVariant="multiple" aria-label={props.label}>
          {props.choices.map((choice) => (
            <ActionList.Item
              key={choice.value}
              selected={value.includes(choice.value)}
              onSelect={() =>
                onChange(
                  value.includes(choice.value)
                    ? value.filter((each) => each !== choice.value)
                    : [...value, choice.value],
                )
              }
            >
              {choice.label}
            </ActionList.Item>
          ))}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  )
}
