// E-commerce entities of SPEC §3 and the request/answer shapes of its §7 calls.

/** SPEC §9: the colours a product detail may offer. */
export type ColorOption = 'primary' | 'success' | 'warning' | 'danger' | 'info'

export interface Product {
  id: number
  name: string
  slug: string
  description: string
  brand: string
  price: number
  image: string
  hasFreeShipping: boolean
  /** A whole number from 1 to 5. */
  rating: number
}

/** One product as the detail page sees it: where it is for the shopper, and its colours. */
export interface ProductDetail extends Product {
  isInWishlist: boolean
  isInCart: boolean
  colorOptions: ColorOption[]
}

export interface CartItem {
  id: number
  productId: number
  qty: number
}

/** A cart line as the cart and checkout show it: the product with its quantity and demo offer. */
export interface CartProduct extends Product {
  qty: number
  /** ISO date-time the line is expected to ship. */
  shippingDate: string
  /** 1 to 4. */
  offers: number
  /** 3 to 20. */
  discountPercentage: number
}

export interface WishlistItem {
  id: number
  productId: number
}

/** SPEC §4: product sort values. */
export type ProductSort = 'featured' | 'price-asc' | 'price-desc'

export interface ProductsQuery {
  q?: string
  /** Default featured (catalogue order). */
  sortBy?: ProductSort
  /** Default 9. */
  perPage?: number
  /** Default 1. */
  page?: number
}

export interface ProductsResponse {
  products: Product[]
  /** Matching products before paging. */
  total: number
  userWishlist: WishlistItem[]
  userCart: CartItem[]
}

export interface ProductResponse {
  product: ProductDetail
}

export interface CartResponse {
  products: CartProduct[]
}

export interface WishlistResponse {
  products: Product[]
}

/** Body of POST /apps/ecommerce/cart and POST /apps/ecommerce/wishlist. */
export interface ProductRef {
  productId: number
}

/** 201 answer of POST /apps/ecommerce/cart: the line after the add. */
export interface AddToCartResponse {
  cartItem: CartItem
}

/** 201 answer of POST /apps/ecommerce/wishlist: the (possibly already present) entry. */
export interface AddToWishlistResponse {
  wishlistItem: WishlistItem
}
