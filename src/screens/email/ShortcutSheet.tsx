import { Dialog } from '../../components/dialog/Dialog'
import { useTranslation } from 'react-i18next'

export const mailboxShortcuts = [
  ['j', 'next'],
  ['k', 'previous'],
  ['x', 'select'],
  ['s', 'star'],
  ['#', 'trash'],
  ['c', 'compose'],
  ['/', 'search'],
  ['Esc', 'back'],
  ['?', 'help'],
] as const

/** The keyboard shortcuts of the mailbox (`?`). */
export function ShortcutSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog
      closeLabel={t('common.close')}
      title={t('email.shortcuts.title')}
      onClose={onClose}
      width="medium"
    >
      <table className="cea-email-shortcuts">
        <caption className="cea-email-muted">{t('email.shortcuts.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('email.shortcuts.key')}</th>
            <th scope="col">{t('email.shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {mailboxShortcuts.map(([key, action]) => (
            <tr key={key}>
              <td>
                <kbd className="cea-email-kbd">{key}</kbd>
              </td>
              <td>{t(`email.shortcuts.${action}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  )
}
