// The cart of the signed-in account: add, set a quantity, remove, move to the wishlist,
// coupon and delivery. Every write is one transaction and checks stock first.
import { HttpResponse } from 'msw'
import { z } from 'zod'
import {
  type AddToCartResponse,
  type AddToWishlistResponse,
  type CartResponse,
  deliveryMethods,
} from '../../../api/types/ecommerce'
import type { RepositoryTransaction } from '../../db/repository'
import { notFound } from '../../http/errors'
import { readJson } from '../../http/input'
import { route } from '../../http/route'
import { cartAnswer, cartChoices, cartProducts, couponRefusal, couponRefused } from './cartAnswer'
import { addToCart, lineOf, removeLine, wishOnce } from './shopWrites'
import {
  checkStock,
  pathId,
  productOr404,
  productRefBody,
  shopperOf,
  toCartItem,
  toWishlistItem,
} from './shopInput'
import { cartChoicesTable, cartTable, couponsTable } from './shopTables'

/** `qty`: units to add (the product page's quantity), 1 when absent. */
const addBody = productRefBody.extend({ qty: z.number().int().min(1).max(999).default(1) })
const quantityBody = z.object({
  productId: z.number().int().positive(),
  qty: z.number().int().min(1).max(999),
})
const couponBody = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((code) => code.toUpperCase()),
})
const deliveryBody = z.object({ delivery: z.enum(deliveryMethods) })

export const cartCalls = [
  route('get', '/apps/ecommerce/cart', async ({ repo, user }) =>
    cartAnswer(repo, shopperOf(user), repo.referenceDay),
  ),

  route('post', '/apps/ecommerce/cart', async ({ request, repo, user }) => {
    const userId = shopperOf(user)
    const { productId, qty } = await readJson(request, addBody)
    const line = await repo.transaction((tx) => addToCart(tx, userId, productId, qty))
    const answer: AddToCartResponse = { cartItem: toCartItem(line) }
    return HttpResponse.json(answer, { status: 201 })
  }),

  route('post', '/apps/ecommerce/cart/qty', async ({ request, repo, user }) => {
    const userId = shopperOf(user)
    const { productId, qty } = await readJson(request, quantityBody)
    return repo.transaction(async (tx): Promise<CartResponse> => {
      const product = await productOr404(tx, productId)
      const line = await lineOf(tx, userId, productId)
      if (!line) throw notFound(`Product ${productId} is not in the cart.`)
      checkStock(product, qty)
      await tx.update(cartTable, { ...line, qty })
      return cartAnswer(tx, userId, repo.referenceDay)
    })
  }),

  route('post', '/apps/ecommerce/cart/move-to-wishlist', async ({ request, repo, user }) => {
    const userId = shopperOf(user)
    const { productId } = await readJson(request, productRefBody)
    const entry = await repo.transaction(async (tx) => {
      await removeLine(tx, userId, productId)
      return wishOnce(tx, userId, productId)
    })
    return { wishlistItem: toWishlistItem(entry) } satisfies AddToWishlistResponse
  }),

  route('post', '/apps/ecommerce/cart/coupon', async ({ request, repo, user }) => {
    const userId = shopperOf(user)
    const { code } = await readJson(request, couponBody)
    return repo.transaction(async (tx): Promise<CartResponse> => {
      const coupon = await tx.get(couponsTable, code)
      const lines = await cartProducts(tx, userId, repo.referenceDay)
      const today = repo.referenceDay.toISOString().slice(0, 10)
      const refusal = couponRefusal(code, coupon, lines, today)
      if (refusal) throw couponRefused(refusal)
      const choices = await cartChoices(tx, userId)
      await saveChoices(tx, { ...choices, couponCode: code })
      return cartAnswer(tx, userId, repo.referenceDay)
    })
  }),

  route('delete', '/apps/ecommerce/cart/coupon', async ({ repo, user }) => {
    const userId = shopperOf(user)
    return repo.transaction(async (tx): Promise<CartResponse> => {
      await saveChoices(tx, { ...(await cartChoices(tx, userId)), couponCode: null })
      return cartAnswer(tx, userId, repo.referenceDay)
    })
  }),

  route('post', '/apps/ecommerce/cart/delivery', async ({ request, repo, user }) => {
    const userId = shopperOf(user)
    const { delivery } = await readJson(request, deliveryBody)
    return repo.transaction(async (tx): Promise<CartResponse> => {
      await saveChoices(tx, { ...(await cartChoices(tx, userId)), delivery })
      return cartAnswer(tx, userId, repo.referenceDay)
    })
  }),

  route<{ productId?: string }>(
    'delete',
    '/apps/ecommerce/cart/:productId?',
    async ({ params, repo, user }) => {
      const userId = shopperOf(user)
      const productId = pathId(params.productId, 'product id')
      await repo.transaction((tx) => removeLine(tx, userId, productId))
    },
  ),
]

async function saveChoices(
  tx: RepositoryTransaction,
  choices: Awaited<ReturnType<typeof cartChoices>>,
): Promise<void> {
  if (await tx.get(cartChoicesTable, choices.userId)) await tx.update(cartChoicesTable, choices)
  else await tx.insert(cartChoicesTable, choices)
}
