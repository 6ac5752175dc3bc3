import { Flash } from '@primer/react'
import { Dialog } from '../../components/dialog/Dialog'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { UserField } from '../../machines/users/userFormRules'
import { UserIdentityFields } from '../users/UserIdentityFields'
import { failureText } from '../users/userWords'
import { UserViewContext } from './userViewContext'

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
      closeLabel={t('common.close')}
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
          loadingAnnouncement: t('common.saving'),
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
        <UserIdentityFields fields={fields} errors={errors} onChange={change} />
      </form>
    </Dialog>
  )
}
