import { describe, expect, it } from 'vitest'
import type {
  AddToCartResponse,
  AddToWishlistResponse,
  CartResponse,
  ProductResponse,
  ProductsResponse,
  WishlistResponse,
} from '../../src/api/types/ecommerce'
import { ecommerceHandlers } from '../../src/mocks/handlers/ecommerce'
import { call, type CallOptions, startContractServer } from '../support/contract'

startContractServer(...ecommerceHandlers)

const products = (query: CallOptions['query'] = {}) =>
  call<ProductsResponse>('/apps/ecommerce/products', { query })
const ids = (rows: ReadonlyArray<{ id: number }>) => rows.map((row) => row.id)
const cart = () => call<CartResponse>('/apps/ecommerce/cart')
const wishlist = () => call<WishlistResponse>('/apps/ecommerce/wishlist')
const addToCart = (body: unknown) =>
  call<AddToCartResponse>('/apps/ecommerce/cart', { method: 'POST', body })
const addToWishlist = (body: unknown) =>
  call<AddToWishlistResponse>('/apps/ecommerce/wishlist', { method: 'POST', body })

describe('GET /apps/ecommerce/products', () => {
  it('answers the first 9 in featured order, the total, and the whole wishlist and cart', async () => {
    const { status, body } = await products()
    expect(status).toBe(200)
    expect(body.total).toBe(24)
    expect(ids(body.products)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(body.products[0]).toEqual({
      id: 1,
      name: 'Halden Drift Wireless Headphones',
      slug: 'halden-drift-wireless-headphones',
      description:
        'Over-ear headphones with adaptive noise cancelling, a 40-hour battery and cushions that stay cool on long flights.',
      brand: 'Halden',
      category: 'audio',
      price: 18_999,
      image: '/assets/images/products/halden-drift-wireless-headphones.svg',
      hasFreeShipping: true,
      rating: 5,
      stock: 14,
    })
    expect(body.userCart).toEqual([
      { id: 1, productId: 3, qty: 1 },
      { id: 2, productId: 7, qty: 2 },
      { id: 3, productId: 12, qty: 1 },
      { id: 4, productId: 18, qty: 1 },
    ])
    expect(body.userWishlist).toEqual([
      { id: 1, productId: 2 },
      { id: 2, productId: 7 },
      { id: 3, productId: 15 },
    ])
  })

  it('has every rating from 1 to 5, several brands and mixed free shipping', async () => {
    const { body } = await products({ perPage: 100 })
    expect(new Set(body.products.map((product) => product.rating))).toEqual(
      new Set([1, 2, 3, 4, 5]),
    )
    expect(new Set(body.products.map((product) => product.brand)).size).toBe(7)
    expect(body.products.filter((product) => product.hasFreeShipping)).toHaveLength(13)
  })

  it('sorts by price ascending and descending', async () => {
    const ascending = await products({ sortBy: 'price-asc' })
    expect(ids(ascending.body.products)).toEqual([9, 10, 24, 18, 6, 20, 14, 12, 7])
    const descending = await products({ sortBy: 'price-desc' })
    expect(ids(descending.body.products)).toEqual([23, 11, 15, 5, 22, 1, 19, 8, 3])
    expect(descending.body.total).toBe(24)
    const featured = await products({ sortBy: 'featured' })
    expect(ids(featured.body.products)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('pages: the last page is partial and a page beyond it is empty', async () => {
    const last = await products({ page: 3 })
    expect(ids(last.body.products)).toEqual([19, 20, 21, 22, 23, 24])
    expect(last.body.total).toBe(24)
    const beyond = await products({ page: 4 })
    expect(beyond.body).toMatchObject({ products: [], total: 24 })
    const small = await products({ perPage: 5, page: 2, sortBy: 'price-asc' })
    expect(ids(small.body.products)).toEqual([20, 14, 12, 7, 2])
  })

  it('searches the name only, case-insensitively', async () => {
    const byName = await products({ q: 'HALDEN' })
    expect(ids(byName.body.products)).toEqual([1, 7, 15, 22])
    expect(byName.body.total).toBe(4)
    // In a description and a brand, but in no name.
    expect((await products({ q: 'campfire' })).body).toMatchObject({ products: [], total: 0 })
    expect((await products({ q: '& Co' })).body.total).toBe(0)
    const sorted = await products({ q: 'halden', sortBy: 'price-desc' })
    expect(ids(sorted.body.products)).toEqual([15, 22, 1, 7])
  })

  it('answers 400 with a message on a bad sort, page or page size', async () => {
    for (const query of [{ sortBy: 'cheapest' }, { page: 0 }, { perPage: 'many' }, { page: 1.5 }]) {
      const { status, body } = await products(query)
      expect(status).toBe(400)
      expect(body).toEqual({ message: expect.stringContaining('Invalid query') })
    }
  })

  it('answers 401 signed out and 403 to a client', async () => {
    const signedOut = await call('/apps/ecommerce/products', { as: 'signed-out' })
    expect(signedOut.status).toBe(401)
    const client = await call('/apps/ecommerce/products', { as: 'client' })
    expect(client).toEqual({ status: 403, body: { message: expect.stringContaining('Ecommerce') } })
  })
})

describe('GET /apps/ecommerce/products/:id', () => {
  it('answers the product with its cart and wishlist flags and colour options', async () => {
    const { status, body } = await call<ProductResponse>('/apps/ecommerce/products/7')
    expect(status).toBe(200)
    expect(body.product).toMatchObject({
      id: 7,
      name: 'Halden Pocket Bluetooth Speaker',
      price: 5999,
      isInCart: true,
      isInWishlist: true,
      colorOptions: ['primary', 'warning', 'info'],
    })
    const onlyWished = await call<ProductResponse>('/apps/ecommerce/products/2')
    expect(onlyWished.body.product).toMatchObject({ isInCart: false, isInWishlist: true })
    const neither = await call<ProductResponse>('/apps/ecommerce/products/4')
    expect(neither.body.product).toMatchObject({
      isInCart: false,
      isInWishlist: false,
      colorOptions: ['success', 'warning', 'info'],
    })
  })

  it('answers 404 with no body for an unknown id', async () => {
    expect(await call('/apps/ecommerce/products/999')).toEqual({ status: 404, body: undefined })
  })

  it('answers 400 with a message for an id that is not a number', async () => {
    const { status, body } = await call('/apps/ecommerce/products/abc')
    expect(status).toBe(400)
    expect(body).toEqual({ message: expect.stringContaining('product id') })
  })

  it('answers 403 to a client', async () => {
    expect((await call('/apps/ecommerce/products/1', { as: 'client' })).status).toBe(403)
  })
})

describe('GET /apps/ecommerce/cart', () => {
  it('answers the cart lines as products with qty and the seeded demo offer', async () => {
    const { status, body } = await cart()
    expect(status).toBe(200)
    expect(ids(body.products)).toEqual([3, 7, 12, 18])
    expect(body.products.map((product) => product.qty)).toEqual([1, 2, 1, 1])
    // The navbar counts units: 5, as the admin's eCommerceCartItemsCount.
    expect(body.products.reduce((sum, product) => sum + product.qty, 0)).toBe(5)
    expect(body.products[0]).toMatchObject({
      name: 'Kestrel Trail Running Shoes',
      price: 12_900,
      discountPercentage: 18,
      discount: 2322,
      offers: 1,
      shippingDate: '2026-03-22T12:00:00.000Z',
    })
    expect(body.products[1]).toMatchObject({ discountPercentage: 7, offers: 3 })
    for (const product of body.products) {
      expect(product.discountPercentage).toBeGreaterThanOrEqual(3)
      expect(product.discountPercentage).toBeLessThanOrEqual(20)
      expect(product.offers).toBeGreaterThanOrEqual(1)
      expect(product.offers).toBeLessThanOrEqual(4)
    }
  })

  it('answers 401 signed out', async () => {
    expect((await call('/apps/ecommerce/cart', { as: 'signed-out' })).status).toBe(401)
  })
})

describe('POST /apps/ecommerce/cart', () => {
  it('adds a new line with qty 1 and answers 201; the cart, list and detail show it', async () => {
    const { status, body } = await addToCart({ productId: 5 })
    expect(status).toBe(201)
    expect(body).toEqual({ cartItem: { id: 5, productId: 5, qty: 1 } })
    const after = await cart()
    expect(ids(after.body.products)).toEqual([3, 7, 12, 18, 5])
    expect(after.body.products[4]).toMatchObject({ qty: 1, discountPercentage: 16, offers: 1 })
    expect((await products()).body.userCart).toContainEqual({ id: 5, productId: 5, qty: 1 })
    const detail = await call<ProductResponse>('/apps/ecommerce/products/5')
    expect(detail.body.product.isInCart).toBe(true)
  })

  it('raises the qty of a product already in the cart instead of adding a line', async () => {
    const { status, body } = await addToCart({ productId: 7 })
    expect(status).toBe(201)
    expect(body).toEqual({ cartItem: { id: 2, productId: 7, qty: 3 } })
    const after = await cart()
    expect(after.body.products).toHaveLength(4)
    expect(after.body.products.find((product) => product.id === 7)?.qty).toBe(3)
  })

  it('answers 404 with a message for an unknown product and writes nothing', async () => {
    expect(await addToCart({ productId: 99 })).toEqual({
      status: 404,
      body: { message: 'No product has id 99.' },
    })
    expect((await cart()).body.products).toHaveLength(4)
  })

  it('answers 400 on bad JSON, a missing or mistyped productId', async () => {
    const badJson = await call('/apps/ecommerce/cart', { method: 'POST', rawBody: '{nope' })
    expect(badJson).toEqual({
      status: 400,
      body: { message: 'The request body is not valid JSON.' },
    })
    for (const body of [{}, { productId: '5' }, { productId: -1 }, { productId: 2.5 }]) {
      const answer = await addToCart(body)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ message: expect.stringContaining('productId') })
    }
    expect((await cart()).body.products).toHaveLength(4)
  })

  it('answers 403 to a client and writes nothing', async () => {
    const answer = await call('/apps/ecommerce/cart', {
      method: 'POST',
      body: { productId: 5 },
      as: 'client',
    })
    expect(answer.status).toBe(403)
    expect((await cart()).body.products).toHaveLength(4)
  })
})

describe('DELETE /apps/ecommerce/cart/:productId', () => {
  it('removes the whole line and answers 200', async () => {
    const { status } = await call('/apps/ecommerce/cart/7', { method: 'DELETE' })
    expect(status).toBe(200)
    expect(ids((await cart()).body.products)).toEqual([3, 12, 18])
    const detail = await call<ProductResponse>('/apps/ecommerce/products/7')
    expect(detail.body.product).toMatchObject({ isInCart: false, isInWishlist: true })
  })

  it('answers 404 with a message for a product not in the cart', async () => {
    expect(await call('/apps/ecommerce/cart/5', { method: 'DELETE' })).toEqual({
      status: 404,
      body: { message: 'Product 5 is not in the cart.' },
    })
  })

  it('answers 400 for an id that is not a number, and 403 to a client', async () => {
    expect((await call('/apps/ecommerce/cart/abc', { method: 'DELETE' })).status).toBe(400)
    const client = await call('/apps/ecommerce/cart/3', { method: 'DELETE', as: 'client' })
    expect(client.status).toBe(403)
    expect((await cart()).body.products).toHaveLength(4)
  })
})

describe('GET /apps/ecommerce/wishlist', () => {
  it('answers the wished products in the order they were added', async () => {
    const { status, body } = await wishlist()
    expect(status).toBe(200)
    expect(body.products.map((product) => product.name)).toEqual([
      'Lumora Arc Desk Lamp',
      'Halden Pocket Bluetooth Speaker',
      'Halden Studio Monitor Speakers',
    ])
  })

  it('answers 403 to a client', async () => {
    expect((await call('/apps/ecommerce/wishlist', { as: 'client' })).status).toBe(403)
  })
})

describe('POST /apps/ecommerce/wishlist', () => {
  it('adds a product and answers 201; the wishlist and list show it', async () => {
    const { status, body } = await addToWishlist({ productId: 20 })
    expect(status).toBe(201)
    expect(body).toEqual({ wishlistItem: { id: 4, productId: 20 } })
    expect(ids((await wishlist()).body.products)).toEqual([2, 7, 15, 20])
    expect((await products()).body.userWishlist).toContainEqual({ id: 4, productId: 20 })
  })

  it('answers 201 with the existing entry for a product already wished, adding no duplicate', async () => {
    const { status, body } = await addToWishlist({ productId: 15 })
    expect(status).toBe(201)
    expect(body).toEqual({ wishlistItem: { id: 3, productId: 15 } })
    expect(ids((await wishlist()).body.products)).toEqual([2, 7, 15])
  })

  it('answers 404 for an unknown product and 400 on malformed input', async () => {
    expect(await addToWishlist({ productId: 25 })).toEqual({
      status: 404,
      body: { message: 'No product has id 25.' },
    })
    const badJson = await call('/apps/ecommerce/wishlist', { method: 'POST', rawBody: '[' })
    expect(badJson.status).toBe(400)
    expect((await addToWishlist({ productId: 'lamp' })).status).toBe(400)
    expect(ids((await wishlist()).body.products)).toEqual([2, 7, 15])
  })
})

describe('DELETE /apps/ecommerce/wishlist/:productId', () => {
  it('removes the product and answers 200', async () => {
    expect((await call('/apps/ecommerce/wishlist/2', { method: 'DELETE' })).status).toBe(200)
    expect(ids((await wishlist()).body.products)).toEqual([7, 15])
    const detail = await call<ProductResponse>('/apps/ecommerce/products/2')
    expect(detail.body.product.isInWishlist).toBe(false)
  })

  it('answers 404 for a product not in the wishlist and 400 for a bad id', async () => {
    expect(await call('/apps/ecommerce/wishlist/3', { method: 'DELETE' })).toEqual({
      status: 404,
      body: { message: 'Product 3 is not in the wishlist.' },
    })
    expect((await call('/apps/ecommerce/wishlist/x', { method: 'DELETE' })).status).toBe(400)
  })

  it('answers 401 signed out', async () => {
    const answer = await call('/apps/ecommerce/wishlist/2', { method: 'DELETE', as: 'signed-out' })
    expect(answer.status).toBe(401)
    expect(ids((await wishlist()).body.products)).toEqual([2, 7, 15])
  })
})
