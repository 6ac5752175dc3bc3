import { createContext, type ReactNode, useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { ChatUnreadContext } from './navbarContexts'
import { useCanVisit } from './useCanVisit'

export const chatPath = '/apps/chat'

/** The chat link's unread total and accessible name, for whichever navbar control shows it. */
export interface ChatUnreadLinkState {
  count: number
  label: string
}

/** `null` for a user who may not read the chat: no link, and no chat calls. */
const ChatUnreadLinkContext = createContext<ChatUnreadLinkState | null>(null)

/** The chat link's total and name, or `null` when the user may not read the chat. */
export function useChatUnreadLink(): ChatUnreadLinkState | null {
  return useContext(ChatUnreadLinkContext)
}

/** No count until the total is known (or when it could not be loaded at all). */
function ChatUnreadLinkStateProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const count = ChatUnreadContext.useSelector((state) => state.context.count) ?? 0
  const label = count > 0 ? t('navbar.chat.linkUnread', { count }) : t('navbar.chat.link')
  return (
    <ChatUnreadLinkContext.Provider value={{ count, label }}>
      {children}
    </ChatUnreadLinkContext.Provider>
  )
}

/**
 * Starts the unread chat total for a user who may read the chat (the route's rule), once for the
 * whole navbar: the chat link and a "Chat" bookmark show the same total, and crossing the phone
 * breakpoint keeps the machine. Inside `NavbarProvider`, whose per-user keys give another user a
 * fresh machine.
 */
export function ChatUnreadProvider({ children }: { children: ReactNode }) {
  const canVisit = useCanVisit()
  if (!canVisit(chatPath)) return children
  return (
    <ChatUnreadContext.Provider>
      <ChatUnreadLinkStateProvider>{children}</ChatUnreadLinkStateProvider>
    </ChatUnreadContext.Provider>
  )
}
