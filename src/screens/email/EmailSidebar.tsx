import {
  FileIcon,
  InboxIcon,
  type Icon,
  PaperAirplaneIcon,
  PencilIcon,
  ReportIcon,
  StarIcon,
  TrashIcon,
} from '@primer/octicons-react'
import { Button, CounterLabel, NavList, VisuallyHidden } from '@primer/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { EmailLabel, EmailView } from '../../api/types/email'
import { currentEntry, emailLabels, emailViews, viewHref } from '../../machines/email/emailView'
import { EmailContext } from './emailContext'
import { folderKey, labelKey } from './emailFormat'

const folderIcons: Record<EmailView, Icon> = {
  inbox: InboxIcon,
  sent: PaperAirplaneIcon,
  draft: FileIcon,
  starred: StarIcon,
  spam: ReportIcon,
  trash: TrashIcon,
}

/** Compose, the folders with their counts (inbox unread, drafts, spam unread) and the labels. */
export function EmailSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  const actor = EmailContext.useActorRef()
  const meta = EmailContext.useSelector((snapshot) => snapshot.context.meta)
  const view = EmailContext.useSelector((snapshot) => snapshot.context.view)
  const current = currentEntry(view)

  const counts: Partial<Record<EmailView, { count: number; text: string }>> = {
    inbox: { count: meta.inbox, text: t('email.sidebar.unread', { count: meta.inbox }) },
    draft: { count: meta.draft, text: t('email.sidebar.drafts', { count: meta.draft }) },
    spam: { count: meta.spam, text: t('email.sidebar.unread', { count: meta.spam }) },
  }

  const entry = (key: EmailView | EmailLabel, href: string, name: string, visual: ReactNode) => {
    const count = emailViews.some((each) => each === key) ? counts[key as EmailView] : undefined
    return (
      <NavList.Item
        key={key}
        as={RouterLink}
        to={{ search: href }}
        aria-current={current === key ? 'page' : undefined}
        onClick={onNavigate}
      >
        <NavList.LeadingVisual>{visual}</NavList.LeadingVisual>
        {name}
        {count && count.count > 0 ? (
          <NavList.TrailingVisual>
            {/* The name reads "Inbox 6 unread": the visible "Inbox 6" (the space keeps it from
                reading "Inbox6"), then what is counted. CounterLabel's own "(6)" is hidden. */}
            <span aria-hidden="true">
              {' '}
              <CounterLabel>{count.count}</CounterLabel>
            </span>
            <VisuallyHidden>{count.text}</VisuallyHidden>
          </NavList.TrailingVisual>
        ) : null}
      </NavList.Item>
    )
  }

  return (
    <div className="cea-email-sidebar">
      <Button
        variant="primary"
        block
        leadingVisual={PencilIcon}
        onClick={() => {
          onNavigate?.()
          actor.send({ type: 'compose.open' })
        }}
      >
        {t('email.sidebar.compose')}
      </Button>
      <NavList>
        {/* Under the page's h1: the folder and label groups are h3 below this h2. */}
        <NavList.Heading as="h2" visuallyHidden>
          {t('email.sidebar.label')}
        </NavList.Heading>
        <NavList.Group title={t('email.sidebar.folders')}>
          {emailViews.map((folder) => {
            const FolderIcon = folderIcons[folder]
            return entry(folder, viewHref({ folder, q: '' }), t(folderKey(folder)), <FolderIcon />)
          })}
        </NavList.Group>
        <NavList.Group title={t('email.sidebar.labels')}>
          {emailLabels.map((label) =>
            entry(
              label,
              viewHref({ label, q: '' }),
              t(labelKey(label)),
              <span className="cea-email-dot" data-label={label} aria-hidden />,
            ),
          )}
        </NavList.Group>
      </NavList>
    </div>
  )
}
