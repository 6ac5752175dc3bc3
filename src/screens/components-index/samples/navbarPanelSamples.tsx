import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MainSearchGroup } from '../../../api/types/search'
import { BookmarksBar } from '../../../components/navbar/BookmarksBar'
import { CartDropdown } from '../../../components/navbar/CartDropdown'
import { NotificationsDropdown } from '../../../components/navbar/NotificationsDropdown'
import { SearchButton } from '../../../components/navbar/SearchButton'
import { SearchDialog } from '../../../components/navbar/SearchDialog'
import { UserMenu } from '../../../components/navbar/UserMenu'
import { findSearchResults } from '../../../machines/navbar/searchResults'
import {
  bookmarksLabels,
  cartLabels,
  notificationsLabels,
  searchLabels,
  userMenuLabels,
} from '../../navbar/navbarLabels'
import {
  sampleCart,
  sampleContacts,
  sampleFiles,
  sampleNotifications,
  sampleNow,
  samplePages,
} from './sampleData'

// The navbar's panels with sample data, closed until pressed: what is done in them (an item
// removed, notifications read, a bookmark toggled) stays in the card.

export function CartDropdownSample() {
  const { t, i18n } = useTranslation()
  const [items, setItems] = useState(sampleCart)
  const count = items.reduce((sum, item) => sum + item.qty, 0)
  return (
    <CartDropdown
      status={items.length > 0 ? 'populated' : 'empty'}
      count={count}
      items={items}
      total={items.reduce((sum, item) => sum + item.price * item.qty, 0)}
      locale={i18n.language}
      labels={cartLabels(t)}
      onOpen={() => undefined}
      onRemove={(id) => setItems((current) => current.filter((item) => item.id !== id))}
      onRetry={() => undefined}
    />
  )
}

export function NotificationsDropdownSample() {
  const { t, i18n } = useTranslation()
  const [notifications, setNotifications] = useState(sampleNotifications)
  return (
    <NotificationsDropdown
      status="populated"
      notifications={notifications}
      unreadCount={notifications.filter((notification) => !notification.isRead).length}
      locale={i18n.language}
      now={sampleNow}
      labels={notificationsLabels(t)}
      onMarkAllRead={() =>
        setNotifications((current) =>
          current.map((notification) => ({ ...notification, isRead: true })),
        )
      }
      onRetry={() => undefined}
    />
  )
}

export function UserMenuSample() {
  const { t } = useTranslation()
  const [isSigningOut, setIsSigningOut] = useState(false)
  return (
    <UserMenu
      name="Amara Okafor"
      role={t('navbar.user.roles.admin')}
      avatar=""
      labels={userMenuLabels(t)}
      isSigningOut={isSigningOut}
      onSignOut={() => setIsSigningOut(true)}
    />
  )
}

export function BookmarksBarSample() {
  const { t } = useTranslation()
  const [pages, setPages] = useState(samplePages)
  return (
    <BookmarksBar
      status="populated"
      pages={pages}
      bookmarks={pages.filter((page) => page.isBookmarked)}
      labels={bookmarksLabels(t)}
      onToggle={(id) =>
        setPages((current) =>
          current.map((page) =>
            page.id === id ? { ...page, isBookmarked: !page.isBookmarked } : page,
          ),
        )
      }
      onRetry={() => undefined}
    />
  )
}

const searchGroups: MainSearchGroup[] = [
  { groupTitle: 'Pages', searchLimit: 6, data: samplePages },
  { groupTitle: 'Files', searchLimit: 4, data: sampleFiles },
  {
    groupTitle: 'Contacts',
    searchLimit: 4,
    data: sampleContacts,
  },
]

/** The search button and its dialog over sample pages, files and contacts; choosing closes it. */
export function SearchDialogSample() {
  const { t } = useTranslation()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [text, setText] = useState('')
  return (
    <>
      <SearchButton
        ref={buttonRef}
        label={t('navbar.search.button')}
        onClick={() => setIsOpen(true)}
      />
      <SearchDialog
        isOpen={isOpen}
        status="ready"
        text={text}
        results={findSearchResults(searchGroups, text)}
        labels={searchLabels(t)}
        onTextChange={setText}
        onSelect={() => setIsOpen(false)}
        onRetry={() => undefined}
        onClose={() => setIsOpen(false)}
        returnFocusRef={buttonRef}
      />
    </>
  )
}
