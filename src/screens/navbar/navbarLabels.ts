import type { TFunction } from 'i18next'
import type { SearchFile } from '../../api/types/search'
import type { BookmarksBarLabels } from '../../components/navbar/BookmarksBar'
import type { CartDropdownLabels } from '../../components/navbar/CartDropdown'
import type { NotificationsDropdownLabels } from '../../components/navbar/NotificationsDropdown'
import type { SearchDialogLabels } from '../../components/navbar/SearchDialog'
import type { UserMenuLabels } from '../../components/navbar/UserMenu'

// The navbar widgets' words, shared by the navbar and the /components index's samples.

export const cartLabels = (t: TFunction): CartDropdownLabels => ({
  name: t('navbar.cart.name'),
  button: (value) => t('navbar.cart.button', { count: value }),
  title: t('navbar.cart.title'),
  itemsCount: (value) => t('navbar.cart.itemsCount', { count: value }),
  quantity: (qty) => t('navbar.cart.quantity', { qty }),
  remove: (name) => t('navbar.cart.remove', { name }),
  removing: t('common.removing'),
  total: t('navbar.cart.total'),
  checkout: t('navbar.cart.checkout'),
  emptyTitle: t('navbar.cart.emptyTitle'),
  emptyMessage: t('navbar.cart.emptyMessage'),
  shop: t('navbar.cart.shop'),
  loading: t('navbar.cart.loading'),
  errorTitle: t('navbar.cart.errorTitle'),
  retry: t('navbar.retry'),
})

export const notificationsLabels = (t: TFunction): NotificationsDropdownLabels => ({
  name: t('navbar.notifications.button'),
  button: (count) =>
    count > 0
      ? t('navbar.notifications.buttonUnread', { count })
      : t('navbar.notifications.button'),
  title: t('navbar.notifications.title'),
  newCount: (count) => t('navbar.notifications.newCount', { count }),
  unread: t('navbar.notifications.unread'),
  markAllRead: t('navbar.notifications.markAllRead'),
  markingRead: t('common.markingRead'),
  emptyTitle: t('navbar.notifications.emptyTitle'),
  emptyMessage: t('navbar.notifications.emptyMessage'),
  loading: t('navbar.notifications.loading'),
  errorTitle: t('navbar.notifications.errorTitle'),
  retry: t('navbar.retry'),
})

export const userMenuLabels = (t: TFunction): UserMenuLabels => ({
  menu: t('navbar.user.menu'),
  links: {
    profile: t('navbar.user.profile'),
    inbox: t('navbar.user.inbox'),
    tasks: t('navbar.user.tasks'),
    chats: t('navbar.user.chats'),
    settings: t('navbar.user.settings'),
    pricing: t('navbar.user.pricing'),
    faq: t('navbar.user.faq'),
  },
  signOut: t('navbar.user.signOut'),
})

export const bookmarksLabels = (t: TFunction): BookmarksBarLabels => ({
  nav: t('navbar.bookmarks.nav'),
  edit: t('navbar.bookmarks.edit'),
  title: t('navbar.bookmarks.panelTitle'),
  subtitle: t('navbar.bookmarks.panelSubtitle'),
  loading: t('navbar.bookmarks.loading'),
  filter: t('navbar.bookmarks.filter'),
  noMatchTitle: t('navbar.bookmarks.noMatchTitle'),
  noMatchBody: t('navbar.bookmarks.noMatchBody'),
  errorTitle: t('navbar.bookmarks.errorTitle'),
  toggleError: t('navbar.bookmarks.toggleError'),
  retry: t('navbar.retry'),
})

export const searchLabels = (t: TFunction): SearchDialogLabels => ({
  title: t('navbar.search.title'),
  close: t('common.close'),
  inputLabel: t('navbar.search.inputLabel'),
  placeholder: t('navbar.search.placeholder'),
  results: t('navbar.search.results'),
  pages: t('navbar.search.pages'),
  files: t('navbar.search.files'),
  contacts: t('navbar.search.contacts'),
  suggestions: t('navbar.search.suggestions'),
  loading: t('navbar.search.loading'),
  errorTitle: t('navbar.search.errorTitle'),
  retry: t('navbar.retry'),
  noResults: (query) => t('navbar.search.noResults', { query }),
  noSuggestions: t('navbar.search.noSuggestions'),
  help: t('navbar.search.help'),
  resultCount: (count) => t('navbar.search.resultCount', { count }),
  fileDetail: (file: SearchFile) => t('navbar.search.fileDetail', { size: file.size, by: file.by }),
})
