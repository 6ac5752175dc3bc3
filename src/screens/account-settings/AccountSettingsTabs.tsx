import {
  BellIcon,
  CreditCardIcon,
  type Icon,
  LinkIcon,
  LockIcon,
  PersonIcon,
} from '@primer/octicons-react'
import { useTranslation } from 'react-i18next'
import { TabLinks } from '../../components/tab-links/TabLinks'
import type { AccountSettingsTab } from '../../machines/account-settings/accountSettingsForms'
import { AccountSettingsContext } from './accountSettingsContext'
import { AccountTab } from './AccountTab'
import { BillingTab } from './BillingTab'
import { ConnectionsTab } from './ConnectionsTab'
import { NotificationsTab } from './NotificationsTab'
import { SecurityTab } from './SecurityTab'

/** The tabs, in their order. */
const tabs: ReadonlyArray<{
  tab: AccountSettingsTab
  icon: Icon
  Panel: () => React.JSX.Element | null
}> = [
  { tab: 'account', icon: PersonIcon, Panel: AccountTab },
  { tab: 'security', icon: LockIcon, Panel: SecurityTab },
  { tab: 'billing', icon: CreditCardIcon, Panel: BillingTab },
  { tab: 'notifications', icon: BellIcon, Panel: NotificationsTab },
  { tab: 'connections', icon: LinkIcon, Panel: ConnectionsTab },
]

/** The tabs as links (`?tab=security`) and the panel of the one shown. */
export function AccountSettingsTabs() {
  const { t } = useTranslation()
  const shown = AccountSettingsContext.useSelector((snapshot) => snapshot.context.tab)
  const Panel = tabs.find((entry) => entry.tab === shown)?.Panel ?? AccountTab
  return (
    <>
      <TabLinks
        label={t('accountSettings.tabs.label')}
        tabs={tabs.map(({ tab, icon }) => ({ tab, icon, label: t(`accountSettings.tabs.${tab}`) }))}
        shown={shown}
        firstTab="account"
      />
      <div className="cea-account-settings__panel">
        <Panel />
      </div>
    </>
  )
}
