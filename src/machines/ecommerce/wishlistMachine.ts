import { assign, sendTo, setup } from 'xstate'
import { backendTables } from '../../api/backendAnnouncements'
import { fetchWishlist } from '../../api/ecommerce'
import type { Product, WishlistResponse } from '../../api/types/ecommerce'
import { fromCall } from '../shared/fromCall'
import { fromTableChanges } from '../shared/tableChanges'
import { type ShopWrite, type ShopWritesReport, shopWritesMachine } from './shopWrites'

export interface WishlistContext {
  products: Product[]
  failure: unknown
}

export type WishlistEvent =
  | { type: 'wishlist.retry' }
  | { type: 'wishlist.changedElsewhere' }
  | { type: 'shop.write'; write: ShopWrite }
  | ShopWritesReport

/** The wished products the screen shows: those leaving (moved to the cart, removed) already gone. */
export function shownWishlist(products: readonly Product[], pending: readonly ShopWrite[]) {
  return products.filter(
    (product) =>
      !pending.some(
        (write) =>
          write.productId === product.id &&
          (write.kind === 'unwish' || write.kind === 'moveToCart'),
      ),
  )
}

/**
 * The wishlist: loading → populated | empty | error. Move to cart and remove go through the
 * shop's writes (child `writes`): the product leaves at once, comes back if the write fails,
 * and the list is fetched again after each write, and when another tab changes it.
 */
export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    children: {} as { writes: 'writes' },
  },
  actors: {
    loadWishlist: fromCall<WishlistResponse>(({ signal }) => fetchWishlist(signal)),
    writes: shopWritesMachine,
    listenToWishlistChanges: fromTableChanges(
      { tables: [backendTables.wishlist], includeOwnWrites: false },
      { type: 'wishlist.changedElsewhere' },
    ),
  },
  actions: {
    show: assign((_, answer: WishlistResponse) => ({ products: answer.products, failure: null })),
  },
  guards: {
    isEmpty: ({ context }) => context.products.length === 0,
  },
}).createMachine({
  id: 'wishlist',
  context: { products: [], failure: null },
  invoke: [{ id: 'writes', src: 'writes' }, { src: 'listenToWishlistChanges' }],
  initial: 'loading',
  on: {
    'shop.write': {
      actions: sendTo('writes', ({ event }) => ({ type: 'write', write: event.write })),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadWishlist',
        onDone: {
          target: 'answered',
          actions: { type: 'show', params: ({ event }) => event.output },
        },
        onError: { target: 'error', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    refreshing: {
      tags: ['populated', 'refreshing'],
      on: { 'shop.written': { target: 'refreshing', reenter: true } },
      invoke: {
        src: 'loadWishlist',
        onDone: {
          target: 'answered',
          actions: [
            { type: 'show', params: ({ event }) => event.output },
            sendTo('writes', { type: 'done.clear' }),
          ],
        },
        onError: 'answered',
      },
    },
    answered: {
      always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'populated' }],
    },
    populated: {
      tags: ['populated'],
      on: {
        'shop.written': 'refreshing',
        'shop.writeFailed': 'refreshing',
        'wishlist.changedElsewhere': 'refreshing',
      },
    },
    empty: {
      tags: ['empty'],
      on: { 'wishlist.changedElsewhere': 'refreshing', 'shop.written': 'refreshing' },
    },
    error: { tags: ['error'], on: { 'wishlist.retry': 'loading' } },
  },
})
