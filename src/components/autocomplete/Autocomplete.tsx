import { Button, TextInput, VisuallyHidden } from '@primer/react'
import { type KeyboardEvent, useId, useState } from 'react'
import { FormField } from '../form-field/FormField'
import './autocomplete.css'

export interface AutocompleteOption {
  id: number
  label: string
}

/** The words an autocomplete says; every one translated by the screen. */
export interface AutocompleteTexts {
  loading: string
  /** Why the suggestions could not be loaded. */
  failure: string
  retry: string
  /** Said when the text matches nothing, e.g. `No title matches “zz”.` */
  noMatch: string
  /** Said to screen readers as the list changes, e.g. `8 titles found.` */
  matchCount: (count: number) => string
}

export interface AutocompleteProps {
  label: string
  /** A hint under the box; the box is described by it. */
  caption?: string
  /** A validation message; the box is marked invalid while there is one. */
  error?: string | null
  isRequired?: boolean
  disabled?: boolean
  readOnly?: boolean
  /** The text in the box. */
  value: string
  /** The suggestions for that text, best first (already filtered). */
  options: AutocompleteOption[]
  /** `loading` and `error` show in place of the list; `ready` shows the options. */
  status: 'loading' | 'error' | 'ready'
  texts: AutocompleteTexts
  /** The text as typed. */
  onValueChange: (value: string) => void
  /** An option was chosen (Enter on it, or a click). */
  onChoose: (id: number) => void
  onRetry: () => void
}

const wrapped = (index: number, count: number) => (index + count) % count

/**
 * A text box that suggests options as a person types: the WAI-ARIA combobox pattern with a
 * listbox popup. ArrowDown opens the list and moves down, ArrowUp moves up, Enter chooses the
 * highlighted option, Escape closes the list (and clears the text when it is already closed).
 * Focus stays in the box; the highlighted option is named by `aria-activedescendant`, and the
 * number of matches is announced politely. The options come in filtered: the component decides
 * nothing about what matches.
 */
export function Autocomplete({
  label,
  caption,
  error,
  isRequired = false,
  disabled = false,
  readOnly = false,
  value,
  options,
  status,
  texts,
  onValueChange,
  onChoose,
  onRetry,
}: AutocompleteProps) {
  const listId = useId()
  const [isOpen, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const isExpanded = isOpen && status === 'ready' && options.length > 0
  const activeOption = isExpanded ? options[active] : undefined
  const optionId = (id: number) => `${listId}-option-${id}`

  const choose = (option: AutocompleteOption) => {
    onChoose(option.id)
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (options.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setOpen(true)
      setActive((current) =>
        isExpanded ? wrapped(current + step, options.length) : step > 0 ? 0 : options.length - 1,
      )
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault()
      choose(activeOption)
    } else if (event.key === 'Escape') {
      if (isOpen) setOpen(false)
      else onValueChange('')
      setActive(-1)
    }
  }

  return (
    <div className="cea-autocomplete">
      <FormField label={label} caption={caption} error={error} isRequired={isRequired}>
        {(fieldProps) => (
          <TextInput
            {...fieldProps}
            block
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={isExpanded}
            aria-controls={listId}
            aria-activedescendant={activeOption ? optionId(activeOption.id) : undefined}
            disabled={disabled}
            readOnly={readOnly}
            value={value}
            onChange={(event) => {
              onValueChange(event.target.value)
              setOpen(true)
              setActive(-1)
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
        )}
      </FormField>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="cea-autocomplete__list"
        hidden={!isExpanded}
      >
        {isExpanded
          ? options.map((option, index) => (
              <li
                key={option.id}
                id={optionId(option.id)}
                role="option"
                aria-selected={index === active}
                className="cea-autocomplete__option"
                // Chosen on press, with focus kept in the box (a click would blur it first).
                onMouseDown={(event) => {
                  event.preventDefault()
                  choose(option)
                }}
              >
                {option.label}
              </li>
            ))
          : null}
      </ul>
      <div role="status" className="cea-autocomplete__status">
        {status === 'loading' ? texts.loading : null}
        {status === 'ready' && isOpen && options.length === 0 && value.trim() !== ''
          ? texts.noMatch
          : null}
        {isExpanded ? <VisuallyHidden>{texts.matchCount(options.length)}</VisuallyHidden> : null}
      </div>
      {status === 'error' ? (
        <div className="cea-autocomplete__failure">
          <span>{texts.failure}</span>
          <Button size="small" onClick={onRetry}>
            {texts.retry}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
