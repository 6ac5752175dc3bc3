import { FileDirectoryIcon, TagIcon } from '@primer/octicons-react'
import { ActionList, ActionMenu } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { Email, EmailFolder, EmailLabel } from '../../api/types/email'
import { emailLabels } from '../../machines/email/emailView'
import { EmailContext } from './emailContext'
import { labelKey } from './emailFormat'

const destinations: EmailFolder[] = ['inbox', 'spam', 'trash']

/** "Move to" a folder and "Label" menus, for the selection (`ids` absent) or given emails. */
export function EmailMoveMenus({ emails, ids }: { emails: Email[]; ids?: number[] }) {
  const { t } = useTranslation()
  const actor = EmailContext.useActorRef()
  const folders = new Set(emails.map((email) => email.folder))
  const hasLabel = (label: EmailLabel) =>
    emails.length > 0 && emails.every((email) => email.labels.includes(label))

  return (
    <>
      <ActionMenu>
        <ActionMenu.Button size="small" leadingVisual={FileDirectoryIcon}>
          {t('email.actions.moveTo')}
        </ActionMenu.Button>
        <ActionMenu.Overlay>
          <ActionList aria-label={t('email.actions.moveTo')}>
            {destinations
              .filter((folder) => !(folders.size === 1 && folders.has(folder)))
              .map((folder) => (
                <ActionList.Item
                  key={folder}
                  onSelect={() =>
                    folder === 'trash'
                      ? actor.send({ type: 'emails.trash', ids })
                      : actor.send({ type: 'emails.update', ids, data: { folder } })
                  }
                >
                  {t(`email.folders.${folder}`)}
                </ActionList.Item>
              ))}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
      <ActionMenu>
        <ActionMenu.Button size="small" leadingVisual={TagIcon}>
          {t('email.actions.label')}
        </ActionMenu.Button>
        <ActionMenu.Overlay>
          <ActionList selectionVariant="multiple" aria-label={t('email.actions.label')}>
            {emailLabels.map((label) => (
              <ActionList.Item
                key={label}
                selected={hasLabel(label)}
                onSelect={() => actor.send({ type: 'emails.label', ids, label })}
              >
                <ActionList.LeadingVisual>
                  <span className="cea-email-dot" data-label={label} aria-hidden />
                </ActionList.LeadingVisual>
                {t(labelKey(label))}
              </ActionList.Item>
            ))}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
    </>
  )
}
