import { PaperclipIcon, StarFillIcon, StarIcon } from '@primer/octicons-react'
import { Avatar, Checkbox, IconButton, Label, VisuallyHidden } from '@primer/react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { Email } from '../../api/types/email'
import { type MailboxView, viewHref } from '../../machines/email/emailView'
import { EmailContext } from './emailContext'
import { excerptOf, formatListTime, labelKey, labelVariant } from './emailFormat'

export interface EmailListRowProps {
  email: Email
  view: MailboxView
  position: number
  total: number
  isSelected: boolean
  isCursor: boolean
  now: Date
  /** Pixels from the top of the list (the virtualizer's offset). */
  offset: number
  height: number
}

/** One email in the list: select, star, and a real link (sender, subject) to open it. */
/** Memoized: scrolling re-renders the list, and only rows whose props change should redraw. */
export const EmailListRow = memo(function EmailListRow(props: EmailListRowProps) {
  const { email, view, position, total, isSelected, isCursor, now, offset, height } = props
  const { t, i18n } = useTranslation()
  const actor = EmailContext.useActorRef()
  const subject = email.subject || t('email.list.noSubject')
  const sender = email.folder === 'sent' || email.folder === 'draft' ? email.to[0] : email.from

  return (
    <li
      className="cea-email-row"
      style={{ transform: `translateY(${offset}px)`, height }}
      aria-setsize={total}
      aria-posinset={position}
      data-email-id={email.id}
      data-unread={!email.isRead}
      data-selected={isSelected}
      data-cursor={isCursor}
    >
      <Checkbox
        checked={isSelected}
        aria-label={t('email.list.select', { subject })}
        onChange={() => actor.send({ type: 'selection.toggle', id: email.id })}
      />
      <IconButton
        icon={email.isStarred ? StarFillIcon : StarIcon}
        aria-label={
          email.isStarred
            ? t('email.actions.unstarOne', { subject })
            : t('email.actions.starOne', { subject })
        }
        variant="invisible"
        size="small"
        unsafeDisableTooltip
        className="cea-email-star"
        data-starred={email.isStarred}
        onClick={() =>
          actor.send({
            type: 'emails.update',
            ids: [email.id],
            data: { isStarred: !email.isStarred },
          })
        }
      />
      <Avatar src={email.from.avatar} alt="" size={32} className="cea-email-row__avatar" />
      <RouterLink
        className="cea-email-row__link"
        to={{ search: viewHref({ ...view, emailId: email.id }) }}
        onFocus={() => actor.send({ type: 'cursor.set', id: email.id })}
      >
        {email.isRead ? null : <VisuallyHidden>{`${t('email.list.unread')}, `}</VisuallyHidden>}
        <span className="cea-email-row__sender">{sender?.name ?? sender?.email}</span>
        <span className="cea-email-row__text">
          <span className="cea-email-row__subject">{subject}</span>
          <span className="cea-email-row__excerpt" aria-hidden>
            {excerptOf(email.message)}
          </span>
        </span>
      </RouterLink>
      <span className="cea-email-row__meta">
        <span className="cea-email-row__tags">
          {email.labels.map((label) => (
            <Label
              key={label}
              variant={labelVariant[label]}
              size="small"
              className="cea-email-row__label"
            >
              {t(labelKey(label))}
            </Label>
          ))}
          {/* A narrow row shows the first label and how many more; the rest are still read out. */}
          {email.labels.length > 1 ? (
            <span className="cea-email-row__more-labels" aria-hidden="true">
              {`+${email.labels.length - 1}`}
            </span>
          ) : null}
          {email.attachments.length > 0 ? (
            <PaperclipIcon aria-label={t('email.list.hasAttachments')} />
          ) : null}
        </span>
        <time dateTime={email.time} className="cea-email-row__time">
          {formatListTime(email.time, now, i18n.language)}
        </time>
      </span>
    </li>
  )
})
