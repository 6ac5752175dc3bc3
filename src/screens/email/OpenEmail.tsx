import {
  PencilIcon,
  ReplyIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  StarFillIcon,
  StarIcon,
  TrashIcon,
} from '@primer/octicons-react'
import { Button, Heading, IconButton, Label } from '@primer/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { EmailDetail } from '../../api/types/email'
import { EmailContext } from './emailContext'
import { labelKey, labelVariant } from './emailFormat'
import { EmailMessage } from './EmailMessage'
import { EmailMoveMenus } from './EmailMoveMenus'
import { replyFields } from './replyFields'

/**
 * The open email's page: actions, subject and labels, the thread, reply and forward. Loaded with
 * the first opened email (EmailReader), so the mailbox's first screen carries none of it (the
 * bodies' sanitizer, attachments, reply fields; the move menus stay, the list's bulk actions use
 * them).
 */
export function OpenEmail({
  email,
  isPaging,
  backLink,
}: {
  email: EmailDetail
  isPaging: boolean
  backLink: ReactNode
}) {
  const { t } = useTranslation()
  const actor = EmailContext.useActorRef()
  const subject = email.subject || t('email.list.noSubject')
  const ids = [email.id]

  return (
    <article className="cea-email-reader" aria-labelledby="cea-email-subject" aria-busy={isPaging}>
      <div className="cea-email-reader__bar">
        {backLink}
        <div
          className="cea-email-reader__actions"
          role="toolbar"
          aria-label={t('email.reader.actions')}
        >
          <IconButton
            icon={email.isStarred ? StarFillIcon : StarIcon}
            aria-label={email.isStarred ? t('email.actions.unstar') : t('email.actions.star')}
            aria-pressed={email.isStarred}
            size="small"
            variant="invisible"
            className="cea-email-star"
            data-starred={email.isStarred}
            onClick={() =>
              actor.send({ type: 'emails.update', ids, data: { isStarred: !email.isStarred } })
            }
          />
          <EmailMoveMenus emails={[email]} ids={ids} />
          {email.folder === 'trash' ? null : (
            <IconButton
              icon={TrashIcon}
              aria-label={t('email.actions.trash')}
              size="small"
              variant="invisible"
              onClick={() => actor.send({ type: 'emails.trash', ids })}
            />
          )}
          <IconButton
            icon={ChevronLeftIcon}
            aria-label={t('email.reader.previous')}
            size="small"
            disabled={!email.hasPreviousMail || isPaging}
            onClick={() => actor.send({ type: 'reader.previous' })}
          />
          <IconButton
            icon={ChevronRightIcon}
            aria-label={t('email.reader.next')}
            size="small"
            disabled={!email.hasNextMail || isPaging}
            onClick={() => actor.send({ type: 'reader.next' })}
          />
        </div>
      </div>
      <header className="cea-email-reader__header">
        <Heading as="h2" id="cea-email-subject" className="cea-email-reader__subject">
          {subject}
        </Heading>
        <div className="cea-email-reader__labels">
          {email.labels.map((label) => (
            <Label key={label} variant={labelVariant[label]}>
              {t(labelKey(label))}
            </Label>
          ))}
        </div>
      </header>
      <div className="cea-email-reader__thread">
        {email.replies.map((reply) => (
          <EmailMessage key={reply.id} message={reply} isEarlier />
        ))}
        <EmailMessage message={email} />
      </div>
      <div className="cea-email-reader__reply">
        {email.folder === 'draft' ? (
          <Button
            leadingVisual={PencilIcon}
            onClick={() => actor.send({ type: 'compose.open', input: { draft: email } })}
          >
            {t('email.reader.editDraft')}
          </Button>
        ) : (
          <>
            <Button
              leadingVisual={ReplyIcon}
              onClick={() =>
                actor.send({
                  type: 'compose.open',
                  input: { fields: replyFields(email, 'reply', t) },
                })
              }
            >
              {t('email.reader.reply')}
            </Button>
            <Button
              onClick={() =>
                actor.send({
                  type: 'compose.open',
                  input: { fields: replyFields(email, 'forward', t) },
                })
              }
            >
              {t('email.reader.forward')}
            </Button>
          </>
        )}
      </div>
    </article>
  )
}
