import { XIcon } from '@primer/octicons-react'
import { Button, IconButton } from '@primer/react'
import { useTranslation } from 'react-i18next'
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
    <div className="cea-email-notice-region" role="status" aria-live="polite">
      {notice ? (
        <div className="cea-email-notice" data-kind={notice.kind}>
          <span>{text(notice)}</span>
          {notice.kind === 'trashed' ? (
            <Button
              size="small"
              variant="invisible"
              className="cea-email-notice__undo"
              onClick={() => actor.send({ type: 'notice.undo' })}
            >
              {t('email.notice.undo')}
            </Button>
          ) : null}
          <IconButton
            icon={XIcon}
            size="small"
            variant="invisible"
            aria-label={t('email.notice.dismiss')}
            className="cea-email-notice__dismiss"
            onClick={() => actor.send({ type: 'notice.dismiss' })}
          />
        </div>
      ) : null}
    </div>
  )
}
