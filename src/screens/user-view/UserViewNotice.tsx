import { useTranslation } from 'react-i18next'
import { Toast } from '../../components/toast/Toast'
import { UserViewContext } from './userViewContext'
import { noticeText } from './userViewWords'

/** The toast: what was just saved, or why a save failed. Always in the DOM, so it is announced. */
export function UserViewNotice() {
  const { t } = useTranslation()
  const view = UserViewContext.useActorRef()
  const notice = UserViewContext.useSelector((snapshot) => snapshot.context.notice)
  return (
    <Toast
      text={notice ? noticeText(t, notice) : null}
      dismissLabel={t('users.notice.dismiss')}
      onDismiss={() => view.send({ type: 'notice.dismiss' })}
    />
  )
}
