import {
  EyeClosedIcon,
  EyeIcon,
  StarFillIcon,
  StarIcon,
  TrashIcon,
  XIcon,
} from '@primer/octicons-react'
import { Button, IconButton } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { EmailContext } from './emailContext'
import { EmailMoveMenus } from './EmailMoveMenus'

/** What can be done to every selected email at once. */
export function EmailBulkActions() {
  const { t } = useTranslation()
  const actor = EmailContext.useActorRef()
  const selectedIds = EmailContext.useSelector((snapshot) => snapshot.context.selectedIds)
  const emails = EmailContext.useSelector((snapshot) => snapshot.context.emails)
  const selected = emails.filter((email) => selectedIds.includes(email.id))
  const allTrash = selected.every((email) => email.folder === 'trash')

  return (
    <div className="cea-email-bulk" role="toolbar" aria-label={t('email.bulk.label')}>
      <span className="cea-email-bulk__count" aria-live="polite">
        {t('email.bulk.selected', { count: selected.length })}
      </span>
      <Button
        size="small"
        leadingVisual={EyeIcon}
        onClick={() => actor.send({ type: 'emails.update', data: { isRead: true } })}
      >
        {t('email.actions.markRead')}
      </Button>
      <Button
        size="small"
        leadingVisual={EyeClosedIcon}
        onClick={() => actor.send({ type: 'emails.update', data: { isRead: false } })}
      >
        {t('email.actions.markUnread')}
      </Button>
      <Button
        size="small"
        leadingVisual={StarFillIcon}
        onClick={() => actor.send({ type: 'emails.update', data: { isStarred: true } })}
      >
        {t('email.actions.star')}
      </Button>
      <Button
        size="small"
        leadingVisual={StarIcon}
        onClick={() => actor.send({ type: 'emails.update', data: { isStarred: false } })}
      >
        {t('email.actions.unstar')}
      </Button>
      <EmailMoveMenus emails={selected} />
      {allTrash ? null : (
        <Button
          size="small"
          variant="danger"
          leadingVisual={TrashIcon}
          onClick={() => actor.send({ type: 'emails.trash' })}
        >
          {t('email.actions.trash')}
        </Button>
      )}
      <IconButton
        size="small"
        variant="invisible"
        icon={XIcon}
        aria-label={t('email.bulk.clear')}
        onClick={() => actor.send({ type: 'selection.clear' })}
      />
    </div>
  )
}
