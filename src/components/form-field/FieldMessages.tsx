import { AlertFillIcon } from '@primer/octicons-react'
import './formField.css'

/** A field's label, with the required mark (hidden from screen readers: the input says it). */
export function FieldLabel({
  htmlFor,
  text,
  isRequired,
}: {
  htmlFor: string
  text: string
  isRequired: boolean
}) {
  return (
    <label htmlFor={htmlFor} className="cea-form-field__label">
      {text}
      {isRequired ? (
        <span aria-hidden="true" className="cea-form-field__required">
          *
        </span>
      ) : null}
    </label>
  )
}

/** The hint under a field (what to enter, its limits); the field names it in `aria-describedby`. */
export function FieldCaption({ id, text }: { id: string; text: string }) {
  return (
    <span id={id} className="cea-form-field__caption">
      {text}
    </span>
  )
}

/** A field's validation message with its alert icon; the field names it in `aria-describedby`. */
export function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <span id={id} className="cea-form-field__error">
      <AlertFillIcon size={12} aria-hidden="true" />
      {text}
    </span>
  )
}

/**
 * The ids of a field's hint and message, and its `aria-describedby` (undefined when it has
 * neither), for a field with the id `id`.
 */
export function describedByOf(id: string, caption?: string, error?: string | null) {
  const captionId = `${id}-caption`
  const messageId = `${id}-message`
  const ids = [caption ? captionId : null, error ? messageId : null].filter(Boolean)
  return { captionId, messageId, describedBy: ids.length > 0 ? ids.join(' ') : undefined }
}
