import { assign, sendTo, setup } from 'xstate'
import { fetchProductBySlug, fetchProducts } from '../../api/ecommerce'
import { ApiError } from '../../api/http'
import type { ColorOption, ProductResponse } from '../../api/types/ecommerce'
import { fromCall } from '../shared/fromCall'
import { type ShopWrite, type ShopWritesReport, shopWritesMachine } from './shopWrites'

export interface ProductInput {
  /** The URL's slug; null: the bare route, which opens the first product. */
  slug: string | null
}

export interface ProductContext {
  slug: string | null
  answer: ProductResponse | null
  color: ColorOption | null
  qty: number
  failure: unknown
}

export type ProductEvent =
  | { type: 'product.open'; slug: string | null }
  | { type: 'product.retry' }
  | { type: 'color.pick'; color: ColorOption }
  | { type: 'qty.set'; qty: number }
  | { type: 'shop.write'; write: ShopWrite }
  | ShopWritesReport

/** The product of the slug, or the first product for the bare route; null when there is none. */
async function loadProduct(
  slug: string | null,
  signal: AbortSignal,
): Promise<ProductResponse | null> {
  const wanted =
    slug ?? (await fetchProducts({ page: 1, perPage: 1 }, signal)).products[0]?.slug ?? null
  if (wanted === null) return null
  try {
    return await fetchProductBySlug(wanted, signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** The quantity kept within 1 and the stock (1 when nothing is in stock). */
export function quantityWithin(qty: number, stock: number): number {
  return Math.max(1, Math.min(Math.max(stock, 1), Math.round(qty)))
}

/**
 * The product page: loading → populated | notFound | error; a colour (SPEC §9's options) and a
 * quantity within stock; add to cart and the wishlist through the shop's writes (child
 * `writes`), after which the product is fetched again in place.
 */
export const productMachine = setup({
  types: {
    context: {} as ProductContext,
    events: {} as ProductEvent,
    input: {} as ProductInput,
    children: {} as { writes: 'writes' },
  },
  actors: {
    loadProduct: fromCall<ProductResponse | null, { slug: string | null }>(({ input, signal }) =>
      loadProduct(input.slug, signal),
    ),
    writes: shopWritesMachine,
  },
  actions: {
    show: assign(({ context }, answer: ProductResponse | null) => {
      if (!answer) return {}
      return {
        answer,
        failure: null,
        color:
          context.color && answer.product.colorOptions.includes(context.color)
            ? context.color
            : (answer.product.colorOptions[0] ?? null),
        qty: quantityWithin(context.qty, answer.product.stock),
      }
    }),
  },
  guards: {
    isFound: (_, answer: ProductResponse | null) => answer !== null,
  },
}).createMachine({
  id: 'product',
  context: ({ input }) => ({ slug: input.slug, answer: null, color: null, qty: 1, failure: null }),
  invoke: { id: 'writes', src: 'writes' },
  initial: 'loading',
  on: {
    'product.open': {
      target: '.loading',
      actions: assign(({ event }) => ({ slug: event.slug, answer: null, color: null, qty: 1 })),
    },
    'shop.write': {
      actions: sendTo('writes', ({ event }) => ({ type: 'write', write: event.write })),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadProduct',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'populated',
            actions: { type: 'show', params: ({ event }) => event.output },
          },
          { target: 'notFound' },
        ],
        onError: { target: 'error', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    populated: {
      tags: ['populated'],
      on: {
        'color.pick': { actions: assign({ color: ({ event }) => event.color }) },
        'qty.set': {
          actions: assign(({ context, event }) => ({
            qty: quantityWithin(event.qty, context.answer?.product.stock ?? 1),
          })),
        },
        'shop.written': 'refreshing',
        'shop.writeFailed': 'refreshing',
      },
    },
    /** After a write: fetched again, the page stays meanwhile. */
    refreshing: {
      tags: ['populated', 'refreshing'],
      on: { 'shop.written': { target: 'refreshing', reenter: true } },
      invoke: {
        src: 'loadProduct',
        input: ({ context }) => ({ slug: context.answer?.product.slug ?? context.slug }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'populated',
            actions: [
              { type: 'show', params: ({ event }) => event.output },
              sendTo('writes', { type: 'done.clear' }),
            ],
          },
          { target: 'notFound' },
        ],
        onError: 'populated',
      },
    },
    notFound: { tags: ['notFound'] },
    error: { tags: ['error'], on: { 'product.retry': 'loading' } },
  },
})
