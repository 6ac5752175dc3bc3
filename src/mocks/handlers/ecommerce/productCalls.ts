// The shop's reads: the filtered, counted product list and one product (by id or slug).
import { z } from 'zod'
import {
  productCategories,
  type ProductResponse,
  productSorts,
  type ProductsResponse,
} from '../../../api/types/ecommerce'
import { toProductDetail } from '../../../fixtures/ecommerce'
import type { Repository } from '../../db/repository'
import { notFound } from '../../http/errors'
import { positiveInt, queryText, readQuery } from '../../http/input'
import { route } from '../../http/route'
import { filterProducts, productFacets } from './productFacets'
import {
  cartLines,
  pathId,
  shopperOf,
  toCartItem,
  toWishlistItem,
  wishlistEntries,
} from './shopInput'
import { productsTable } from './shopTables'

const money = z.coerce.number().int().min(0).max(100_000_000).optional()
const flag = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((value) => value === 'true')

const productsQuery = z.object({
  q: queryText,
  sortBy: z
    .enum([...productSorts, ''])
    .optional()
    .transform((value) => value || 'featured'),
  perPage: positiveInt(9),
  page: positiveInt(1),
  priceMin: money,
  priceMax: money,
  categories: z.array(z.enum(productCategories)).max(20).default([]),
  brands: z.array(z.string().min(1).max(100)).max(50).default([]),
  ratingMin: z.coerce.number().int().min(1).max(5).optional(),
  freeShipping: flag,
  inStock: flag,
})

const relatedCount = 4

async function productAnswer(
  repo: Repository,
  userId: number,
  id: number | undefined,
): Promise<ProductResponse> {
  const product = id === undefined ? undefined : await repo.get(productsTable, id)
  // SPEC §8: an unknown product is a 404 with no message.
  if (!product) throw notFound()
  const related = (await repo.list(productsTable, { where: { category: product.category } })).rows
    .filter((other) => other.id !== product.id)
    .slice(0, relatedCount)
  const detail = toProductDetail(
    product,
    await cartLines(repo, userId),
    await wishlistEntries(repo, userId),
  )
  return { product: detail, related }
}

export const productCalls = [
  route('get', '/apps/ecommerce/products', async ({ url, repo, user }) => {
    const userId = shopperOf(user)
    const { q, sortBy, perPage, page, ...filters } = readQuery(url, productsQuery, [
      'categories',
      'brands',
    ])
    const catalogue = (await repo.list(productsTable)).rows
    const searched = (await repo.list(productsTable, { q, searchFields: ['name'] })).rows
    const matching = filterProducts(searched, filters)
    // Featured is catalogue order; a stable sort keeps it among equal prices.
    const sorted =
      sortBy === 'featured'
        ? matching
        : [...matching].sort((a, b) =>
            sortBy === 'price-asc' ? a.price - b.price : b.price - a.price,
          )
    return {
      products: sorted.slice((page - 1) * perPage, page * perPage),
      total: matching.length,
      userWishlist: (await wishlistEntries(repo, userId)).map(toWishlistItem),
      userCart: (await cartLines(repo, userId)).map(toCartItem),
      facets: productFacets(searched, filters, catalogue),
    } satisfies ProductsResponse
  }),

  // Before `/products/:id`, which would take "slug" for an id.
  route<{ slug: string }>(
    'get',
    '/apps/ecommerce/products/slug/:slug',
    async ({ params, repo, user }) => {
      const [match] = (await repo.list(productsTable, { where: { slug: params.slug }, perPage: 1 }))
        .rows
      return productAnswer(repo, shopperOf(user), match?.id)
    },
  ),

  route<{ id: string }>('get', '/apps/ecommerce/products/:id', async ({ params, repo, user }) =>
    productAnswer(repo, shopperOf(user), pathId(params.id, 'product id')),
  ),
]
