import { ActionList, ActionMenu } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { useMenuSections } from './useMenuItems'

/** The horizontal layout's menu: one dropdown per menu group. */
export function HorizontalMenu() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const sections = useMenuSections()
  return (
    <nav className="cea-hmenu" aria-label={t('shell.menu.label')}>
      {sections.map((section) => {
        const isCurrent = section.items.some((item) => item.path === location.pathname)
        return (
          <ActionMenu key={section.group}>
            <ActionMenu.Button
              variant="invisible"
              className="cea-hmenu__button"
              data-current={isCurrent}
            >
              {t(`nav.group.${section.group}`)}
            </ActionMenu.Button>
            <ActionMenu.Overlay>
              <ActionList>
                {section.items.map((item) => {
                  const ItemIcon = item.icon
                  return (
                    <ActionList.Item
                      key={item.id}
                      onSelect={() => navigate(item.path)}
                      active={location.pathname === item.path}
                    >
                      <ActionList.LeadingVisual>
                        <ItemIcon />
                      </ActionList.LeadingVisual>
                      {t(item.labelKey)}
                    </ActionList.Item>
                  )
                })}
              </ActionList>
            </ActionMenu.Overlay>
          </ActionMenu>
        )
      })}
    </nav>
  )
}
