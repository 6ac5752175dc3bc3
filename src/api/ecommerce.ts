// Typed calls of the shop (SPEC §7 E-commerce).
import { apiRequest } from './http'
import type { AddressesResponse, PlaceOrderRequest, PlaceOrderResponse } from './types/checkout'
import type {
  AddToCartResponse,
  AddToWishlistResponse,
  CartItem,
  CartResponse,
  DeliveryMethod,
  MoveToCartResponse,
  ProductResponse,
  ProductsQuery,
  ProductsResponse,
  WishlistResponse,
} from './types/ecommerce'

export function fetchProducts(
  params: ProductsQuery = {},
  signal?: AbortSignal,
): Promise<ProductsResponse> {
  return apiRequest<ProductsResponse>('/apps/ecommerce/products', { query: { ...params }, signal })
}

/** The product whose slug this is; rejects with an ApiError of status 404 for an unknown one. */
export function fetchProductBySlug(slug: string, signal?: AbortSignal): Promise<ProductResponse> {
  return apiRequest<ProductResponse>(`/apps/ecommerce/products/slug/${encodeURIComponent(slug)}`, {
    signal,
  })
}

/** Rejects with an ApiError of status 404 (and no message) for an unknown id. */
export function fetchProduct(id: number, signal?: AbortSignal): Promise<ProductResponse> {
  return apiRequest<ProductResponse>(`/apps/ecommerce/products/${encodeURIComponent(id)}`, {
    signal,
  })
}

export function fetchCart(signal?: AbortSignal): Promise<CartResponse> {
  return apiRequest<CartResponse>('/apps/ecommerce/cart', { signal })
}

/** Adds `qty` (default one) of the product, within stock; a line already there grows by as many. */
export function addToCart(productId: number, qty = 1): Promise<AddToCartResponse> {
  return apiRequest<AddToCartResponse>('/apps/ecommerce/cart', {
    method: 'POST',
    body: { productId, qty },
  })
}

/** Removes the product's whole line from the cart. */
export async function removeFromCart(productId: number): Promise<void> {
  await apiRequest<unknown>(`/apps/ecommerce/cart/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
  })
}

/** Sets the line's quantity (1 or more, within stock: else a 400 with a message); answers the cart. */
export function setCartQuantity(productId: number, qty: number): Promise<CartResponse> {
  return apiRequest<CartResponse>('/apps/ecommerce/cart/qty', {
    method: 'POST',
    body: { productId, qty },
  })
}

/** Takes the line out of the cart and into the wishlist, in one write. */
export async function moveToWishlist(productId: number): Promise<void> {
  await apiRequest<AddToWishlistResponse>('/apps/ecommerce/cart/move-to-wishlist', {
    method: 'POST',
    body: { productId },
  })
}

/** Refused coupons reject with a 400 whose body carries `message` and `reason`. */
export function applyCoupon(code: string): Promise<CartResponse> {
  return apiRequest<CartResponse>('/apps/ecommerce/cart/coupon', {
    method: 'POST',
    body: { code },
  })
}

export function removeCoupon(): Promise<CartResponse> {
  return apiRequest<CartResponse>('/apps/ecommerce/cart/coupon', { method: 'DELETE' })
}

export function setDelivery(delivery: DeliveryMethod): Promise<CartResponse> {
  return apiRequest<CartResponse>('/apps/ecommerce/cart/delivery', {
    method: 'POST',
    body: { delivery },
  })
}

export function fetchWishlist(signal?: AbortSignal): Promise<WishlistResponse> {
  return apiRequest<WishlistResponse>('/apps/ecommerce/wishlist', { signal })
}

/** Adding a product already in the wishlist answers its entry and adds no duplicate. */
export function addToWishlist(productId: number): Promise<AddToWishlistResponse> {
  return apiRequest<AddToWishlistResponse>('/apps/ecommerce/wishlist', {
    method: 'POST',
    body: { productId },
  })
}

/** Takes the product out of the wishlist and puts one in the cart, in one write. */
export function moveToCart(productId: number): Promise<MoveToCartResponse> {
  return apiRequest<MoveToCartResponse>('/apps/ecommerce/wishlist/move-to-cart', {
    method: 'POST',
    body: { productId },
  })
}

export async function removeFromWishlist(productId: number): Promise<void> {
  await apiRequest<unknown>(`/apps/ecommerce/wishlist/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
  })
}

/** The navbar's cart count: units, so two of one product count as two. */
export function countCartItems(lines: ReadonlyArray<Pick<CartItem, 'qty'>>): number {
  return lines.reduce((sum, line) => sum + line.qty, 0)
}

/** The account's saved addresses, to pick one at checkout. */
export function fetchAddresses(signal?: AbortSignal): Promise<AddressesResponse> {
  return apiRequest<AddressesResponse>('/apps/ecommerce/addresses', { signal })
}

/** An order the signed-in account placed (404 for an unknown id or another account's order). */
export function fetchOrder(id: number, signal?: AbortSignal): Promise<PlaceOrderResponse> {
  return apiRequest<PlaceOrderResponse>(`/apps/ecommerce/orders/${id}`, { signal })
}

/**
 * Places the order of the cart; the same `idempotencyKey` answers the same order. Refusals reject
 * with an ApiError whose body is a `PlaceOrderRefusalBody` (400, 402 or 409).
 */
export function placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  return apiRequest<PlaceOrderResponse>('/apps/ecommerce/orders', {
    method: 'POST',
    body: request,
  })
}
