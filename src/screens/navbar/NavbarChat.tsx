import { useTranslation } from 'react-i18next'
import { ChatUnreadLink } from '../../components/navbar/ChatUnreadLink'
import { AuthContext } from '../auth/authContext'
import { ChatUnreadContext } from './navbarContexts'
import { useCanVisit } from './useCanVisit'

const chatPath = '/apps/chat'

/**
 * The link to the chat with the unread total, for a user who may read the chat (the route's
 * rule); only then does its machine start, since the chat calls would be refused.
 */
export function NavbarChat() {
  const canVisit = useCanVisit()
  const userId = AuthContext.useSelector((state) => state.context.userData?.id)
  if (!canVisit(chatPath)) return null
  return (
    <ChatUnreadContext.Provider key={`chat-unread-${userId}`}>
      <NavbarChatLink />
    </ChatUnreadContext.Provider>
  )
}

/** No badge until the total is known (or when it could not be loaded at all). */
function NavbarChatLink() {
  const { t } = useTranslation()
  const count = ChatUnreadContext.useSelector((state) => state.context.count) ?? 0
  return (
    <ChatUnreadLink
      to={chatPath}
      count={count}
      label={count > 0 ? t('navbar.chat.linkUnread', { count }) : t('navbar.chat.link')}
    />
  )
}
