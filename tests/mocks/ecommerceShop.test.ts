// The shop's filters with their counts, stock caps, totals to the cent, coupons, delivery and
// one cart per account.
import { describe, expect, it } from 'vitest'
import type { RegisterResponse } from '../../src/api/types/auth'
import type {
  CartResponse,
  MoveToCartResponse,
  ProductResponse,
  ProductsResponse,
  WishlistResponse,
} from '../../src/api/types/ecommerce'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { ecommerceHandlers } from '../../src/mocks/handlers/ecommerce'
import { call, type CallOptions, startContractServer } from '../support/contract'

startContractServer(...authHandlers, ...ecommerceHandlers)

const products = (query: CallOptions['query'] = {}) =>
  call<ProductsResponse>('/apps/ecommerce/products', { query })
const ids = (rows: ReadonlyArray<{ id: number }>) => rows.map((row) => row.id)
const countOf = <Value>(options: ReadonlyArray<{ value: Value; count: number }>, value: Value) =>
  options.find((option) => option.value === value)?.count
const cart = (token?: string) => call<CartResponse>('/apps/ecommerce/cart', { token })
const post = <Body>(path: string, body: unknown, token?: string) =>
  call<Body>(path, { method: 'POST', body, token })

describe('GET /apps/ecommerce/products: filters', () => {
  it('combines options of one filter with OR and filters with AND', async () => {
    const { body } = await products({ brands: ['Halden', 'Vantor'], categories: ['audio'] })
    expect(ids(body.products)).toEqual([1, 7, 15, 19, 22])
    expect(body.total).toBe(5)
    const both = await products({ categories: ['audio', 'computing'], inStock: 'true' })
    // Product 11 (computing) is out of stock.
    expect(ids(both.body.products)).toEqual([1, 7, 8, 14, 15, 19, 21, 22])
  })

  it('filters by a price range in cents, both ends included', async () => {
    const { body } = await products({ priceMin: 5000, priceMax: 9800 })
    expect(ids(body.products)).toEqual([2, 4, 7, 12, 13, 16])
  })

  it('filters by minimum rating and free shipping', async () => {
    const { body } = await products({ ratingMin: 5, freeShipping: 'true' })
    expect(ids(body.products)).toEqual([1, 8, 23])
  })

  it('counts every option for the current search, each filter counted without itself', async () => {
    const { body } = await products({ categories: ['audio', 'computing'], inStock: 'true' })
    const { facets } = body
    expect(countOf(facets.brands, 'Halden')).toBe(4)
    expect(countOf(facets.brands, 'Vantor')).toBe(1)
    expect(countOf(facets.brands, 'Pelican Works')).toBe(3)
    expect(countOf(facets.brands, 'Oakridge')).toBe(0)
    // Categories are counted with the stock filter but not their own.
    expect(countOf(facets.categories, 'audio')).toBe(5)
    expect(countOf(facets.categories, 'computing')).toBe(3)
    expect(countOf(facets.categories, 'home')).toBe(4)
    // In stock is counted without itself: 8 of the 9 audio and computing products.
    expect(facets.inStock).toBe(8)
    // The price range leaves out product 11 (32,900), which is out of stock.
    expect(facets.price).toEqual({ min: 4995, max: 29_999 })
  })

  it('counts with the text search: a brand searched away still shows, at 0', async () => {
    const { body } = await products({ q: 'speaker' })
    expect(ids(body.products)).toEqual([7, 15])
    expect(countOf(body.facets.brands, 'Halden')).toBe(2)
    expect(countOf(body.facets.brands, 'Kestrel')).toBe(0)
    expect(body.facets.ratings).toEqual([
      { value: 4, count: 1 },
      { value: 3, count: 2 },
      { value: 2, count: 2 },
      { value: 1, count: 2 },
    ])
  })

  it('sorts and pages the filtered products', async () => {
    const { body } = await products({ categories: ['kitchen'], sortBy: 'price-desc', perPage: 3 })
    expect(ids(body.products)).toEqual([12, 6, 18])
    expect(body.total).toBe(4)
  })

  it('answers 400 with a message for an unknown category, a bad rating or price', async () => {
    for (const query of [{ categories: ['toys'] }, { ratingMin: 6 }, { priceMin: -1 }]) {
      const { status, body } = await products(query)
      expect(status).toBe(400)
      expect(body).toEqual({ message: expect.stringContaining('Invalid query') })
    }
  })
})

describe('GET /apps/ecommerce/products/slug/:slug', () => {
  it('answers the product, its stock and up to four related products of its category', async () => {
    const { status, body } = await call<ProductResponse>(
      '/apps/ecommerce/products/slug/halden-pocket-bluetooth-speaker',
    )
    expect(status).toBe(200)
    expect(body.product).toMatchObject({ id: 7, stock: 30, isInCart: true, isInWishlist: true })
    expect(ids(body.related)).toEqual([1, 15, 19, 22])
  })

  it('answers 404 with no body for an unknown slug, and 403 to a client', async () => {
    expect(await call('/apps/ecommerce/products/slug/no-such-thing')).toEqual({
      status: 404,
      body: undefined,
    })
    expect((await call('/apps/ecommerce/products/slug/x', { as: 'client' })).status).toBe(403)
  })
})

describe('the cart: quantities within stock', () => {
  it('sets a quantity and answers the cart with its new totals', async () => {
    const { status, body } = await post<CartResponse>('/apps/ecommerce/cart/qty', {
      productId: 3,
      qty: 4,
    })
    expect(status).toBe(200)
    expect(body.products.find((line) => line.id === 3)?.qty).toBe(4)
    expect(body.totals.count).toBe(8)
  })

  it('answers 400 with a message beyond the stock, and writes nothing', async () => {
    const { status, body } = await post('/apps/ecommerce/cart/qty', { productId: 3, qty: 21 })
    expect(status).toBe(400)
    expect(body).toEqual({ message: 'Only 20 of Kestrel Trail Running Shoes are in stock.' })
    expect((await cart()).body.totals.count).toBe(5)
  })

  it('refuses to add an out-of-stock product or one more than the stock', async () => {
    const out = await post('/apps/ecommerce/cart', { productId: 4 })
    expect(out).toEqual({
      status: 400,
      body: { message: 'Bramble Canvas Weekender Bag is out of stock.' },
    })
    expect((await post('/apps/ecommerce/cart', { productId: 19 })).status).toBe(201)
    const second = await post('/apps/ecommerce/cart', { productId: 19 })
    expect(second).toEqual({
      status: 400,
      body: { message: 'Only 1 of Vantor Buds Pro Earbuds is in stock.' },
    })
  })

  it('adds several units at once, within stock', async () => {
    const added = await post('/apps/ecommerce/cart', { productId: 22, qty: 3 })
    expect(added).toEqual({ status: 201, body: { cartItem: { id: 5, productId: 22, qty: 3 } } })
    const more = await post('/apps/ecommerce/cart', { productId: 22, qty: 1 })
    expect(more).toEqual({
      status: 400,
      body: { message: 'Only 3 of Halden Vinyl Turntable are in stock.' },
    })
  })

  it('answers 404 for a product not in the cart and 400 for a quantity under 1', async () => {
    expect((await post('/apps/ecommerce/cart/qty', { productId: 1, qty: 1 })).status).toBe(404)
    expect((await post('/apps/ecommerce/cart/qty', { productId: 3, qty: 0 })).status).toBe(400)
  })
})

describe('the cart: totals in cents', () => {
  it('prices the seeded cart: items, line discounts, tax and total', async () => {
    const { body } = await cart()
    expect(body.products.map((line) => line.discount)).toEqual([2322, 840, 270, 413])
    expect(body.totals).toEqual({
      count: 5,
      items: 33_248,
      discount: 3845,
      coupon: 0,
      delivery: 0,
      tax: 2352,
      total: 31_755,
    })
    expect(body.deliveryOptions).toEqual([
      { method: 'standard', price: 0, arrivesOn: '2026-03-21' },
      { method: 'express', price: 999, arrivesOn: '2026-03-18' },
      { method: 'overnight', price: 2499, arrivesOn: '2026-03-17' },
    ])
  })

  it('takes a percentage coupon off the goods and adds express delivery', async () => {
    const applied = await post<CartResponse>('/apps/ecommerce/cart/coupon', { code: 'welcome10' })
    expect(applied.status).toBe(200)
    expect(applied.body.coupon).toEqual({ code: 'WELCOME10', kind: 'percentage', value: 10 })
    const { body } = await post<CartResponse>('/apps/ecommerce/cart/delivery', {
      delivery: 'express',
    })
    expect(body.totals).toMatchObject({ coupon: 2940, delivery: 999, tax: 2117, total: 29_579 })
  })

  it('takes a fixed coupon off; removing it restores the total', async () => {
    const { body } = await post<CartResponse>('/apps/ecommerce/cart/coupon', { code: 'SAVE15' })
    expect(body.totals).toMatchObject({ coupon: 1500, tax: 2232, total: 30_135 })
    const removed = await call<CartResponse>('/apps/ecommerce/cart/coupon', { method: 'DELETE' })
    expect(removed.body.totals.total).toBe(31_755)
    expect(removed.body.coupon).toBeNull()
  })

  it('refuses each coupon that cannot be used, with its reason, and keeps the cart as it was', async () => {
    const refusals = [
      ['NOPE', 'unknown', 'No coupon has the code NOPE.'],
      ['SPRING20', 'expired', 'The code SPRING20 expired on 2026-02-14.'],
      [
        'BIG50',
        'minimumOrder',
        'The code BIG50 needs an order of at least $300.00 after discounts.',
      ],
    ] as const
    for (const [code, reason, message] of refusals) {
      const { status, body } = await post('/apps/ecommerce/cart/coupon', { code })
      expect(status).toBe(400)
      expect(body).toEqual({ reason, message })
    }
    expect((await cart()).body.coupon).toBeNull()
    expect((await post('/apps/ecommerce/cart/delivery', { delivery: 'drone' })).status).toBe(400)
  })
})

describe('moves between the cart and the wishlist', () => {
  it('moves a cart line to the wishlist in one write', async () => {
    const { status } = await post('/apps/ecommerce/cart/move-to-wishlist', { productId: 12 })
    expect(status).toBe(200)
    expect(ids((await cart()).body.products)).toEqual([3, 7, 18])
    const wished = await call<WishlistResponse>('/apps/ecommerce/wishlist')
    expect(ids(wished.body.products)).toEqual([2, 7, 15, 12])
  })

  it('moves a wished product to the cart, and refuses (writing nothing) when out of stock', async () => {
    const moved = await post<MoveToCartResponse>('/apps/ecommerce/wishlist/move-to-cart', {
      productId: 2,
    })
    expect(moved.body.cartItem).toMatchObject({ productId: 2, qty: 1 })
    await post('/apps/ecommerce/wishlist', { productId: 4 })
    const out = await post('/apps/ecommerce/wishlist/move-to-cart', { productId: 4 })
    expect(out.status).toBe(400)
    const wished = await call<WishlistResponse>('/apps/ecommerce/wishlist')
    expect(ids(wished.body.products)).toEqual([7, 15, 4])
  })
})

describe('one cart and wishlist per account', () => {
  it("keeps the admin's cart, wishlist and coupon out of another account's view", async () => {
    const registered = await call<RegisterResponse>('/jwt/register', {
      method: 'POST',
      as: 'signed-out',
      body: { email: 'shopper@demo.com', password: 'secret-pass', username: 'shopper' },
    })
    if (!('accessToken' in registered.body)) throw new Error('expected a new account')
    const token = registered.body.accessToken
    await post('/apps/ecommerce/cart/coupon', { code: 'SAVE15' })
    const own = await cart(token)
    expect(own.body.products).toEqual([])
    expect(own.body.coupon).toBeNull()
    expect(own.body.totals.total).toBe(0)
    expect(
      (await call<ProductsResponse>('/apps/ecommerce/products', { token })).body,
    ).toMatchObject({ userCart: [], userWishlist: [] })
    expect((await post('/apps/ecommerce/cart', { productId: 1 }, token)).status).toBe(201)
    expect((await cart(token)).body.totals.count).toBe(1)
    // The admin's cart did not change; removing the other account's product is a 404 here.
    expect((await cart()).body.totals.count).toBe(5)
    expect((await call('/apps/ecommerce/cart/1', { method: 'DELETE' })).status).toBe(404)
  })
})
