import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../src/api/http'
import type { CartResponse } from '../../src/api/types/ecommerce'
import type { NotificationsResponse } from '../../src/api/types/notifications'
import { buildCartProduct } from '../../src/fixtures/ecommerce'
import { buildNotification, createNotifications } from '../../src/fixtures/notifications'
import { cartMachine } from '../../src/machines/navbar/cartMachine'
import { notificationsMachine } from '../../src/machines/navbar/notificationsMachine'
import { pinnedReferenceDay } from '../../src/mocks/db/instance'
import { pricedCart } from '../../src/mocks/handlers/ecommerce/cartAnswer'

const day = new Date('2026-03-16T09:00:00.000Z')
const serverError = () => new ApiError(500, { message: 'boom' }, 'boom')

function startNotifications(
  list: NotificationsResponse,
  markAll: () => Promise<NotificationsResponse>,
) {
  const machine = notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise(async () => list),
      markAllRead: fromPromise(markAll),
    },
  })
  return createActor(machine).start()
}

describe('notificationsMachine', () => {
  const all = createNotifications(day).reverse()
  const allRead = all.map((notification) => ({ ...notification, isRead: true }))

  it('loads on start and counts the unread', async () => {
    const actor = startNotifications({ notifications: all }, async () => ({
      notifications: allRead,
    }))
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const snapshot = await waitFor(actor, (state) => state.hasTag('populated'))
    expect(snapshot.context.notifications.map(({ id }) => id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1])
    expect(snapshot.context.unreadCount).toBe(3)
  })

  it('asks again when a change is announced while an answer is on its way', async () => {
    // The first two answers were read before another tab marked everything read.
    const answers = [{ notifications: all }, { notifications: all }, { notifications: allRead }]
    let calls = 0
    const machine = notificationsMachine.provide({
      actors: {
        loadNotifications: fromPromise(async () => answers[Math.min(calls++, 2)]!),
        markAllRead: fromPromise(async () => ({ notifications: allRead })),
      },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'notifications.changed' })
    await waitFor(actor, (state) => state.hasTag('populated') && !state.matches('refreshing'))
    actor.send({ type: 'notifications.changed' })
    actor.send({ type: 'notifications.changed' })
    const snapshot = await waitFor(actor, (state) => state.matches('populated'))
    expect(calls).toBe(4)
    expect(snapshot.context.unreadCount).toBe(0)
  })

  it('marks all as read', async () => {
    const actor = startNotifications({ notifications: all }, async () => ({
      notifications: allRead,
    }))
    await waitFor(actor, (state) => state.hasTag('populated'))
    actor.send({ type: 'notifications.markAllRead' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    const done = await waitFor(actor, (state) => !state.hasTag('saving'))
    expect(done.context.unreadCount).toBe(0)
    expect(done.hasTag('populated')).toBe(true)
  })

  it('does nothing to mark when all are read already', async () => {
    const actor = startNotifications({ notifications: allRead }, async () => {
      throw new Error('should not be called')
    })
    await waitFor(actor, (state) => state.hasTag('populated'))
    actor.send({ type: 'notifications.markAllRead' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(false)
  })

  it('keeps the list and says so when marking fails', async () => {
    const actor = startNotifications({ notifications: [buildNotification()] }, async () => {
      throw serverError()
    })
    await waitFor(actor, (state) => state.hasTag('populated'))
    actor.send({ type: 'notifications.markAllRead' })
    const done = await waitFor(actor, (state) => !state.hasTag('saving'))
    expect(done.context.markError).toBe('The notifications could not be marked as read.')
    expect(done.context.unreadCount).toBe(1)
  })

  it('is empty with no notifications', async () => {
    const actor = startNotifications({ notifications: [] }, async () => ({ notifications: [] }))
    await waitFor(actor, (state) => state.hasTag('empty'))
  })
})

const cartAnswer: CartResponse = pricedCart(
  [
    buildCartProduct({ id: 3, name: 'Walnut Desk Organiser', qty: 1 }),
    buildCartProduct({ id: 7, name: 'Linen Throw', qty: 2 }),
  ],
  pinnedReferenceDay,
)

function startCart(
  load: () => Promise<CartResponse>,
  remove: (productId: number) => Promise<void> = async () => undefined,
  loadOnStart = false,
) {
  const removed: number[] = []
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise(load),
      removeCartItem: fromPromise(async ({ input }: { input: { productId: number } }) => {
        removed.push(input.productId)
        await remove(input.productId)
        return undefined
      }),
    },
  })
  return {
    actor: createActor(machine, { input: { initialCount: 5, loadOnStart } }).start(),
    removed,
  }
}

describe('cartMachine', () => {
  it('counts from the user data until loaded, then from the cart', async () => {
    const { actor } = startCart(async () => cartAnswer)
    expect(actor.getSnapshot().hasTag('idle')).toBe(true)
    expect(actor.getSnapshot().context.count).toBe(5)
    actor.send({ type: 'cart.load' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const loaded = await waitFor(actor, (state) => state.hasTag('populated'))
    expect(loaded.context.count).toBe(3)
    expect(loaded.context.items.map((item) => item.name)).toEqual([
      'Walnut Desk Organiser',
      'Linen Throw',
    ])
  })

  it("loads at once when asked to: the back end's count replaces a stale one", async () => {
    const empty = pricedCart([], pinnedReferenceDay)
    const { actor } = startCart(async () => empty, undefined, true)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const loaded = await waitFor(actor, (state) => state.hasTag('empty'))
    expect(loaded.context.count).toBe(0)
    expect(loaded.context.total).toBe(0)
  })

  it("shows the back end's total, discounts and tax included", async () => {
    const { actor } = startCart(async () => cartAnswer, undefined, true)
    const loaded = await waitFor(actor, (state) => state.hasTag('populated'))
    expect(loaded.context.total).toBe(cartAnswer.totals.total)
    expect(loaded.context.total).not.toBe(
      cartAnswer.products.reduce((sum, line) => sum + line.price * line.qty, 0),
    )
  })

  it('removes a line, then fetches the cart again', async () => {
    let answer = cartAnswer
    const { actor, removed } = startCart(async () => answer)
    actor.send({ type: 'cart.load' })
    await waitFor(actor, (state) => state.hasTag('populated'))
    answer = pricedCart([cartAnswer.products[1]!], pinnedReferenceDay)
    actor.send({ type: 'cart.remove', productId: 3 })
    expect(actor.getSnapshot().context.removingId).toBe(3)
    const done = await waitFor(actor, (state) => state.matches('populated'))
    expect(removed).toEqual([3])
    expect(done.context.count).toBe(2)
    expect(done.context.items.map((item) => item.id)).toEqual([7])
  })

  it('is empty after removing the last line', async () => {
    const { actor } = startCart(async () =>
      pricedCart([cartAnswer.products[0]!], pinnedReferenceDay),
    )
    actor.send({ type: 'cart.load' })
    await waitFor(actor, (state) => state.hasTag('populated'))
    actor.send({ type: 'cart.remove', productId: 3 })
    const done = await waitFor(actor, (state) => state.hasTag('empty'))
    expect(done.context.count).toBe(0)
  })

  it('keeps the line and says so when removing fails', async () => {
    const { actor } = startCart(
      async () => cartAnswer,
      async () => {
        throw serverError()
      },
    )
    actor.send({ type: 'cart.load' })
    await waitFor(actor, (state) => state.hasTag('populated'))
    actor.send({ type: 'cart.remove', productId: 7 })
    const done = await waitFor(actor, (state) => state.matches('populated'))
    expect(done.context.removeError).toBe('The item could not be removed.')
    expect(done.context.items).toHaveLength(2)
    expect(done.context.removingId).toBeNull()
  })

  it('shows an error when the cart cannot load, and loads again', async () => {
    let fail = true
    const { actor } = startCart(async () => {
      if (fail) throw serverError()
      return pricedCart([], pinnedReferenceDay)
    })
    actor.send({ type: 'cart.load' })
    const failed = await waitFor(actor, (state) => state.hasTag('error'))
    expect(failed.context.error).toBe('The cart could not be loaded.')
    expect(failed.context.count).toBe(5)
    fail = false
    actor.send({ type: 'cart.load' })
    const empty = await waitFor(actor, (state) => state.hasTag('empty'))
    expect(empty.context.count).toBe(0)
  })
})
