import { Checkbox, Radio } from '@primer/react'
import { type ChangeEvent, useId } from 'react'
import { describedByOf, FieldCaption, FieldError, FieldLabel } from '../form-field/FieldMessages'
import './labelledChoice.css'

export interface LabelledChoiceProps {
  /**
   * `checkbox`: a yes/no answer or one of several picks; `radio`: one of a group (give every
   * radio of the group the same `name`); `switch`: a setting that takes effect at once.
   */
  kind: 'checkbox' | 'radio' | 'switch'
  /** What the choice says; clicking it toggles the choice. */
  label: string
  /** A hint under the label; the input is described by it. */
  caption?: string
  /** The group's name (radios) or the form field's name. */
  name?: string
  /** The value a radio or checkbox stands for in its group. */
  value?: string
  checked: boolean
  disabled?: boolean
  isRequired?: boolean
  /** A message under the choice; the input is marked invalid while there is one. */
  error?: string | null
  /** The new checked state, after a click, Space, or a click on the label. */
  onChange: (checked: boolean) => void
}

/**
 * A checkbox, radio or switch with its label beside it and, under the label, a caption and a
 * validation message that the input is described by. Use it rather than hand-writing a label
 * around an input: the label, hint and error stay tied to the input for screen readers.
 */
export function LabelledChoice({
  kind,
  label,
  caption,
  name,
  value,
  checked,
  disabled = false,
  isRequired = false,
  error,
  onChange,
}: LabelledChoiceProps) {
  const id = useId()
  const { captionId, messageId, describedBy } = describedByOf(id, caption, error)
  const inputProps = {
    id,
    name,
    value,
    checked,
    disabled,
    required: isRequired,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked),
  }
  return (
    <div className={`cea-choice${disabled ? ' cea-choice--disabled' : ''}`}>
      {kind === 'radio' ? <Radio {...inputProps} value={value ?? label} /> : null}
      {kind === 'checkbox' ? <Checkbox {...inputProps} /> : null}
      {kind === 'switch' ? (
        <input {...inputProps} type="checkbox" role="switch" className="cea-choice__switch" />
      ) : null}
      <div className="cea-choice__text">
        <FieldLabel htmlFor={id} text={label} isRequired={isRequired} />
        {caption ? <FieldCaption id={captionId} text={caption} /> : null}
        {error ? <FieldError id={messageId} text={error} /> : null}
      </div>
    </div>
  )
}
