import { type ReactNode, useId } from 'react'
import { describedByOf, FieldCaption, FieldError, FieldLabel } from './FieldMessages'
import './formField.css'

/** What the input of a field needs: its id and the links to its label and message. */
export interface FormFieldInputProps {
  /** The input's id (the label points at it). */
  id: string
  /** The field must be filled. */
  required: boolean
  /** The message's id while there is one. */
  'aria-describedby': string | undefined
  /** True while there is a message. */
  'aria-invalid': boolean | undefined
}

export interface FormFieldProps {
  /** The label's text; it names the input. */
  label: string
  /** The input's id, when something else links to it (an error summary); generated otherwise. */
  id?: string
  /** Marks the label with an asterisk and the input as required. */
  isRequired?: boolean
  /** A hint under the label (what to enter, its limits); the input is described by it. */
  caption?: string
  /** A message under the input; the input is marked invalid while there is one. */
  error?: string | null
  /** Renders the input (a Primer TextInput) with the props that tie it to the label and message. */
  children: (inputProps: FormFieldInputProps) => ReactNode
}

/**
 * A labelled input with its validation message, styled like Primer's FormControl.
 * For the sign-in form on the critical path: Primer's FormControl imports every
 * input it can hold (SelectPanel, Autocomplete, a virtualizer), about 50 KB gzip
 * that the first page of the app would otherwise download.
 */
export function FormField({
  label,
  id: givenId,
  isRequired = false,
  caption,
  error,
  children,
}: FormFieldProps) {
  const generatedId = useId()
  const id = givenId ?? generatedId
  const { captionId, messageId, describedBy } = describedByOf(id, caption, error)
  return (
    <div className="cea-form-field">
      <FieldLabel htmlFor={id} text={label} isRequired={isRequired} />
      {children({
        id,
        required: isRequired,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {caption ? <FieldCaption id={captionId} text={caption} /> : null}
      {error ? <FieldError id={messageId} text={error} /> : null}
    </div>
  )
}
