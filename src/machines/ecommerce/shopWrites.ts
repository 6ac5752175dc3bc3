import { assign, sendParent, setup } from 'xstate'
import { addToCart, addToWishlist, moveToCart, removeFromWishlist } from '../../api/ecommerce'
import { fromCall } from '../shared/fromCall'

/** A shopper's write: what a product card, the product page or the wishlist asks for. */
export type ShopWrite =
  | { kind: 'addToCart'; productId: number; qty?: number }
  | { kind: 'wish'; productId: number }
  | { kind: 'unwish'; productId: number }
  | { kind: 'moveToCart'; productId: number }

export interface ShopWriteFailure {
  write: ShopWrite
  error: unknown
}

export interface ShopWritesContext {
  /** Sent or waiting, in order; the first is the one being sent. */
  pending: ShopWrite[]
  /** Saved, but maybe not yet in what the screen last fetched (`done.clear` once it is). */
  done: ShopWrite[]
  failure: ShopWriteFailure | null
}

export type ShopWritesEvent =
  | { type: 'write'; write: ShopWrite }
  | { type: 'failure.dismiss' }
  /** What the screen shows was fetched after the saved writes: they are in it now. */
  | { type: 'done.clear' }

/** What the parent hears: a write was saved, or failed (the screen shows it as it was). */
export type ShopWritesReport = { type: 'shop.written' } | { type: 'shop.writeFailed' }

async function send(write: ShopWrite): Promise<void> {
  switch (write.kind) {
    case 'addToCart':
      await addToCart(write.productId, write.qty)
      return
    case 'wish':
      await addToWishlist(write.productId)
      return
    case 'unwish':
      await removeFromWishlist(write.productId)
      return
    case 'moveToCart':
      await moveToCart(write.productId)
  }
}

/**
 * The shop's writes, one at a time in the order asked (a second click waits its turn, never
 * dropped). While a write waits or is sent, screens show it as done (`isInCartAfter`,
 * `isWishedAfter`); a failure drops it, so the screen is back as it was, and keeps why.
 * The parent hears `shop.written` after each saved write (to fetch again) and
 * `shop.writeFailed` after a failure.
 */
export const shopWritesMachine = setup({
  types: {
    context: {} as ShopWritesContext,
    events: {} as ShopWritesEvent,
  },
  actors: {
    // The first pending write (always there when sending: `hasPending` leads there).
    sendWrite: fromCall<undefined, ShopWrite | undefined>(async ({ input }) => {
      if (input) await send(input)
      return undefined
    }),
  },
  actions: {
    queue: assign(({ context, event }) =>
      event.type === 'write' ? { pending: [...context.pending, event.write], failure: null } : {},
    ),
    drop: assign(({ context }) => ({ pending: context.pending.slice(1) })),
    keep: assign(({ context }) => ({
      done: context.pending[0] ? [...context.done, context.pending[0]] : context.done,
    })),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
  },
}).createMachine({
  id: 'shopWrites',
  context: { pending: [], done: [], failure: null },
  initial: 'idle',
  on: {
    write: { actions: 'queue' },
    'failure.dismiss': { actions: assign({ failure: null }) },
    'done.clear': { actions: assign({ done: [] }) },
  },
  states: {
    idle: {
      always: { guard: 'hasPending', target: 'sending' },
    },
    sending: {
      tags: ['saving'],
      invoke: {
        src: 'sendWrite',
        input: ({ context }) => context.pending[0],
        onDone: {
          target: 'idle',
          actions: [
            'keep',
            'drop',
            sendParent({ type: 'shop.written' } satisfies ShopWritesReport),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => ({
              failure: context.pending[0]
                ? { write: context.pending[0], error: event.error }
                : null,
            })),
            'drop',
            sendParent({ type: 'shop.writeFailed' } satisfies ShopWritesReport),
          ],
        },
      },
    },
  },
})

/** The writes the screen shows as done: saved ones not yet fetched, then those under way. */
export const writesShown = (context: ShopWritesContext): ShopWrite[] => [
  ...context.done,
  ...context.pending,
]

/** Whether the product is in the cart once the pending writes are done. */
export function isInCartAfter(
  pending: readonly ShopWrite[],
  productId: number,
  isInCartNow: boolean,
): boolean {
  return (
    isInCartNow ||
    pending.some(
      (write) =>
        write.productId === productId &&
        (write.kind === 'addToCart' || write.kind === 'moveToCart'),
    )
  )
}

/** Whether the product is wished once the pending writes are done (the last one decides). */
export function isWishedAfter(
  pending: readonly ShopWrite[],
  productId: number,
  isWishedNow: boolean,
): boolean {
  const last = pending.findLast(
    (write) => write.productId === productId && write.kind !== 'addToCart',
  )
  if (!last) return isWishedNow
  return last.kind === 'wish'
}
