import { assertEvent, assign, raise, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { backendTables } from '../../api/backendAnnouncements'
import { countCartItems, fetchCart, removeFromCart } from '../../api/ecommerce'
import type { CartProduct, CartResponse } from '../../api/types/ecommerce'
import { fromTableChanges } from '../shared/tableChanges'
import { describeError } from './errors'

export interface CartContext {
  /** Units in the cart: the signed-in user's count until the cart is loaded, then the sum of qty. */
  count: number
  items: CartProduct[]
  /** The back end's total of the cart (minor units): what the checkout's cart step shows. */
  total: number
  error: string | null
  removeError: string | null
  /** The product whose line is being removed. */
  removingId: number | null
  loadOnStart: boolean
}

export interface CartInput {
  /** `userData.extras.eCommerceCartItemsCount` of the signed-in user. */
  initialCount: number
  /**
   * Load the cart at once, so the count is the back end's even when the stored user data is
   * older than the cart (a reload after an order); only for those who may read the shop.
   */
  loadOnStart?: boolean
}

export type CartEvent =
  | { type: 'cart.load' }
  | { type: 'cart.remove'; productId: number }
  /** The cart changed in this tab or another (the back end announced it): the count follows. */
  | { type: 'cart.changed' }

const loadFailed = 'The cart could not be loaded.'
const removeFailed = 'The item could not be removed.'

function withItems(items: CartProduct[]) {
  return { items, count: countCartItems(items) }
}

/** The navbar cart: a count from the user data, GET /apps/ecommerce/cart when opened, remove per line. */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actors: {
    loadCart: fromCall<CartResponse>(({ signal }) => fetchCart(signal)),
    removeCartItem: fromCall<undefined, { productId: number }>(async ({ input }) => {
      await removeFromCart(input.productId)
      return undefined
    }),
    // Every cart write, this tab's too: the shop adds to the cart, the navbar count follows.
    listenToCartChanges: fromTableChanges(
      { tables: [backendTables.cart], includeOwnWrites: true },
      { type: 'cart.changed' },
    ),
  },
  actions: {
    setCart: assign((_, output: CartResponse) => ({
      ...withItems(output.products),
      total: output.totals.total,
      error: null,
    })),
    setRemoving: assign((_, productId: number) => ({ removingId: productId, removeError: null })),
    // The lines left show at once; their total follows with the reload (none left: nothing owed).
    dropLine: assign(({ context }) => {
      const left = context.items.filter((item) => item.id !== context.removingId)
      return { ...withItems(left), total: left.length === 0 ? 0 : context.total, removingId: null }
    }),
  },
  guards: {
    hasItems: (_, output: CartResponse) => output.products.length > 0,
    isLastLine: ({ context }) => context.items.every((item) => item.id === context.removingId),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    count: input.initialCount,
    items: [],
    total: 0,
    error: null,
    removeError: null,
    removingId: null,
    loadOnStart: input.loadOnStart ?? false,
  }),
  initial: 'idle',
  invoke: { src: 'listenToCartChanges' },
  // Loads (or reloads in place) where a load can start; a load or write under way ends with one.
  on: { 'cart.changed': { actions: raise({ type: 'cart.load' }) } },
  states: {
    idle: {
      tags: ['idle'],
      always: { guard: ({ context }) => context.loadOnStart, target: 'loading' },
      on: { 'cart.load': 'loading' },
    },
    loading: {
      tags: ['loading'],
      // A change announced while the answer is on its way may not be in it: ask again.
      on: { 'cart.load': { target: 'loading', reenter: true } },
      invoke: {
        src: 'loadCart',
        onDone: [
          {
            guard: { type: 'hasItems', params: ({ event }) => event.output },
            target: 'populated',
            actions: { type: 'setCart', params: ({ event }) => event.output },
          },
          { target: 'empty', actions: { type: 'setCart', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => describeError(event.error, loadFailed) }),
        },
      },
    },
    error: {
      tags: ['error'],
      on: { 'cart.load': 'loading' },
    },
    empty: {
      tags: ['empty'],
      on: { 'cart.load': 'loading' },
    },
    populated: {
      tags: ['populated'],
      on: {
        'cart.load': 'reloading',
        'cart.remove': {
          target: 'removing',
          actions: { type: 'setRemoving', params: ({ event }) => event.productId },
        },
      },
    },
    removing: {
      tags: ['populated', 'saving'],
      invoke: {
        src: 'removeCartItem',
        input: ({ event }) => {
          assertEvent(event, 'cart.remove')
          return { productId: event.productId }
        },
        onDone: [
          { guard: 'isLastLine', target: 'empty', actions: 'dropLine' },
          { target: 'reloading', actions: 'dropLine' },
        ],
        onError: {
          target: 'populated',
          actions: assign({
            removeError: ({ event }) => describeError(event.error, removeFailed),
            removingId: null,
          }),
        },
      },
    },
    // SPEC §4: after a write the list is fetched again; the lines on screen stay meanwhile.
    reloading: {
      tags: ['populated'],
      on: { 'cart.load': { target: 'reloading', reenter: true } },
      invoke: {
        src: 'loadCart',
        onDone: [
          {
            guard: { type: 'hasItems', params: ({ event }) => event.output },
            target: 'populated',
            actions: { type: 'setCart', params: ({ event }) => event.output },
          },
          { target: 'empty', actions: { type: 'setCart', params: ({ event }) => event.output } },
        ],
        onError: 'populated',
      },
    },
  },
})
