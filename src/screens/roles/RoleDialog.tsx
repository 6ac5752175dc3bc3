import { Flash, TextInput } from '@primer/react'
import { Dialog } from '../../components/dialog/Dialog'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../components/form-field/FormField'
import { maxRoleName, type RoleNameError } from '../../machines/roles/roleFormRules'
import { RoleMatrix } from './RoleMatrix'
import { RolesContext } from './rolesContext'

export interface RoleDialogProps {
  returnFocusRef: RefObject<HTMLButtonElement | null>
}

/** Add a role, or edit one: its name and its permission matrix. */
export function RoleDialog({ returnFocusRef }: RoleDialogProps) {
  const { t } = useTranslation()
  const screen = RolesContext.useActorRef()
  const isOpen = RolesContext.useSelector((snapshot) => snapshot.hasTag('dialogOpen'))
  const isSaving = RolesContext.useSelector((snapshot) => snapshot.hasTag('saving'))
  const { editingId, name, nameError, saveFailure, permissions } = RolesContext.useSelector(
    (snapshot) => snapshot.context,
  )
  if (!isOpen) return null

  const errorText = (error: RoleNameError | null) => {
    if (!error) return null
    if (error.code === 'rejected') return error.message
    return t(`roles.dialog.error.${error.code}`, { max: maxRoleName })
  }
  const isNew = editingId === null
  const formId = 'cea-role-form'
  const close = () => screen.send({ type: 'dialog.close' })

  return (
    <Dialog
      closeLabel={t('common.close')}
      title={isNew ? t('roles.dialog.addTitle') : t('roles.dialog.editTitle')}
      subtitle={t('roles.dialog.note')}
      width="large"
      returnFocusRef={isNew ? returnFocusRef : undefined}
      onClose={close}
      footerButtons={[
        { content: t('roles.dialog.cancel'), onClick: close },
        {
          content: isNew ? t('roles.dialog.add') : t('roles.dialog.save'),
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
        noValidate
        className="cea-role-form"
        onSubmit={(event) => {
          event.preventDefault()
          screen.send({ type: 'dialog.submit' })
        }}
      >
        {saveFailure ? (
          <Flash variant="danger" role="alert">
            {t('roles.failure.save')}
          </Flash>
        ) : null}
        <FormField label={t('roles.dialog.name')} isRequired error={errorText(nameError)}>
          {(inputProps) => (
            <TextInput
              {...inputProps}
              block
              autoComplete="off"
              value={name}
              onChange={(event) => screen.send({ type: 'name.change', name: event.target.value })}
            />
          )}
        </FormField>
        <RoleMatrix permissions={permissions} />
      </form>
    </Dialog>
  )
}
