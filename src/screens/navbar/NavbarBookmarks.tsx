import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { BookmarksBar } from '../../components/navbar/BookmarksBar'
import type { NavbarWidgetAppearance } from '../../components/navbar/NavbarRowButton'
import { chatPath, useChatUnreadLink } from './chatUnreadLink'
import { BookmarksContext } from './navbarContexts'
import { useCanVisit } from './useCanVisit'
import { bookmarksLabels } from './navbarLabels'

/** The bookmarked pages in the navbar and the star picker (BookmarksContext inside NavbarProvider). */
export function NavbarBookmarks({ appearance }: { appearance?: NavbarWidgetAppearance }) {
  const { t } = useTranslation()
  const canVisit = useCanVisit()
  const actor = BookmarksContext.useActorRef()
  const status = BookmarksContext.useSelector((state) =>
    state.hasTag('loading') ? 'loading' : state.hasTag('error') ? 'error' : 'populated',
  )
  const allPages = BookmarksContext.useSelector((state) => state.context.pages)
  const allBookmarks = BookmarksContext.useSelector((state) => state.context.bookmarks)
  const hasToggleError = BookmarksContext.useSelector((state) => state.context.toggleError !== null)
  // A "Chat" bookmark carries the unread total (the navbar's chat link then steps aside).
  const chat = useChatUnreadLink()
  const pages = useMemo(() => allPages.filter((page) => canVisit(page.link)), [allPages, canVisit])
  const bookmarks = useMemo(
    () => allBookmarks.filter((page) => canVisit(page.link)),
    [allBookmarks, canVisit],
  )
  return (
    <BookmarksBar
      status={status}
      appearance={appearance}
      counts={chat ? { [chatPath]: chat } : undefined}
      bookmarks={bookmarks}
      pages={pages}
      errorMessage={t('navbar.errorBody')}
      hasToggleError={hasToggleError}
      labels={bookmarksLabels(t)}
      onToggle={(id) => actor.send({ type: 'bookmarks.toggle', id })}
      onRetry={() => actor.send({ type: 'bookmarks.retry' })}
    />
  )
}
