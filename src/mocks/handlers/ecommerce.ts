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
import type { RepositoryReader } from '../db/repository'
import { defineTable } from '../db/table'
import { badRequest, describeZodError, notFound } from '../http/errors'
import { idParam, positiveInt, queryText, readJson, readQuery } from '../http/input'
import { route } from '../http/route'

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

/** 404 unless the product exists. */
async function checkProduct(tx: RepositoryReader, productId: number): Promise<void> {
  if (!(await tx.get(productsTable, productId))) throw noSuchProduct(productId)
}

export const ecommerceHandlers = [
  route('get', '/apps/ecommerce/products', async ({ url, repo }) => {
    const { q, sortBy, perPage, page } = readQuery(url, productsQuery)
    const { total, rows } = await repo.list(productsTable, {
      q,
      searchFields: ['name'],
      // Featured is catalogue order; the stable sort keeps it among equal prices.
      sortColumn: sortBy === 'featured' ? undefined : 'price',
      sort: sortBy === 'price-desc' ? 'desc' : 'asc',
      page,
      perPage,
    })
    return {
      products: rows,
      total,
      userWishlist: (await repo.list(wishlistTable)).rows,
      userCart: (await repo.list(cartTable)).rows,
    } satisfies ProductsResponse
  }),

  route<{ id: string }>('get', '/apps/ecommerce/products/:id', async ({ params, repo }) => {
    const id = pathId(params.id, 'product id')
    const product = await repo.get(productsTable, id)
    // SPEC §8: an unknown product is a 404 with no message.
    if (!product) throw notFound()
    const cart = (await repo.list(cartTable)).rows
    const wishlist = (await repo.list(wishlistTable)).rows
    return { product: toProductDetail(product, cart, wishlist) } satisfies ProductResponse
  }),

  route('get', '/apps/ecommerce/cart', async ({ repo }) => {
    const products: CartProduct[] = withProducts(
      (await repo.list(cartTable)).rows,
      (await repo.list(productsTable)).rows,
    ).map(([item, product]) => toCartProduct(product, item.qty, repo.referenceDay))
    return { products } satisfies CartResponse
  }),

  route('post', '/apps/ecommerce/cart', async ({ request, repo }) => {
    const { productId } = await readJson(request, productRefBody)
    const cartItem = await repo.transaction(async (tx) => {
      await checkProduct(tx, productId)
      const [existing] = (await tx.list(cartTable, { where: { productId }, perPage: 1 })).rows
      if (existing) return tx.update(cartTable, { ...existing, qty: existing.qty + 1 })
      return tx.insert(cartTable, { id: await tx.nextId(cartTable), productId, qty: 1 })
    })
    return HttpResponse.json({ cartItem } satisfies AddToCartResponse, { status: 201 })
  }),

  route<{ productId?: string }>(
    'delete',
    '/apps/ecommerce/cart/:productId?',
    async ({ params, repo }) => {
      const productId = pathId(params.productId, 'product id')
      await repo.transaction(async (tx) => {
        const { rows } = await tx.list(cartTable, { where: { productId } })
        if (rows.length === 0) throw notFound(`Product ${productId} is not in the cart.`)
        for (const item of rows) await tx.remove(cartTable, item.id)
      })
    },
  ),

  route('get', '/apps/ecommerce/wishlist', async ({ repo }) => {
    const products = withProducts(
      (await repo.list(wishlistTable)).rows,
      (await repo.list(productsTable)).rows,
    ).map(([, product]) => product)
    return { products } satisfies WishlistResponse
  }),

  route('post', '/apps/ecommerce/wishlist', async ({ request, repo }) => {
    const { productId } = await readJson(request, productRefBody)
    const wishlistItem = await repo.transaction(async (tx) => {
      await checkProduct(tx, productId)
      const [existing] = (await tx.list(wishlistTable, { where: { productId }, perPage: 1 })).rows
      if (existing) return existing
      return tx.insert(wishlistTable, { id: await tx.nextId(wishlistTable), productId })
    })
    return HttpResponse.json({ wishlistItem } satisfies AddToWishlistResponse, { status: 201 })
  }),

  route<{ productId?: string }>(
    'delete',
    '/apps/ecommerce/wishlist/:productId?',
    async ({ params, repo }) => {
      const productId = pathId(params.productId, 'product id')
      await repo.transaction(async (tx) => {
        const { rows } = await tx.list(wishlistTable, { where: { productId } })
        if (rows.length === 0) throw notFound(`Product ${productId} is not in the wishlist.`)
        for (const item of rows) await tx.remove(wishlistTable, item.id)
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
