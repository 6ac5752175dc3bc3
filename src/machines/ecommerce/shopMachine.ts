import { assign, sendTo, setup } from 'xstate'
import { backendTables } from '../../api/backendAnnouncements'
import type { ListInput } from '../list/listSteps'
import { fromTableChanges } from '../shared/tableChanges'
import { type ShopFilters, shopListMachine } from './shopListMachine'
import { type ShopWrite, type ShopWritesReport, shopWritesMachine } from './shopWrites'

export type ShopInput = ListInput<ShopFilters>

export type ShopEvent =
  | { type: 'shop.write'; write: ShopWrite }
  | ShopWritesReport
  | { type: 'shop.changedElsewhere' }
  | { type: 'filters.open' }
  | { type: 'filters.close' }

/**
 * The shop screen: the product list (child `list`), the shopper's writes (child `writes`: add
 * to cart, wish, unwish — shown at once, one call at a time) and the filter drawer of phones.
 * Each saved write, and another tab's cart or wishlist change, fetches the list again in place,
 * so "in cart", the hearts and the counts follow.
 */
export const shopMachine = setup({
  types: {
    context: {} as { listInput: ShopInput; isFilterDrawerOpen: boolean },
    events: {} as ShopEvent,
    input: {} as ShopInput,
    children: {} as { list: 'list'; writes: 'writes' },
  },
  actors: {
    list: shopListMachine,
    writes: shopWritesMachine,
    listenToShopperChanges: fromTableChanges(
      { tables: [backendTables.cart, backendTables.wishlist], includeOwnWrites: false },
      { type: 'shop.changedElsewhere' },
    ),
  },
}).createMachine({
  id: 'shop',
  context: ({ input }) => ({ listInput: input, isFilterDrawerOpen: false }),
  invoke: [
    { id: 'list', src: 'list', input: ({ context }) => context.listInput },
    { id: 'writes', src: 'writes' },
    { src: 'listenToShopperChanges' },
  ],
  on: {
    'shop.write': {
      actions: sendTo('writes', ({ event }) => ({ type: 'write', write: event.write })),
    },
    'shop.written': { actions: sendTo('list', { type: 'list.refetch' }) },
    'shop.writeFailed': { actions: sendTo('list', { type: 'list.refetch' }) },
    'shop.changedElsewhere': { actions: sendTo('list', { type: 'list.refetch' }) },
    'filters.open': { actions: assign({ isFilterDrawerOpen: true }) },
    'filters.close': { actions: assign({ isFilterDrawerOpen: false }) },
  },
})
