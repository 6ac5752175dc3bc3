import { createActorContext } from '@xstate/react'
import { bookmarksMachine } from '../../machines/navbar/bookmarksMachine'
import { cartMachine } from '../../machines/navbar/cartMachine'
import { notificationsMachine } from '../../machines/navbar/notificationsMachine'
import { searchMachine } from '../../machines/navbar/searchMachine'

/** The navbar's actors; `NavbarProvider` starts them all. */
export const SearchContext = createActorContext(searchMachine)
export const BookmarksContext = createActorContext(bookmarksMachine)
export const NotificationsContext = createActorContext(notificationsMachine)
export const CartContext = createActorContext(cartMachine)
