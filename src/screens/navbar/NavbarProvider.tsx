import type { ReactNode } from 'react'
import { AuthContext } from '../auth/authContext'
import { ChatUnreadProvider } from './chatUnreadLink'
import {
  BookmarksContext,
  CartContext,
  NotificationsContext,
  SearchContext,
} from './navbarContexts'

export interface NavbarProviderProps {
  children: ReactNode
}

/**
 * Starts the navbar's machines for the signed-in user (inside `AuthContext.Provider`)
 * and renders its children only then: the navbar's calls need a session. A
 * different user gets fresh machines, so nothing of the previous session shows.
 */
export function NavbarProvider({ children }: NavbarProviderProps) {
  const userId = AuthContext.useSelector((state) => state.context.userData?.id)
  const initialCount = AuthContext.useSelector(
    (state) => state.context.userData?.extras.eCommerceCartItemsCount ?? 0,
  )
  const canShop = AuthContext.useSelector((state) => state.context.ability.can('read', 'Ecommerce'))
  if (userId === undefined) return null
  return (
    <SearchContext.Provider key={`search-${userId}`}>
      <BookmarksContext.Provider key={`bookmarks-${userId}`}>
        <NotificationsContext.Provider key={`notifications-${userId}`}>
          <CartContext.Provider
            key={`cart-${userId}`}
            options={{ input: { initialCount, loadOnStart: canShop } }}
          >
            <ChatUnreadProvider>{children}</ChatUnreadProvider>
          </CartContext.Provider>
        </NotificationsContext.Provider>
      </BookmarksContext.Provider>
    </SearchContext.Provider>
  )
}
