import { Flash, TextInput } from '@primer/react'
import { Dialog } from '../../components/dialog/Dialog'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../components/form-field/FormField'
import { maxPermissionName, type NameError } from '../../machines/permissions/permissionsMachine'
import { PermissionsContext } from './permissionsContext'

export interface PermissionDialogProps {
  returnFocusRef: RefObject<HTMLButtonElement | null>
}

/** Add a permission (assigned to administrator only), or rename one. */
export function PermissionDialog({ returnFocusRef }: PermissionDialogProps) {
  const { t } = useTranslation()
  const screen = PermissionsContext.useActorRef()
  const isOpen = PermissionsContext.useSelector((snapshot) => !snapshot.matches('closed'))
  const isSaving = PermissionsContext.useSelector((snapshot) => snapshot.hasTag('saving'))
  const { renaming, name, nameError, saveFailure } = PermissionsContext.useSelector(
    (snapshot) => snapshot.context,
  )
  if (!isOpen) return null

  const errorText = (error: NameError | null) => {
    if (!error) return null
    if (error.code === 'rejected') return error.message
    return t(`permissions.dialog.error.${error.code}`, { max: maxPermissionName })
  }
  const formId = 'cea-permission-form'
  const close = () => screen.send({ type: 'dialog.close' })

  return (
    <Dialog
      closeLabel={t('common.close')}
      title={renaming ? t('permissions.dialog.renameTitle') : t('permissions.dialog.addTitle')}
      subtitle={renaming ? undefined : t('permissions.dialog.addNote')}
      returnFocusRef={renaming ? undefined : returnFocusRef}
      onClose={close}
      footerButtons={[
        { content: t('permissions.dialog.cancel'), onClick: close },
        {
          content: renaming ? t('permissions.dialog.save') : t('permissions.dialog.add'),
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
        className="cea-permissions-form"
        onSubmit={(event) => {
          event.preventDefault()
          screen.send({ type: 'dialog.submit' })
        }}
      >
        {saveFailure ? <Flash variant="danger">{t('permissions.failure.save')}</Flash> : null}
        <FormField label={t('permissions.dialog.name')} isRequired error={errorText(nameError)}>
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
      </form>
    </Dialog>
  )
}
