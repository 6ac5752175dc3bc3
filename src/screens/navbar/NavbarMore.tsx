import { KebabHorizontalIcon } from '@primer/octicons-react'
import { Dialog } from '../../components/dialog/Dialog'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { CountedIconButton } from '../../components/navbar/CountedIconButton'
import type { LanguageCode } from '../../components/navbar/LanguageMenu'
import { NavbarBookmarks } from './NavbarBookmarks'
import { NavbarCart } from './NavbarCart'
import { NavbarLanguage } from './NavbarLanguage'
import { NavbarNotifications } from './NavbarNotifications'
import { NavbarSkinToggle } from './NavbarSkinToggle'
import { NotificationsContext } from './navbarContexts'

export interface NavbarMoreProps {
  /** The app's `changeLanguage`, as for `NavbarLanguage`. */
  onLanguageChange: (language: LanguageCode) => void
}

/**
 * The phone's navbar keeps menu, search and user; this "More" button holds the rest in a drawer:
 * notifications, cart, language, skin and bookmarks, each a full-width row. The unread count
 * rides on the button. The drawer belongs to the page it was opened on: navigating closes it.
 */
export function NavbarMore({ onLanguageChange }: NavbarMoreProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const isOpen = openedAt === location.pathname
  const unread = NotificationsContext.useSelector((state) => state.context.unreadCount)
  const buttonRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <CountedIconButton
        ref={buttonRef}
        icon={KebabHorizontalIcon}
        label={
          unread > 0 ? t('navbar.more.buttonUnread', { count: unread }) : t('navbar.more.button')
        }
        count={unread}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpenedAt(location.pathname)}
      />
      {isOpen ? (
        <Dialog
          closeLabel={t('common.close')}
          title={t('navbar.more.title')}
          position="right"
          width="small"
          className="cea-navbar-more"
          returnFocusRef={buttonRef}
          onClose={() => setOpenedAt(null)}
        >
          <div className="cea-navbar-more__rows">
            <NavbarNotifications appearance="row" />
            <NavbarCart appearance="row" />
            <NavbarLanguage appearance="row" onChange={onLanguageChange} />
            <NavbarSkinToggle appearance="row" />
          </div>
          <NavbarBookmarks appearance="row" />
        </Dialog>
      ) : null}
    </>
  )
}
