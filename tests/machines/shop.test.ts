import { describe, expect, it } from 'vitest'
import { type Actor, createActor, SimulatedClock, waitFor } from 'xstate'
import { productMachine, quantityWithin } from '../../src/machines/ecommerce/productMachine'
import { shopListShape, shopQueryOf, sortByOf } from '../../src/machines/ecommerce/shopListMachine'
import { shopMachine } from '../../src/machines/ecommerce/shopMachine'
import {
  isInCartAfter,
  isWishedAfter,
  type ShopWrite,
} from '../../src/machines/ecommerce/shopWrites'
import { stockState } from '../../src/machines/ecommerce/stock'
import { shownWishlist, wishlistMachine } from '../../src/machines/ecommerce/wishlistMachine'
import { paramsFromSearch, searchFromParams } from '../../src/machines/list/listParams'
import { filterEvent } from '../../src/machines/list/listSteps'
import { buildProduct } from '../../src/fixtures/ecommerce'
import { ecommerceHandlers } from '../../src/mocks/handlers/ecommerce'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { startContractServer } from '../support/contract'

// The shop's machines without React, against the real shop handlers on msw/node.

startContractServer(...ecommerceHandlers)
signInAsAdminBeforeEach()

const defaults = shopListShape.defaults

describe('the shop query', () => {
  it('maps sets, the range in dollars, the rating and the switches into the call', () => {
    const params = paramsFromSearch(
      new URLSearchParams(
        'brands=Halden&brands=Kestrel&categories=audio&categories=toys&priceMin=50&priceMax=abc&rating=4&inStock=true&sortColumn=price&sort=desc&page=2',
      ),
      shopListShape,
    )
    expect(shopQueryOf(params)).toEqual({
      page: 2,
      perPage: 9,
      sortBy: 'price-desc',
      brands: ['Halden', 'Kestrel'],
      categories: ['audio'],
      priceMin: 5000,
      ratingMin: 4,
      inStock: true,
    })
  })

  it('writes only what differs from the defaults into the URL, and reads it back', () => {
    const params = {
      ...defaults,
      q: 'speaker',
      filters: { ...defaults.filters, brands: ['Kestrel', 'Halden'], freeShipping: 'true' },
    }
    const search = searchFromParams(params, defaults)
    expect(search.toString()).toBe('q=speaker&brands=Halden&brands=Kestrel&freeShipping=true')
    expect(shopQueryOf(paramsFromSearch(search, shopListShape))).toMatchObject({
      q: 'speaker',
      brands: ['Halden', 'Kestrel'],
      freeShipping: true,
      sortBy: 'featured',
    })
  })

  it('offers 9, 18 and 36 a page and sorts featured unless by price', () => {
    expect(paramsFromSearch(new URLSearchParams('perPage=10'), shopListShape).perPage).toBe(9)
    expect(paramsFromSearch(new URLSearchParams('perPage=36'), shopListShape).perPage).toBe(36)
    expect(sortByOf({ sortColumn: '', sort: 'asc' })).toBe('featured')
    expect(sortByOf({ sortColumn: 'price', sort: 'asc' })).toBe('price-asc')
  })
})

describe('stock and quantities', () => {
  it('reads stock as in stock, low (5 or fewer) or out', () => {
    expect(stockState({ stock: 6 })).toBe('inStock')
    expect(stockState({ stock: 5 })).toBe('lowStock')
    expect(stockState({ stock: 0 })).toBe('outOfStock')
  })

  it('keeps a quantity within 1 and the stock', () => {
    expect(quantityWithin(0, 5)).toBe(1)
    expect(quantityWithin(9, 5)).toBe(5)
    expect(quantityWithin(3, 0)).toBe(1)
  })
})

describe('writes shown before they are saved', () => {
  const writes: ShopWrite[] = [
    { kind: 'wish', productId: 1 },
    { kind: 'addToCart', productId: 2 },
    { kind: 'unwish', productId: 1 },
  ]
  it('the last wish or unwish decides; an add puts the product in the cart', () => {
    expect(isWishedAfter(writes, 1, false)).toBe(false)
    expect(isWishedAfter(writes.slice(0, 1), 1, false)).toBe(true)
    expect(isWishedAfter(writes, 3, true)).toBe(true)
    expect(isInCartAfter(writes, 2, false)).toBe(true)
    expect(isInCartAfter(writes, 1, false)).toBe(false)
  })

  it('takes products leaving the wishlist out at once', () => {
    const products = [buildProduct({ id: 1 }), buildProduct({ id: 2 })]
    expect(shownWishlist(products, [{ kind: 'moveToCart', productId: 1 }])).toEqual([products[1]])
  })
})

type Shop = Actor<typeof shopMachine>

function listOf(actor: Shop) {
  const list = actor.getSnapshot().children.list
  if (!list) throw new Error('no list child')
  return list
}

describe('the shop machine', () => {
  const start = (search = '') =>
    createActor(shopMachine, {
      input: {
        params: paramsFromSearch(new URLSearchParams(search), shopListShape),
        searchDelayMs: 300,
      },
      clock: new SimulatedClock(),
    }).start()

  it('loads 9 products with the counts, the cart and the wishlist', async () => {
    const actor = start()
    const loaded = await waitFor(listOf(actor), (snapshot) => snapshot.hasTag('populated'))
    expect(loaded.context.rows).toHaveLength(9)
    expect(loaded.context.total).toBe(24)
    expect(loaded.context.summary?.facets.brands.find((b) => b.value === 'Halden')?.count).toBe(4)
    expect(loaded.context.summary?.userCart.map((line) => line.productId)).toEqual([3, 7, 12, 18])
    actor.stop()
  })

  it('filters by two brands: OR inside, counts for the others', async () => {
    const actor = start()
    const list = listOf(actor)
    await waitFor(list, (snapshot) => snapshot.hasTag('populated'))
    list.send(filterEvent('brands', ['Halden', 'Kestrel']))
    const filtered = await waitFor(
      list,
      (snapshot) => snapshot.hasTag('populated') && snapshot.context.total === 8,
    )
    expect(filtered.context.params.page).toBe(1)
    expect(
      filtered.context.summary?.facets.categories.find((c) => c.value === 'audio')?.count,
    ).toBe(4)
    actor.stop()
  })

  it('adds to the cart: shown at once, then the list is fetched again with it', async () => {
    const actor = start()
    const list = listOf(actor)
    await waitFor(list, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'shop.write', write: { kind: 'addToCart', productId: 1 } })
    const writes = actor.getSnapshot().children.writes
    if (!writes) throw new Error('no writes child')
    expect(isInCartAfter(writes.getSnapshot().context.pending, 1, false)).toBe(true)
    const refetched = await waitFor(list, (snapshot) =>
      Boolean(snapshot.context.summary?.userCart.some((line) => line.productId === 1)),
    )
    expect(refetched.hasTag('populated')).toBe(true)
    actor.stop()
  })

  it('drops a refused write and keeps its reason', async () => {
    const actor = start()
    await waitFor(listOf(actor), (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'shop.write', write: { kind: 'addToCart', productId: 4 } })
    const writes = actor.getSnapshot().children.writes
    if (!writes) throw new Error('no writes child')
    const failed = await waitFor(writes, (snapshot) => snapshot.context.failure !== null)
    expect(failed.context.pending).toEqual([])
    expect(failed.context.failure?.write).toEqual({ kind: 'addToCart', productId: 4 })
    expect(String(failed.context.failure?.error)).toContain('out of stock')
    writes.send({ type: 'failure.dismiss' })
    expect(writes.getSnapshot().context.failure).toBeNull()
    actor.stop()
  })

  it('opens and closes the filter drawer', () => {
    const actor = start()
    actor.send({ type: 'filters.open' })
    expect(actor.getSnapshot().context.isFilterDrawerOpen).toBe(true)
    actor.send({ type: 'filters.close' })
    expect(actor.getSnapshot().context.isFilterDrawerOpen).toBe(false)
    actor.stop()
  })
})

describe('the product machine', () => {
  it('opens a product by slug, picks its first colour and keeps the quantity within stock', async () => {
    const actor = createActor(productMachine, {
      input: { slug: 'vantor-buds-pro-earbuds' },
    }).start()
    const shown = await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    expect(shown.context.answer?.product.stock).toBe(1)
    expect(shown.context.color).toBe(shown.context.answer?.product.colorOptions[0])
    actor.send({ type: 'qty.set', qty: 4 })
    expect(actor.getSnapshot().context.qty).toBe(1)
    actor.stop()
  })

  it('opens the first product for the bare route, and is not found for an unknown slug', async () => {
    const first = createActor(productMachine, { input: { slug: null } }).start()
    const shown = await waitFor(first, (snapshot) => snapshot.hasTag('populated'))
    expect(shown.context.answer?.product.id).toBe(1)
    first.send({ type: 'product.open', slug: 'no-such-product' })
    await waitFor(first, (snapshot) => snapshot.hasTag('notFound'))
    first.stop()
  })

  it('adds the quantity to the cart and fetches the product again', async () => {
    const actor = createActor(productMachine, {
      input: { slug: 'halden-drift-wireless-headphones' },
    }).start()
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'qty.set', qty: 2 })
    actor.send({ type: 'shop.write', write: { kind: 'addToCart', productId: 1, qty: 2 } })
    const after = await waitFor(
      actor,
      (snapshot) =>
        snapshot.hasTag('populated') && snapshot.context.answer?.product.isInCart === true,
    )
    expect(after.context.answer?.product.isInCart).toBe(true)
    actor.stop()
  })
})

describe('the wishlist machine', () => {
  it('loads, moves a product to the cart and fetches again', async () => {
    const actor = createActor(wishlistMachine).start()
    const loaded = await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    expect(loaded.context.products.map((product) => product.id)).toEqual([2, 7, 15])
    actor.send({ type: 'shop.write', write: { kind: 'moveToCart', productId: 2 } })
    const after = await waitFor(
      actor,
      (snapshot) => snapshot.hasTag('populated') && snapshot.context.products.length === 2,
    )
    expect(after.context.products.map((product) => product.id)).toEqual([7, 15])
    actor.stop()
  })

  it('is empty once the last product leaves', async () => {
    const actor = createActor(wishlistMachine).start()
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    for (const productId of [2, 7, 15])
      actor.send({ type: 'shop.write', write: { kind: 'unwish', productId } })
    await waitFor(actor, (snapshot) => snapshot.hasTag('empty'))
    actor.stop()
  })
})
