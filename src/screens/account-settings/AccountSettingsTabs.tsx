import { type Icon, LockIcon, PersonIcon } from '@primer/octicons-react'
import { UnderlineNav } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import type { AccountSettingsTab } from '../../machines/account-settings/accountSettingsForms'
import { AccountSettingsContext } from './accountSettingsContext'
import { AccountTab } from './AccountTab'
import { SecurityTab } from './SecurityTab'

/** The tabs built so far, in their order. */
const tabs: ReadonlyArray<{ tab: AccountSettingsTab; icon: Icon; Panel: () => React.JSX.Element }> =
  [
    { tab: 'account', icon: PersonIcon, Panel: AccountTab },
    { tab: 'security', icon: LockIcon, Panel: SecurityTab },
  ]

/** The tabs as links (`?tab=security`), so a reload or a shared link opens the same one. */
export function AccountSettingsTabs() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const shown = AccountSettingsContext.useSelector((snapshot) => snapshot.context.tab)
  const hrefOf = (tab: AccountSettingsTab) => {
    const next = new URLSearchParams(search)
    if (tab === 'account') next.delete('tab')
    else next.set('tab', tab)
    const query = next.toString()
    return query ? `?${query}` : '?'
  }
  const Panel = (tabs.find((entry) => entry.tab === shown) ?? tabs[0])?.Panel ?? AccountTab
  return (
    <>
      <UnderlineNav aria-label={t('accountSettings.tabs.label')}>
        {tabs.map(({ tab, icon }) => (
          <UnderlineNav.Item
            key={tab}
            as={RouterLink}
            to={hrefOf(tab)}
            icon={icon}
            aria-current={tab === shown ? 'page' : undefined}
          >
            {t(`accountSettings.tabs.${tab}`)}
          </UnderlineNav.Item>
        ))}
      </UnderlineNav>
      <div className="cea-account-settings__panel">
        <Panel />
      </div>
    </>
  )
}
