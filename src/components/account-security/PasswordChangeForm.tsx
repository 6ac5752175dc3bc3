import { Button, Flash } from '@primer/react'
import { TextInput } from '@primer/react'
import { FormField } from '../form-field/FormField'
import { PasswordRules, type PasswordRulesProps } from '../password-rules/PasswordRules'
import './accountSecurity.css'

export interface PasswordInput {
  /** The field's name, given back to `onChange`. */
  name: string
  /** The field's label. */
  label: string
  /** What is typed. */
  value: string
  /** The field's validation message, or null. */
  error: string | null
  /** Tells password managers which password this is. */
  autoComplete: 'current-password' | 'new-password'
}

export interface PasswordChangeFormProps {
  /** The form's class and the class of the rows that span it (each screen's own layout). */
  className: string
  /** The class of the rows that span the form (failure, rules, button). */
  wideClassName: string
  /** The password fields, in order (current, new, confirm). */
  inputs: readonly PasswordInput[]
  /** The checklist of the new password's rules. */
  rules: Omit<PasswordRulesProps, 'className'>
  /** Why the last save failed, shown above the fields; null when it did not. */
  failure: string | null
  /** The button shows it is busy while the change is saved. */
  isSaving: boolean
  /** The button's text. */
  submitLabel: string
  /** What a screen reader hears while saving. */
  savingLabel: string
  /** A field changed: its name and its value. */
  onChange: (name: string, value: string) => void
  /** The form was sent. */
  onSubmit: () => void
}

/** A password change: its fields, the new password's rules as a checklist, and the button. */
export function PasswordChangeForm({
  className,
  wideClassName,
  inputs,
  rules,
  failure,
  isSaving,
  submitLabel,
  savingLabel,
  onChange,
  onSubmit,
}: PasswordChangeFormProps) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {failure ? (
        <Flash variant="danger" className={wideClassName}>
          {failure}
        </Flash>
      ) : null}
      {inputs.map((input) => (
        <FormField key={input.name} label={input.label} isRequired error={input.error}>
          {(inputProps) => (
            <TextInput
              {...inputProps}
              type="password"
              autoComplete={input.autoComplete}
              block
              value={input.value}
              onChange={(event) => onChange(input.name, event.target.value)}
            />
          )}
        </FormField>
      ))}
      <PasswordRules {...rules} className={wideClassName} />
      <div className={`cea-account-security__actions ${wideClassName}`}>
        <Button
          type="submit"
          variant="primary"
          loading={isSaving}
          loadingAnnouncement={savingLabel}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
