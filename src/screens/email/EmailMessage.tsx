import { Avatar } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { EmailReply } from '../../api/types/email'
import { EmailAttachments } from './EmailAttachments'
import { EmailBody } from './EmailBody'
import { formatFullTime } from './emailFormat'

/** One message of a thread: sender, recipients, time, body and attachments. */
export function EmailMessage({
  message,
  isEarlier = false,
}: {
  message: EmailReply
  isEarlier?: boolean
}) {
  const { t, i18n } = useTranslation()
  const recipients = message.to.map((person) => person.name || person.email).join(', ')
  const time = formatFullTime(message.time, i18n.language)
  return (
    <section
      className="cea-email-message"
      data-earlier={isEarlier}
      // Earlier messages say when: a thread may hold several from the same person.
      aria-label={
        isEarlier
          ? t('email.reader.earlierFrom', { name: message.from.name, time })
          : t('email.reader.messageFrom', { name: message.from.name })
      }
    >
      <div className="cea-email-message__head">
        <Avatar src={message.from.avatar} alt="" size={40} />
        <div className="cea-email-message__people">
          <p className="cea-email-message__from">
            <strong>{message.from.name}</strong>{' '}
            <span className="cea-email-muted">{`<${message.from.email}>`}</span>
          </p>
          <p className="cea-email-muted">
            {t('email.reader.to', { names: recipients })}
            {message.cc.length > 0
              ? ` · ${t('email.reader.cc', { names: message.cc.join(', ') })}`
              : ''}
            {message.bcc.length > 0
              ? ` · ${t('email.reader.bcc', { names: message.bcc.join(', ') })}`
              : ''}
          </p>
        </div>
        <time dateTime={message.time} className="cea-email-muted cea-email-message__time">
          {time}
        </time>
      </div>
      <EmailBody html={message.message} />
      <EmailAttachments attachments={message.attachments} />
    </section>
  )
}
