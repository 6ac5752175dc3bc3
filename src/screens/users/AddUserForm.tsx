import { Flash, Select } from '@primer/react'
import { Dialog } from '../../components/dialog/Dialog'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { userPlans } from '../../api/types/users'
import { FormField } from '../../components/form-field/FormField'
import type { UserField } from '../../machines/users/userFormRules'
import { UsersContext } from './usersContext'
import { UserIdentityFields } from './UserIdentityFields'
import { failureText, fieldErrorText, planText } from './userWords'

export interface AddUserFormProps {
  returnFocusRef: RefObject<HTMLButtonElement | null>
}

/** The add-user form, or the edit form of one user, in a drawer from the end edge (full screen on phones). */
export function AddUserForm({ returnFocusRef }: AddUserFormProps) {
  const { t } = useTranslation()
  const users = UsersContext.useActorRef()
  const isOpen = UsersContext.useSelector((snapshot) => !snapshot.matches({ addUser: 'closed' }))
  const isSaving = UsersContext.useSelector((snapshot) => snapshot.hasTag('saving'))
  const { fields, errors, saveFailure, editingId } = UsersContext.useSelector(
    (snapshot) => snapshot.context,
  )
  const isEditing = editingId !== null
  if (!isOpen) return null

  const change = (field: UserField, value: string) =>
    users.send({ type: 'addUser.change', field, value })
  const formId = 'cea-add-user-form'

  return (
    <Dialog
      closeLabel={t('common.close')}
      title={isEditing ? t('users.form.editTitle') : t('users.form.title')}
      position={{ narrow: 'fullscreen', regular: 'right' }}
      width="medium"
      returnFocusRef={isEditing ? undefined : returnFocusRef}
      onClose={() => users.send({ type: 'addUser.close' })}
      footerButtons={[
        { content: t('users.form.cancel'), onClick: () => users.send({ type: 'addUser.close' }) },
        {
          content: isEditing ? t('users.form.save') : t('users.form.submit'),
          buttonType: 'primary',
          type: 'submit',
          form: formId,
          loading: isSaving,
          loadingAnnouncement: t('common.saving'),
        },
      ]}
    >
      <form
        id={formId}
        className="cea-users-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          users.send({ type: 'addUser.submit' })
        }}
      >
        {saveFailure ? <Flash variant="danger">{failureText(t, saveFailure)}</Flash> : null}
        <UserIdentityFields fields={fields} errors={errors} onChange={change} offersNoRole />
        <FormField
          label={t('users.form.currentPlan')}
          isRequired
          error={fieldErrorText(t, errors.currentPlan)}
        >
          {(inputProps) => (
            <Select
              {...inputProps}
              validationStatus={errors.currentPlan ? 'error' : undefined}
              block
              value={fields.currentPlan}
              onChange={(event) => change('currentPlan', event.target.value)}
            >
              <Select.Option value="">{t('users.form.choose')}</Select.Option>
              {userPlans.map((plan) => (
                <Select.Option key={plan} value={plan}>
                  {planText(t, plan)}
                </Select.Option>
              ))}
            </Select>
          )}
        </FormField>
      </form>
    </Dialog>
  )
}
