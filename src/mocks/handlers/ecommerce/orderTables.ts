// Checkout's tables: each account's saved addresses and its orders.
import type { Order } from '../../../api/types/checkout'
import { shopperId } from '../../../fixtures/ecommerce'
import { type AccountAddress, createAddresses } from '../../../fixtures/ecommerce/addresses'
import { defineTable } from '../../db/table'

export const addressesTable = defineTable<AccountAddress>('ecommerce.addresses', () =>
  createAddresses(shopperId),
)

/** An order as stored: whose it is and the key it was placed with. */
export interface StoredOrder extends Order {
  userId: number
  idempotencyKey: string
}
export const ordersTable = defineTable<StoredOrder>('ecommerce.orders', () => [])

export function toOrder(stored: StoredOrder): Order {
  const { userId: _userId, idempotencyKey: _key, ...order } = stored
  return order
}
