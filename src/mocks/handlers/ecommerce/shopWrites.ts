// Writes more than one shop call makes: one more unit in a cart, a product wished once.
import type { RepositoryTransaction } from '../../db/repository'
import { notFound } from '../../http/errors'
import { cartLines, checkStock, productOr404, wishlistEntries } from './shopInput'
import { cartTable, wishlistTable } from './shopTables'

export async function lineOf(tx: RepositoryTransaction, userId: number, productId: number) {
  return (await cartLines(tx, userId)).find((line) => line.productId === productId)
}

/** `units` more of the product in the account's cart, within stock. */
export async function addToCart(
  tx: RepositoryTransaction,
  userId: number,
  productId: number,
  units = 1,
) {
  const product = await productOr404(tx, productId)
  const existing = await lineOf(tx, userId, productId)
  checkStock(product, (existing?.qty ?? 0) + units)
  if (existing) return tx.update(cartTable, { ...existing, qty: existing.qty + units })
  const id = await tx.nextId(cartTable)
  return tx.insert(cartTable, { id, userId, productId, qty: units })
}

export async function removeLine(tx: RepositoryTransaction, userId: number, productId: number) {
  const line = await lineOf(tx, userId, productId)
  if (!line) throw notFound(`Product ${productId} is not in the cart.`)
  await tx.remove(cartTable, line.id)
}

/** The product in the account's wishlist: its entry if already there, else a new one. */
export async function wishOnce(tx: RepositoryTransaction, userId: number, productId: number) {
  await productOr404(tx, productId)
  const existing = (await wishlistEntries(tx, userId)).find((item) => item.productId === productId)
  if (existing) return existing
  return tx.insert(wishlistTable, { id: await tx.nextId(wishlistTable), userId, productId })
}
