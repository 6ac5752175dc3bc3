import { Dialog } from '../../components/dialog/Dialog'
import { useTranslation } from 'react-i18next'
import { EmailContext } from './emailContext'
import { EmailReader } from './EmailReader'

/**
 * The open email on a phone: the whole screen, over the list it was opened from. Its title is the
 * subject; Close, Esc and "Back to …" all return to the list, and focus goes back to the row.
 */
export function EmailReaderDialog() {
  const { t } = useTranslation()
  const actor = EmailContext.useActorRef()
  const subject = EmailContext.useSelector((snapshot) => snapshot.context.openEmail?.subject)
  return (
    <Dialog
      closeLabel={t('common.close')}
      title={subject || t('email.reader.label')}
      position={{ narrow: 'fullscreen', regular: 'center' }}
      width="xlarge"
      className="cea-email-reader-dialog"
      renderBody={({ children }) => <div className="cea-email-reader-dialog__body">{children}</div>}
      onClose={() => actor.send({ type: 'reader.close' })}
    >
      <EmailReader />
    </Dialog>
  )
}
