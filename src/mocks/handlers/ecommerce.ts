import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import type {
  AddToCartResponse,
  AddToWishlistResponse,
  CartItem,
  CartProduct,
  CartResponse,
  Product,
  ProductResponse,
  ProductsResponse,
  WishlistItem,
  WishlistResponse,
} from '../../api/types/ecommerce'
import {
  createCartItems,
  createProducts,
  createWishlistItems,
  toCartProduct,
  toProductDetail,
} from '../../fixtures/ecommerce'
import { defineTable } from '../db/store'
import { queryList } from '../db/listQuery'
import { badRequest, describeZodError, notFound } from '../http/errors'
import { idParam, positiveInt, queryText, readJson, readQuery } from '../http/input'
import { route } from '../http/route'
import { nextId } from '../db/ids'

export const productsTable = defineTable<Product>('ecommerce.products', createProducts)
// The demo has one shopper: cart and wishlist are shared by every signed-in account.
export const cartTable = defineTable<CartItem>('ecommerce.cart', createCartItems)
export const wishlistTable = defineTable<WishlistItem>('ecommerce.wishlist', createWishlistItems)

const productsQuery = z.object({
  q: queryText,
  sortBy: z
    .enum(['featured', 'price-asc', 'price-desc', ''])
    .optional()
    .transform((value) => value || 'featured'),
  perPage: positiveInt(9),
  page: positiveInt(1),
})

const productRefBody = z.object({ productId: z.number().int().positive() })

function pathId(value: string | readonly string[] | undefined, name: string): number {
  const parsed = idParam.safeParse(value)
  if (!parsed.success) throw badRequest(`Invalid ${name}: ${describeZodError(parsed.error)}`)
  return parsed.data
}

const noSuchProduct = (productId: number) => notFound(`No product has id ${productId}.`)

/** Joins list entries to their products, in list order; entries of vanished products drop out. */
function withProducts<Entry extends { productId: number }>(
  entries: readonly Entry[],
  products: readonly Product[],
): Array<[Entry, Product]> {
  const byId = new Map(products.map((product) => [product.id, product]))
  return entries.flatMap((entry) => {
    const product = byId.get(entry.productId)
    return product ? [[entry, product] as [Entry, Product]] : []
  })
}

export const ecommerceHandlers = [
  route('get', '/apps/ecommerce/products', ({ url, store }) => {
    const { q, sortBy, perPage, page } = readQuery(url, productsQuery)
    const { total, rows } = queryList(store.read(productsTable), {
      q,
      searchFields: [(product) => product.name],
      // Featured is catalogue order; the stable sort keeps it among equal prices.
      sortColumn: sortBy === 'featured' ? undefined : 'price',
      sort: sortBy === 'price-desc' ? 'desc' : 'asc',
      page,
      perPage,
    })
    return {
      products: rows,
      total,
      userWishlist: [...store.read(wishlistTable)],
      userCart: [...store.read(cartTable)],
    } satisfies ProductsResponse
  }),

  route<{ id: string }>('get', '/apps/ecommerce/products/:id', ({ params, store }) => {
    const id = pathId(params.id, 'product id')
    const product = store.read(productsTable).find((row) => row.id === id)
    // SPEC §8: an unknown product is a 404 with no message.
    if (!product) throw notFound()
    return {
      product: toProductDetail(product, store.read(cartTable), store.read(wishlistTable)),
    } satisfies ProductResponse
  }),

  route('get', '/apps/ecommerce/cart', ({ store }) => {
    const products: CartProduct[] = withProducts(
      queryList(store.read(cartTable), {}).rows,
      store.read(productsTable),
    ).map(([item, product]) => toCartProduct(product, item.qty, store.referenceDay))
    return { products } satisfies CartResponse
  }),

  route('post', '/apps/ecommerce/cart', async ({ request, store }) => {
    const { productId } = await readJson(request, productRefBody)
    if (!store.read(productsTable).some((product) => product.id === productId)) {
      throw noSuchProduct(productId)
    }
    const cartItem = store.transaction((tx) => {
      const cart = tx.read(cartTable)
      const existing = cart.find((item) => item.productId === productId)
      const updated: CartItem = existing
        ? { ...existing, qty: existing.qty + 1 }
        : { id: nextId(cart), productId, qty: 1 }
      tx.write(
        cartTable,
        existing ? cart.map((item) => (item === existing ? updated : item)) : [...cart, updated],
      )
      return updated
    })
    return HttpResponse.json({ cartItem } satisfies AddToCartResponse, { status: 201 })
  }),

  route<{ productId?: string }>(
    'delete',
    '/apps/ecommerce/cart/:productId?',
    ({ params, store }) => {
      const productId = pathId(params.productId, 'product id')
      store.transaction((tx) => {
        const cart = tx.read(cartTable)
        if (!cart.some((item) => item.productId === productId)) {
          throw notFound(`Product ${productId} is not in the cart.`)
        }
        tx.write(
          cartTable,
          cart.filter((item) => item.productId !== productId),
        )
      })
    },
  ),

  route('get', '/apps/ecommerce/wishlist', ({ store }) => {
    const products = withProducts(
      queryList(store.read(wishlistTable), {}).rows,
      store.read(productsTable),
    ).map(([, product]) => product)
    return { products } satisfies WishlistResponse
  }),

  route('post', '/apps/ecommerce/wishlist', async ({ request, store }) => {
    const { productId } = await readJson(request, productRefBody)
    if (!store.read(productsTable).some((product) => product.id === productId)) {
      throw noSuchProduct(productId)
    }
    const wishlistItem = store.transaction((tx) => {
      const wishlist = tx.read(wishlistTable)
      const existing = wishlist.find((item) => item.productId === productId)
      if (existing) return existing
      const added: WishlistItem = { id: nextId(wishlist), productId }
      tx.write(wishlistTable, [...wishlist, added])
      return added
    })
    return HttpResponse.json({ wishlistItem } satisfies AddToWishlistResponse, { status: 201 })
  }),

  route<{ productId?: string }>(
    'delete',
    '/apps/ecommerce/wishlist/:productId?',
    ({ params, store }) => {
      const productId = pathId(params.productId, 'product id')
      store.transaction((tx) => {
        const wishlist = tx.read(wishlistTable)
        if (!wishlist.some((item) => item.productId === productId)) {
          throw notFound(`Product ${productId} is not in the wishlist.`)
        }
        tx.write(
          wishlistTable,
          wishlist.filter((item) => item.productId !== productId),
        )
      })
    },
  ),
]

const failure = () =>
  HttpResponse.json({ message: 'The shop could not be loaded. Try again.' }, { status: 500 })
const never = async () => {
  await delay('infinite')
  return HttpResponse.json({})
}

/** Stand-ins for stories: an empty shop, a failing one, and one that never answers. */
export const ecommerceScenarios = {
  empty: [
    http.get('*/apps/ecommerce/products', () =>
      HttpResponse.json({
        products: [],
        total: 0,
        userWishlist: [],
        userCart: [],
      } satisfies ProductsResponse),
    ),
    http.get('*/apps/ecommerce/cart', () =>
      HttpResponse.json({ products: [] } satisfies CartResponse),
    ),
    http.get('*/apps/ecommerce/wishlist', () =>
      HttpResponse.json({ products: [] } satisfies WishlistResponse),
    ),
  ],
  error: [
    http.get('*/apps/ecommerce/products', failure),
    http.get('*/apps/ecommerce/products/:id', failure),
    http.get('*/apps/ecommerce/cart', failure),
    http.get('*/apps/ecommerce/wishlist', failure),
  ],
  loading: [
    http.get('*/apps/ecommerce/products', never),
    http.get('*/apps/ecommerce/products/:id', never),
    http.get('*/apps/ecommerce/cart', never),
    http.get('*/apps/ecommerce/wishlist', never),
  ],
}
