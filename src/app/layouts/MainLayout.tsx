import { Dialog } from '../../components/dialog/Dialog'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router-dom'
import { CustomizerPanel } from '../../screens/preferences/CustomizerPanel'
import { Footer } from './Footer'
import { HorizontalMenu } from './HorizontalMenu'
import { Navbar } from './Navbar'
import { RouteTransition } from './RouteTransition'
import { ScrollToTop } from './ScrollToTop'
import { useMediaQuery } from '../../components/hooks/useMediaQuery'
import { usePreferences } from './usePreferences'
import { useRouteLayoutState } from './useRouteLayoutState'
import { RouteLayoutContext } from '../../screens/preferences/routeLayout'
import { VerticalMenu } from './VerticalMenu'
import './layout.css'

/**
 * The frame of signed-in pages, with the layout the open route sets (if any) over the person's
 * own preferences.
 */
export function MainLayout() {
  const location = useLocation()
  const { routeLayout, customizerOpenings } = useRouteLayoutState(location.pathname)
  return (
    <RouteLayoutContext.Provider value={routeLayout}>
      <MainFrame customizerOpenings={customizerOpenings} />
    </RouteLayoutContext.Provider>
  )
}

/** Vertical or horizontal menu, navbar, content, footer, customizer. */
function MainFrame({ customizerOpenings }: { customizerOpenings: number }) {
  const { t } = useTranslation()
  const location = useLocation()
  const { preferences } = usePreferences()
  const isNarrow = useMediaQuery('(max-width: 1199.98px)')
  // The overlay menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null)
  const isMenuOpen = menuOpenedAt === location.pathname
  const closeMenu = () => setMenuOpenedAt(null)

  const isHorizontal = preferences.layout === 'horizontal' && !isNarrow
  const isMenuInline = !isHorizontal && !isNarrow && !preferences.menuHidden
  const menuState = isHorizontal
    ? 'horizontal'
    : isMenuInline
      ? preferences.menuCollapsed
        ? 'collapsed'
        : 'expanded'
      : 'none'
  return (
    <div
      className="cea-shell"
      data-menu={menuState}
      data-navbar={preferences.navbarType}
      data-footer={preferences.footerType}
      data-content-width={preferences.contentWidth}
    >
      <a className="cea-skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      {isMenuInline ? (
        <aside className="cea-shell__menu">
          <VerticalMenu isOverlay={false} onClose={() => undefined} />
        </aside>
      ) : null}
      {isMenuOpen ? (
        <Dialog
          closeLabel={t('common.close')}
          title={t('shell.menu.label')}
          position="left"
          width="small"
          onClose={closeMenu}
          className="cea-shell__drawer"
        >
          <VerticalMenu isOverlay onClose={closeMenu} />
        </Dialog>
      ) : null}
      <div className="cea-shell__main">
        <Navbar
          type={preferences.navbarType}
          color={preferences.navbarColor}
          isMenuButtonShown={!isMenuInline && !isHorizontal}
          onOpenMenu={() => setMenuOpenedAt(location.pathname)}
        >
          {isHorizontal ? <HorizontalMenu /> : null}
        </Navbar>
        <main id="main-content" className="cea-shell__content" tabIndex={-1}>
          <RouteTransition kind={preferences.routerTransition}>
            <Outlet />
          </RouteTransition>
        </main>
        <Footer type={preferences.footerType} />
      </div>
      {preferences.isScrollTopShown ? <ScrollToTop /> : null}
      {/* A page's "open the customizer" mounts it afresh, open. */}
      <CustomizerPanel key={customizerOpenings} isDefaultOpen={customizerOpenings > 0} />
    </div>
  )
}
