// Inputs shared by the shop's calls: ids in paths, product references, the signed-in shopper.
import { z } from 'zod'
import type { LoginUser } from '../../../api/types/auth'
import type { CartItem, Product, WishlistItem } from '../../../api/types/ecommerce'
import type { AccountCartItem, AccountWishlistItem } from '../../../fixtures/ecommerce'
import type { RepositoryReader } from '../../db/repository'
import { badRequest, describeZodError, notFound, unauthorized } from '../../http/errors'
import { idParam } from '../../http/input'
import { cartTable, productsTable, wishlistTable } from './shopTables'

export const productRefBody = z.object({ productId: z.number().int().positive() })

export function pathId(value: string | readonly string[] | undefined, name: string): number {
  const parsed = idParam.safeParse(value)
  if (!parsed.success) throw badRequest(`Invalid ${name}: ${describeZodError(parsed.error)}`)
  return parsed.data
}

/** The caller: every shop call is made by a signed-in account. */
export function shopperAccountOf(user: LoginUser | undefined): LoginUser {
  if (!user) throw unauthorized('Sign in to use the shop.')
  return user
}

/** The caller's id. */
export const shopperOf = (user: LoginUser | undefined): number => shopperAccountOf(user).id

/** The product, or 404 with a message. */
export async function productOr404(tx: RepositoryReader, productId: number): Promise<Product> {
  const product = await tx.get(productsTable, productId)
  if (!product) throw notFound(`No product has id ${productId}.`)
  return product
}

export async function cartLines(tx: RepositoryReader, userId: number): Promise<AccountCartItem[]> {
  return (await tx.list(cartTable, { where: { userId } })).rows
}

export async function wishlistEntries(
  tx: RepositoryReader,
  userId: number,
): Promise<AccountWishlistItem[]> {
  return (await tx.list(wishlistTable, { where: { userId } })).rows
}

/** A stored line as the contract shows it (whose it is stays in the back end). */
export const toCartItem = ({ id, productId, qty }: AccountCartItem): CartItem => ({
  id,
  productId,
  qty,
})
export const toWishlistItem = ({ id, productId }: AccountWishlistItem): WishlistItem => ({
  id,
  productId,
})

/** Joins entries to their products, in entry order; entries of vanished products drop out. */
export function withProducts<Entry extends { productId: number }>(
  entries: readonly Entry[],
  products: readonly Product[],
): Array<[Entry, Product]> {
  const byId = new Map(products.map((product) => [product.id, product]))
  return entries.flatMap((entry) => {
    const product = byId.get(entry.productId)
    return product ? [[entry, product] as [Entry, Product]] : []
  })
}

/** 400 unless `qty` units of the product can be in a cart. */
export function checkStock(product: Product, qty: number): void {
  if (product.stock === 0) throw badRequest(`${product.name} is out of stock.`)
  if (qty > product.stock) {
    throw badRequest(
      `Only ${product.stock} of ${product.name} ${product.stock === 1 ? 'is' : 'are'} in stock.`,
    )
  }
}
