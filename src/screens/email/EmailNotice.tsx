import { useTranslation } from 'react-i18next'
import { Toast } from '../../components/toast/Toast'
import type { EmailNotice as Notice } from '../../machines/email/emailMachine'
import { EmailContext } from './emailContext'
import { useFailureText } from './useFailureText'

/** The toast: what just happened, with Undo after a move to trash. Always in the DOM, so it is announced. */
export function EmailNotice() {
  const { t } = useTranslation()
  const actor = EmailContext.useActorRef()
  const notice = EmailContext.useSelector((snapshot) => snapshot.context.notice)
  const describeFailure = useFailureText()

  const text = (shown: Notice) => {
    switch (shown.kind) {
      case 'trashed':
        return t('email.notice.trashed', { count: shown.emails.length })
      case 'restored':
        return t('email.notice.restored', { count: shown.count })
      case 'sent':
        return t('email.notice.sent')
      case 'saved':
        return t('email.notice.saved')
      case 'failed':
        return describeFailure(shown.failure)
    }
  }

  return (
    <Toast
      text={notice ? text(notice) : null}
      action={
        notice?.kind === 'trashed'
          ? { label: t('email.notice.undo'), onClick: () => actor.send({ type: 'notice.undo' }) }
          : undefined
      }
      dismissLabel={t('email.notice.dismiss')}
      onDismiss={() => actor.send({ type: 'notice.dismiss' })}
    />
  )
}
