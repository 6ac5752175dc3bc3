import { Select, TextInput } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { userRoles } from '../../api/types/users'
import { FormField } from '../../components/form-field/FormField'
import type { UserField, UserFields, UserFormErrors } from '../../machines/users/userFormRules'
import { fieldErrorText, roleText } from './userWords'

const textFields = [
  { field: 'fullName', type: 'text', autoComplete: 'name' },
  { field: 'username', type: 'text', autoComplete: 'username' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'contact', type: 'tel', autoComplete: 'tel' },
  { field: 'company', type: 'text', autoComplete: 'organization' },
  { field: 'country', type: 'text', autoComplete: 'country-name' },
] as const satisfies ReadonlyArray<{ field: UserField; type: string; autoComplete: string }>

export interface UserIdentityFieldsProps {
  fields: UserFields
  errors: UserFormErrors
  onChange: (field: UserField, value: string) => void
  /** A "Choose…" first option in the role select (a new user has no role yet). */
  offersNoRole?: boolean
}

/** The user form's text fields and role, each with its problem under it: add-user and edit-user alike. */
export function UserIdentityFields({
  fields,
  errors,
  onChange,
  offersNoRole = false,
}: UserIdentityFieldsProps) {
  const { t } = useTranslation()
  return (
    <>
      {textFields.map(({ field, type, autoComplete }) => (
        <FormField
          key={field}
          label={t(`users.form.${field}`)}
          isRequired
          error={fieldErrorText(t, errors[field])}
        >
          {(inputProps) => (
            <TextInput
              {...inputProps}
              type={type}
              autoComplete={autoComplete}
              block
              value={fields[field]}
              onChange={(event) => onChange(field, event.target.value)}
            />
          )}
        </FormField>
      ))}
      <FormField label={t('users.form.role')} isRequired error={fieldErrorText(t, errors.role)}>
        {(inputProps) => (
          <Select
            {...inputProps}
            block
            value={fields.role}
            onChange={(event) => onChange('role', event.target.value)}
          >
            {offersNoRole ? <Select.Option value="">{t('users.form.choose')}</Select.Option> : null}
            {userRoles.map((role) => (
              <Select.Option key={role} value={role}>
                {roleText(t, role)}
              </Select.Option>
            ))}
          </Select>
        )}
      </FormField>
    </>
  )
}
