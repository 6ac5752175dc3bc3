import { Toast } from '../../components/toast/Toast'
import { useTranslation } from 'react-i18next'
import { UsersContext, useUsersList, useUsersListActor } from './usersContext'
import { failureText } from './userWords'

/** The toast: a user added, deleted (with Undo), restored, or a failure. Always in the DOM, so it is announced. */
export function UsersNotice() {
  const { t } = useTranslation()
  const users = UsersContext.useActorRef()
  const list = useUsersListActor()
  const notice = useUsersList((snapshot) => snapshot.context.notice)
  const added = UsersContext.useSelector((snapshot) => snapshot.context.added)
  const updated = UsersContext.useSelector((snapshot) => snapshot.context.updated)
  const exportFailure = UsersContext.useSelector((snapshot) => snapshot.context.exportFailure)

  let text: string | null = null
  let onDismiss = () => {}
  let canUndo = false
  if (exportFailure) {
    text = t('users.notice.exportFailed', {
      reason: failureText(t, exportFailure, 'users.failure.unreachable'),
    })
    onDismiss = () => users.send({ type: 'export.dismiss' })
  } else if (notice) {
    onDismiss = () => list.send({ type: 'notice.dismiss' })
    if (notice.kind === 'deleted') {
      text = t('users.notice.deleted', { count: notice.ids.length })
      canUndo = true
    } else if (notice.kind === 'restored')
      text = t('users.notice.restored', { count: notice.ids.length })
    else
      text = t('users.notice.deleteFailed', {
        reason: failureText(t, notice.error, 'users.failure.unreachable'),
      })
  } else if (updated) {
    text = t('users.notice.updated', { name: updated.fullName })
    onDismiss = () => users.send({ type: 'updated.dismiss' })
  } else if (added) {
    text = t('users.notice.added', { name: added.fullName })
    onDismiss = () => users.send({ type: 'added.dismiss' })
  }

  return (
    <Toast
      text={text}
      action={
        canUndo
          ? { label: t('users.notice.undo'), onClick: () => list.send({ type: 'rows.undo' }) }
          : undefined
      }
      dismissLabel={t('users.notice.dismiss')}
      onDismiss={onDismiss}
    />
  )
}
