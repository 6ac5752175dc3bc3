import { FormControl, TextInput } from '@primer/react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

/** One text field of a checkout form: its label, its value, and its problem (a code) below it. */
export function FormField({
  label,
  value,
  problem,
  onChange,
  inputProps,
}: {
  label: string
  value: string
  problem: string | undefined
  onChange: (value: string) => void
  inputProps?: Omit<ComponentProps<typeof TextInput>, 'value' | 'onChange'>
}) {
  const { t } = useTranslation()
  return (
    <FormControl required>
      <FormControl.Label>{label}</FormControl.Label>
      <TextInput
        {...inputProps}
        block
        value={value}
        validationStatus={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <FormControl.Validation variant="error">
          {t(`checkout.problem.${problem}`)}
        </FormControl.Validation>
      ) : null}
    </FormControl>
  )
}
