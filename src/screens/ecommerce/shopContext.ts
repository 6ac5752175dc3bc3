import { createActorContext, useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import type { shopListMachine } from '../../machines/ecommerce/shopListMachine'
import { shopMachine } from '../../machines/ecommerce/shopMachine'
import type { shopWritesMachine } from '../../machines/ecommerce/shopWrites'

/** The shop screen's actor; `ShopScreen` starts it from the URL and every part reads it. */
export const ShopContext = createActorContext(shopMachine)

type ListSnapshot = SnapshotFrom<typeof shopListMachine>
type WritesSnapshot = SnapshotFrom<typeof shopWritesMachine>

/** The list child (the kit's list machine over the products call). */
export function useShopListActor() {
  const list = ShopContext.useSelector((snapshot) => snapshot.children.list)
  if (!list) throw new Error('the shop machine has no list child')
  return list
}

export function useShopList<Value>(select: (snapshot: ListSnapshot) => Value): Value {
  return useSelector(useShopListActor(), select)
}

/** A value of the shopper's writes (pending writes, the last failure). */
export function useShopWrites<Value>(select: (snapshot: WritesSnapshot) => Value): Value {
  const writes = ShopContext.useSelector((snapshot) => snapshot.children.writes)
  if (!writes) throw new Error('the shop machine has no writes child')
  return useSelector(writes, select)
}
