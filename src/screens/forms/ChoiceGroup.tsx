import { type ReactNode, useId } from 'react'
import { describedByOf, FieldCaption, FieldError } from '../../components/form-field/FieldMessages'

interface ChoiceGroupProps {
  legend: string
  caption?: string
  error?: string | null
  children: ReactNode
}

/** A fieldset of radios (or fields) with its legend, a hint and one message for the group. */
export function ChoiceGroup({ legend, caption, error, children }: ChoiceGroupProps) {
  const id = useId()
  const { captionId, messageId, describedBy } = describedByOf(id, caption, error)
  return (
    <fieldset className="cea-forms-kit__group" aria-describedby={describedBy}>
      <legend className="cea-forms-kit__legend">{legend}</legend>
      {caption ? <FieldCaption id={captionId} text={caption} /> : null}
      {children}
      {error ? <FieldError id={messageId} text={error} /> : null}
    </fieldset>
  )
}
