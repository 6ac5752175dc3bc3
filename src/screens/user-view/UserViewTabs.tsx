import { BellIcon, CreditCardIcon, type Icon, LockIcon, PersonIcon } from '@primer/octicons-react'
import { useTranslation } from 'react-i18next'
import { TabLinks } from '../../components/tab-links/TabLinks'
import type { UserViewTab } from '../../machines/users/userViewTypes'
import { AccountTab } from './AccountTab'
import { BillingTab } from './BillingTab'
import { NotificationsTab } from './NotificationsTab'
import { SecurityTab } from './SecurityTab'
import { UserViewContext } from './userViewContext'

const tabs: ReadonlyArray<{ tab: UserViewTab; icon: Icon }> = [
  { tab: 'account', icon: PersonIcon },
  { tab: 'security', icon: LockIcon },
  { tab: 'billing', icon: CreditCardIcon },
  { tab: 'notifications', icon: BellIcon },
]

const panels: Record<UserViewTab, () => React.JSX.Element | null> = {
  account: AccountTab,
  security: SecurityTab,
  billing: BillingTab,
  notifications: NotificationsTab,
}

/** The tabs as links (`?tab=security`), so a reload or a shared link opens the same one. */
export function UserViewTabs() {
  const { t } = useTranslation()
  const shown = UserViewContext.useSelector((snapshot) => snapshot.context.tab)
  const Panel = panels[shown]
  return (
    <>
      <TabLinks
        label={t('userView.tabs.label')}
        tabs={tabs.map(({ tab, icon }) => ({ tab, icon, label: t(`userView.tabs.${tab}`) }))}
        shown={shown}
        firstTab="account"
      />
      <div className="cea-user-view__panel">
        <Panel />
      </div>
    </>
  )
}
