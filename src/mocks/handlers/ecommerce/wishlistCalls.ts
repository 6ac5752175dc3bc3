// The wishlist of the signed-in account: list, add, remove, move to the cart.
import { HttpResponse } from 'msw'
import type {
  AddToWishlistResponse,
  MoveToCartResponse,
  WishlistResponse,
} from '../../../api/types/ecommerce'
import type { RepositoryTransaction } from '../../db/repository'
import { notFound } from '../../http/errors'
import { readJson } from '../../http/input'
import { route } from '../../http/route'
import { addToCart, wishOnce } from './shopWrites'
import {
  pathId,
  productRefBody,
  shopperOf,
  toCartItem,
  toWishlistItem,
  wishlistEntries,
  withProducts,
} from './shopInput'
import { productsTable, wishlistTable } from './shopTables'

async function removeEntry(tx: RepositoryTransaction, userId: number, productId: number) {
  const entries = (await wishlistEntries(tx, userId)).filter((item) => item.productId === productId)
  if (entries.length === 0) throw notFound(`Product ${productId} is not in the wishlist.`)
  for (const entry of entries) await tx.remove(wishlistTable, entry.id)
}

export const wishlistCalls = [
  route('get', '/apps/ecommerce/wishlist', async ({ repo, user }) => {
    const products = withProducts(
      await wishlistEntries(repo, shopperOf(user)),
      (await repo.list(productsTable)).rows,
    ).map(([, product]) => product)
    return { products } satisfies WishlistResponse
  }),

  route('post', '/apps/ecommerce/wishlist', async ({ request, repo, user }) => {
    const userId = shopperOf(user)
    const { productId } = await readJson(request, productRefBody)
    const entry = await repo.transaction((tx) => wishOnce(tx, userId, productId))
    const answer: AddToWishlistResponse = { wishlistItem: toWishlistItem(entry) }
    return HttpResponse.json(answer, { status: 201 })
  }),

  route('post', '/apps/ecommerce/wishlist/move-to-cart', async ({ request, repo, user }) => {
    const userId = shopperOf(user)
    const { productId } = await readJson(request, productRefBody)
    const line = await repo.transaction(async (tx) => {
      await removeEntry(tx, userId, productId)
      return addToCart(tx, userId, productId)
    })
    return { cartItem: toCartItem(line) } satisfies MoveToCartResponse
  }),

  route<{ productId?: string }>(
    'delete',
    '/apps/ecommerce/wishlist/:productId?',
    async ({ params, repo, user }) => {
      const userId = shopperOf(user)
      const productId = pathId(params.productId, 'product id')
      await repo.transaction((tx) => removeEntry(tx, userId, productId))
    },
  ),
]
