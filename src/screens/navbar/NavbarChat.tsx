import { ChatUnreadLink } from '../../components/navbar/ChatUnreadLink'
import { chatPath, useChatUnreadLink } from './chatUnreadLink'
import { BookmarksContext } from './navbarContexts'

export interface NavbarChatProps {
  /** Whether the bar shows the bookmarks (not on phones, where they sit in "More"). */
  areBookmarksShown?: boolean
}

/**
 * The link to the chat with the unread total, for a user who may read the chat. Where the bar
 * shows a "Chat" bookmark, that bookmark carries the total and this link steps aside, so the
 * chat is not in the bar twice.
 */
export function NavbarChat({ areBookmarksShown = false }: NavbarChatProps) {
  const chat = useChatUnreadLink()
  const isBookmarked = BookmarksContext.useSelector((state) =>
    state.context.bookmarks.some((page) => page.link === chatPath),
  )
  if (!chat || (areBookmarksShown && isBookmarked)) return null
  return <ChatUnreadLink to={chatPath} count={chat.count} label={chat.label} />
}
