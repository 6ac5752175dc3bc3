import { IconButton, NavList, VisuallyHidden } from '@primer/react'
import { SidebarCollapseIcon, SidebarExpandIcon } from '@primer/octicons-react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { Brand } from '../../components/brand/Brand'
import { menuSkin } from '../../components/skin-theme/skins'
import { SkinThemeProvider } from '../../components/skin-theme/SkinThemeProvider'
import { useMenuSections } from './useMenuItems'
import { usePreferences } from './usePreferences'

export interface VerticalMenuProps {
  /** Below 1200 px the menu is an overlay, open or closed. */
  isOverlay: boolean
  onClose: () => void
}

export function VerticalMenu({ isOverlay, onClose }: VerticalMenuProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const sections = useMenuSections()
  const { preferences, setPreference } = usePreferences()
  const isCollapsed = preferences.menuCollapsed && !isOverlay
  return (
    <SkinThemeProvider skin={menuSkin(preferences.skin)}>
      <nav className="cea-menu" data-collapsed={isCollapsed} aria-label={t('shell.menu.label')}>
        <div className="cea-menu__header">
          <RouterLink to="/" className="cea-menu__brand" aria-label={t('shell.menu.home')}>
            <Brand size={28} isNameShown={!isCollapsed} />
          </RouterLink>
          {isOverlay ? null : (
            <IconButton
              icon={isCollapsed ? SidebarExpandIcon : SidebarCollapseIcon}
              variant="invisible"
              aria-label={isCollapsed ? t('shell.menu.expand') : t('shell.menu.collapse')}
              aria-pressed={isCollapsed}
              onClick={() => setPreference('menuCollapsed', !preferences.menuCollapsed)}
            />
          )}
        </div>
        <NavList className="cea-menu__list">
          {sections.map((section) => (
            <NavList.Group key={section.group}>
              {/* h2: in the drawer they follow the dialog's h1 title. */}
              {isCollapsed ? null : (
                <NavList.GroupHeading as="h2">
                  {t(`nav.group.${section.group}`)}
                </NavList.GroupHeading>
              )}
              {section.items.map((item) => {
                const label = t(item.labelKey)
                const ItemIcon = item.icon
                return (
                  <NavList.Item
                    key={item.id}
                    as={RouterLink}
                    to={item.path}
                    aria-current={location.pathname === item.path ? 'page' : undefined}
                    onClick={isOverlay ? onClose : undefined}
                  >
                    <NavList.LeadingVisual>
                      <ItemIcon />
                    </NavList.LeadingVisual>
                    {isCollapsed ? <VisuallyHidden>{label}</VisuallyHidden> : label}
                  </NavList.Item>
                )
              })}
            </NavList.Group>
          ))}
        </NavList>
      </nav>
    </SkinThemeProvider>
  )
}
