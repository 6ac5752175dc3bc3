import { Dialog, Flash, Select, TextInput } from '@primer/react'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { userRoles } from '../../api/types/users'
import { FormField } from '../../components/form-field/FormField'
import type { UserField } from '../../machines/users/userFormRules'
import { failureText, fieldErrorText, roleText } from '../users/userWords'
import { UserViewContext } from './userViewContext'

const textFields = [
  { field: 'fullName', type: 'text', autoComplete: 'name' },
  { field: 'username', type: 'text', autoComplete: 'username' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'contact', type: 'tel', autoComplete: 'tel' },
  { field: 'company', type: 'text', autoComplete: 'organization' },
  { field: 'country', type: 'text', autoComplete: 'country-name' },
] as const satisfies ReadonlyArray<{ field: UserField; type: string; autoComplete: string }>

/** The edit dialog of the user card: the users form's fields and rules, saved through update-user. */
export function EditUserDialog({
  returnFocusRef,
}: {
  returnFocusRef: RefObject<HTMLButtonElement | null>
}) {
  const { t } = useTranslation()
  const view = UserViewContext.useActorRef()
  const isOpen = UserViewContext.useSelector(
    (snapshot) => snapshot.hasTag('ready') && !snapshot.matches({ ready: { edit: 'closed' } }),
  )
  const isSaving = UserViewContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { edit: 'saving' } }),
  )
  const { fields, errors, failure } = UserViewContext.useSelector(
    (snapshot) => snapshot.context.edit,
  )
  if (!isOpen) return null

  const change = (field: UserField, value: string) =>
    view.send({ type: 'edit.change', field, value })
  const close = () => view.send({ type: 'edit.close' })
  const formId = 'cea-user-view-edit-form'

  return (
    <Dialog
      title={t('userView.edit.title')}
      subtitle={t('userView.edit.subtitle')}
      position={{ narrow: 'fullscreen', regular: 'center' }}
      width="large"
      returnFocusRef={returnFocusRef}
      onClose={close}
      footerButtons={[
        { content: t('userView.cancel'), onClick: close },
        {
          content: t('userView.edit.save'),
          buttonType: 'primary',
          type: 'submit',
          form: formId,
          loading: isSaving,
        },
      ]}
    >
      <form
        id={formId}
        className="cea-user-view__form cea-user-view__form--columns"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          view.send({ type: 'edit.submit' })
        }}
      >
        {failure ? (
          <Flash variant="danger" className="cea-user-view__wide">
            {failureText(t, failure)}
          </Flash>
        ) : null}
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
                onChange={(event) => change(field, event.target.value)}
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
              onChange={(event) => change('role', event.target.value)}
            >
              {userRoles.map((role) => (
                <Select.Option key={role} value={role}>
                  {roleText(t, role)}
                </Select.Option>
              ))}
            </Select>
          )}
        </FormField>
      </form>
    </Dialog>
  )
}
