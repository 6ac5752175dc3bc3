import type { Icon } from '@primer/octicons-react'
import { UnderlineNav } from '@primer/react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { useMediaQuery } from '../hooks/useMediaQuery'
import './tabLinks.css'

/** Narrow phones: every tab stays in view, wrapped over lines, not folded into a "More" menu. */
const wrapQuery = '(max-width: 543.98px)'

export interface TabLink<Tab extends string> {
  tab: Tab
  label: string
  icon: Icon
}

export interface TabLinksProps<Tab extends string> {
  /** The tabs' navigation's accessible name. */
  label: string
  /** Each tab: its value in the address, its text and its icon. */
  tabs: ReadonlyArray<TabLink<Tab>>
  /** The tab the page shows (the current page). */
  shown: Tab
  /** The tab the address names by leaving `tab` out. */
  firstTab: Tab
}

/**
 * A page's tabs as links (`?tab=security`), so a reload or a shared link opens the same one. On a
 * narrow phone the tabs wrap over lines, every one in view, so the page reads top to bottom.
 */
export function TabLinks<Tab extends string>({ label, tabs, shown, firstTab }: TabLinksProps<Tab>) {
  const [search] = useSearchParams()
  const isWrapped = useMediaQuery(wrapQuery)
  const hrefOf = (tab: Tab) => {
    const next = new URLSearchParams(search)
    if (tab === firstTab) next.delete('tab')
    else next.set('tab', tab)
    const query = next.toString()
    return query ? `?${query}` : '?'
  }
  if (isWrapped)
    return (
      <nav aria-label={label} className="cea-tab-links">
        <ul className="cea-tab-links__list">
          {tabs.map(({ tab, label: tabLabel, icon: TabIcon }) => (
            <li key={tab}>
              <RouterLink
                to={hrefOf(tab)}
                className="cea-tab-links__link"
                aria-current={tab === shown ? 'page' : undefined}
              >
                <TabIcon size={16} />
                {tabLabel}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
    )
  return (
    <UnderlineNav aria-label={label}>
      {tabs.map(({ tab, label: tabLabel, icon }) => (
        <UnderlineNav.Item
          key={tab}
          as={RouterLink}
          to={hrefOf(tab)}
          icon={icon}
          aria-current={tab === shown ? 'page' : undefined}
        >
          {tabLabel}
        </UnderlineNav.Item>
      ))}
    </UnderlineNav>
  )
}
