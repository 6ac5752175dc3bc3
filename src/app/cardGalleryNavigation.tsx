import { AppsIcon, GraphIcon, type Icon, NumberIcon, StackIcon } from '@primer/octicons-react'
import type { CardGalleryPage } from '../screens/cards/CardGalleryScreens'
import type { NavigationItem } from './navigationTypes'

// The card galleries' rows of the navigation table (plain data and lazy imports, like the table).

const galleryIcons: Record<CardGalleryPage, Icon> = {
  basic: AppsIcon,
  advance: StackIcon,
  statistics: NumberIcon,
  analytics: GraphIcon,
}

export const cardGalleryNavigation: NavigationItem[] = (
  Object.entries(galleryIcons) as [CardGalleryPage, Icon][]
).map(([page, icon]) => ({
  id: `cards-${page}`,
  path: `/cards/${page}`,
  labelKey: `cards.nav.${page}`,
  icon,
  layout: 'main',
  access: { action: 'read', subject: 'Card' },
  menuGroup: 'pages',
  screen: async () => {
    const { CardGalleryScreen } = await import('../screens/cards/CardGalleryScreens')
    return <CardGalleryScreen page={page} />
  },
}))
