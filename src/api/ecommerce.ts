// Typed calls of the shop (SPEC §7 E-commerce).
import { apiRequest } from './http'
import type {
  AddToCartResponse,
  AddToWishlistResponse,
  CartItem,
  CartResponse,
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

/** Rejects with an ApiError of status 404 (and no message) for an unknown id. */
export function fetchProduct(id: number, signal?: AbortSignal): Promise<ProductResponse> {
  return apiRequest<ProductResponse>(`/apps/ecommerce/products/${encodeURIComponent(id)}`, {
    signal,
  })
}

export function fetchCart(signal?: AbortSignal): Promise<CartResponse> {
  return apiRequest<CartResponse>('/apps/ecommerce/cart', { signal })
}

/** Adds one of the product; a product already in the cart gets its quantity raised by one. */
export function addToCart(productId: number): Promise<AddToCartResponse> {
  return apiRequest<AddToCartResponse>('/apps/ecommerce/cart', {
    method: 'POST',
    body: { productId },
  })
}

/** Removes the product's whole line from the cart. */
export async function removeFromCart(productId: number): Promise<void> {
  await apiRequest<unknown>(`/apps/ecommerce/cart/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
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

export async function removeFromWishlist(productId: number): Promise<void> {
  await apiRequest<unknown>(`/apps/ecommerce/wishlist/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
  })
}

/** The navbar's cart count: units, so two of one product count as two. */
export function countCartItems(lines: ReadonlyArray<Pick<CartItem, 'qty'>>): number {
  return lines.reduce((sum, line) => sum + line.qty, 0)
}
