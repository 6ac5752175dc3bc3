import {
  BellIcon,
  CreditCardIcon,
  type Icon,
  LinkIcon,
  LockIcon,
  PersonIcon,
} from '@primer/octicons-react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { SkeletonText } from '@primer/react/experimental'
import { TabLinks } from '../../components/tab-links/TabLinks'
import type { AccountSettingsTab } from '../../machines/account-settings/accountSettingsForms'
import { AccountSettingsContext } from './accountSettingsContext'
import { AccountTab } from './AccountTab'
import { NotificationsTab } from './NotificationsTab'
import { SecurityTab } from './SecurityTab'

// Billing and Connections come with their own chunks, fetched when one of them is opened.
const BillingTab = lazy(() =>
  import('./BillingTab').then((module) => ({ default: module.BillingTab })),
)
const ConnectionsTab = lazy(() =>
  import('./ConnectionsTab').then((module) => ({ default: module.ConnectionsTab })),
)

/** The tabs, in their order. */
const tabs: ReadonlyArray<{
  tab: AccountSettingsTab
  icon: Icon
  Panel: React.ComponentType
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
        <Suspense fallback={<SkeletonText lines={6} />}>
          <Panel />
        </Suspense>
      </div>
    </>
  )
}
