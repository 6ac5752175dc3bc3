import { ThreeBarsIcon } from '@primer/octicons-react'
import { IconButton } from '@primer/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { NavbarColor, NavbarType } from '../../api/types/preferences'
import { phoneQuery, useMediaQuery } from '../../components/hooks/useMediaQuery'
import type { LanguageCode } from '../../components/navbar/LanguageMenu'
import { NavbarBookmarks } from '../../screens/navbar/NavbarBookmarks'
import { NavbarCart } from '../../screens/navbar/NavbarCart'
import { NavbarChat } from '../../screens/navbar/NavbarChat'
import { NavbarLanguage } from '../../screens/navbar/NavbarLanguage'
import { NavbarMore } from '../../screens/navbar/NavbarMore'
import { NavbarNotifications } from '../../screens/navbar/NavbarNotifications'
import { NavbarProvider } from '../../screens/navbar/NavbarProvider'
import { NavbarSearch } from '../../screens/navbar/NavbarSearch'
import { NavbarSkinToggle } from '../../screens/navbar/NavbarSkinToggle'
import { NavbarUserMenu } from '../../screens/navbar/NavbarUserMenu'
import { RouteAvailabilityContext } from '../../screens/navbar/routeAvailability'
import { changeLanguage } from '../i18n'
import { navigation } from '../navigation'
import { NavbarPortal } from './NavbarPortal'

const routedPaths = new Set(navigation.map((item) => item.path))
const isRouted = (path: string) => routedPaths.has(path)
const onLanguageChange = (language: LanguageCode) => void changeLanguage(language)

export interface NavbarProps {
  type: NavbarType
  color: NavbarColor
  isMenuButtonShown: boolean
  onOpenMenu: () => void
  /** The horizontal layout puts its menu here. */
  children?: ReactNode
}

/**
 * The top bar: menu button, bookmarks, then search, language, skin, cart, chat, notifications, user.
 * On phones: menu button, search, chat, "More" (the rest, in a drawer) and user. The chat link
 * stays in the bar there, so its unread total shows without opening the drawer.
 */
export function Navbar({ type, color, isMenuButtonShown, onOpenMenu, children }: NavbarProps) {
  const { t } = useTranslation()
  const isPhone = useMediaQuery(phoneQuery)
  // Below 1024 px the search and the user menu keep their names for screen readers only: the
  // bookmarks (one per area built) and the widgets then fit a tablet's bar.
  const isNarrow = useMediaQuery('(max-width: 1023.98px)')
  if (type === 'hidden') return null
  return (
    <header
      className="cea-navbar"
      data-type={type}
      data-color={color}
      aria-label={t('shell.navbar.label')}
    >
      <RouteAvailabilityContext.Provider value={isRouted}>
        <NavbarPortal isFixed={type !== 'static'}>
          <NavbarProvider>
            <div className="cea-navbar__start">
              {isMenuButtonShown ? (
                <IconButton
                  icon={ThreeBarsIcon}
                  variant="invisible"
                  aria-label={t('shell.menu.open')}
                  onClick={onOpenMenu}
                />
              ) : null}
              {isPhone ? null : <NavbarBookmarks />}
              {children}
            </div>
            <div className="cea-navbar__end">
              <NavbarSearch isIconOnly={isNarrow} />
              {isPhone ? null : (
                <>
                  <NavbarLanguage onChange={onLanguageChange} />
                  <NavbarSkinToggle />
                  <NavbarCart />
                </>
              )}
              {/* Beside the bell at every width, unless the bar's bookmarks hold the chat. */}
              <NavbarChat areBookmarksShown={!isPhone} />
              {isPhone ? (
                <NavbarMore onLanguageChange={onLanguageChange} />
              ) : (
                <NavbarNotifications />
              )}
              <NavbarUserMenu isCompact={isNarrow} />
            </div>
          </NavbarProvider>
        </NavbarPortal>
      </RouteAvailabilityContext.Provider>
    </header>
  )
}
