import { AlertFillIcon } from '@primer/octicons-react'
import { type ReactNode, useId } from 'react'
import './formField.css'

/** What the input of a field needs: its id and the links to its label and message. */
export interface FormFieldInputProps {
  id: string
  required: boolean
  'aria-describedby': string | undefined
  'aria-invalid': boolean | undefined
}

export interface FormFieldProps {
  label: string
  /** The input's id, when something else links to it (an error summary); generated otherwise. */
  id?: string
  isRequired?: boolean
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
  error,
  children,
}: FormFieldProps) {
  const generatedId = useId()
  const id = givenId ?? generatedId
  const messageId = `${id}-message`
  return (
    <div className="cea-form-field">
      <label htmlFor={id} className="cea-form-field__label">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="cea-form-field__required">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        required: isRequired,
        'aria-describedby': error ? messageId : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {error ? (
        <span id={messageId} className="cea-form-field__error">
          <AlertFillIcon size={12} aria-hidden="true" />
          {error}
        </span>
      ) : null}
    </div>
  )
}
