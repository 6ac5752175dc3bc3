import { DownloadIcon } from '@primer/octicons-react'
import { useTranslation } from 'react-i18next'
import type { EmailAttachment } from '../../api/types/email'

/** Only links that stay on this site or use http(s) are offered for download. */
const isSafeLink = (url: string) => /^(https?:\/\/|\/(?!\/))/i.test(url)

export function EmailAttachments({ attachments }: { attachments: EmailAttachment[] }) {
  const { t } = useTranslation()
  if (attachments.length === 0) return null
  return (
    <section className="cea-email-attachments" aria-label={t('email.reader.attachments')}>
      <h3 className="cea-email-reader__subheading">
        {t('email.reader.attachmentCount', { count: attachments.length })}
      </h3>
      <ul>
        {attachments.map((attachment, index) => (
          <li key={`${attachment.fileName}-${index}`} className="cea-email-attachment">
            {attachment.thumbnail && isSafeLink(attachment.thumbnail) ? (
              <img src={attachment.thumbnail} alt="" width={20} height={24} />
            ) : null}
            <span className="cea-email-attachment__name">{attachment.fileName}</span>
            <span className="cea-email-attachment__size">{attachment.size}</span>
            {isSafeLink(attachment.url) ? (
              <a
                href={attachment.url}
                download={attachment.fileName}
                aria-label={t('email.reader.download', { name: attachment.fileName })}
              >
                <DownloadIcon />
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
