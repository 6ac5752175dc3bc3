import { BellIcon, CreditCardIcon, type Icon, LockIcon, PersonIcon } from '@primer/octicons-react'
import { UnderlineNav } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
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
  const [search] = useSearchParams()
  const shown = UserViewContext.useSelector((snapshot) => snapshot.context.tab)
  const hrefOf = (tab: UserViewTab) => {
    const next = new URLSearchParams(search)
    if (tab === 'account') next.delete('tab')
    else next.set('tab', tab)
    const query = next.toString()
    return query ? `?${query}` : '?'
  }
  const Panel = panels[shown]
  return (
    <>
      <UnderlineNav aria-label={t('userView.tabs.label')}>
        {tabs.map(({ tab, icon }) => (
          <UnderlineNav.Item
            key={tab}
            as={RouterLink}
            to={hrefOf(tab)}
            icon={icon}
            aria-current={tab === shown ? 'page' : undefined}
          >
            {t(`userView.tabs.${tab}`)}
          </UnderlineNav.Item>
        ))}
      </UnderlineNav>
      <div className="cea-user-view__panel">
        <Panel />
      </div>
    </>
  )
}
