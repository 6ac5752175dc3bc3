import { createActorContext } from '@xstate/react'
import { bookmarksMachine } from '../../machines/navbar/bookmarksMachine'
import { cartMachine } from '../../machines/navbar/cartMachine'
import { chatUnreadMachine } from '../../machines/navbar/chatUnreadMachine'
import { notificationsMachine } from '../../machines/navbar/notificationsMachine'
import { searchMachine } from '../../machines/navbar/searchMachine'

/** The navbar's actors; `NavbarProvider` starts them (the chat total for users who may read the chat). */
export const SearchContext = createActorContext(searchMachine)
export const BookmarksContext = createActorContext(bookmarksMachine)
export const NotificationsContext = createActorContext(notificationsMachine)
export const CartContext = createActorContext(cartMachine)
export const ChatUnreadContext = createActorContext(chatUnreadMachine)
