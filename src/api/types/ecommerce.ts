// E-commerce entities of SPEC §3 and the request/answer shapes of its §7 calls. Money is in
// integer minor units (cents) everywhere: prices, discounts, delivery, tax and totals.

/** SPEC §9: the colours a product detail may offer. */
export type ColorOption = 'primary' | 'success' | 'warning' | 'danger' | 'info'

/** The shop's categories (one per product). */
export const productCategories = [
  'audio',
  'computing',
  'home',
  'kitchen',
  'outdoor',
  'wearables',
] as const
export type ProductCategory = (typeof productCategories)[number]

export interface Product {
  id: number
  name: string
  slug: string
  description: string
  brand: string
  category: ProductCategory
  /** Minor units (cents). */
  price: number
  image: string
  hasFreeShipping: boolean
  /** A whole number from 1 to 5. */
  rating: number
  /** Units that can still be ordered; 0 is out of stock. */
  stock: number
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
  /** This line's discount (`discountPercentage` of price × qty), minor units. */
  discount: number
}

export interface WishlistItem {
  id: number
  productId: number
}

/** SPEC §4: product sort values. */
export const productSorts = ['featured', 'price-asc', 'price-desc'] as const
export type ProductSort = (typeof productSorts)[number]

export interface ProductsQuery {
  q?: string
  /** Default featured (catalogue order). */
  sortBy?: ProductSort
  /** Default 9. */
  perPage?: number
  /** Default 1. */
  page?: number
  /** Price range, minor units, both ends included. */
  priceMin?: number
  priceMax?: number
  /** OR within each list; AND across the filters. */
  categories?: ProductCategory[]
  brands?: string[]
  /** Rating at least this (1 to 5). */
  ratingMin?: number
  freeShipping?: boolean
  inStock?: boolean
}

/** How many products an option would match, with every other filter of the search applied. */
export interface FacetCount<Value> {
  value: Value
  count: number
}

/** Counts per option for the current search (each facet counted without its own filter). */
export interface ProductFacets {
  categories: FacetCount<ProductCategory>[]
  brands: FacetCount<string>[]
  /** Products rated at least `value`, for 4, 3, 2 and 1. */
  ratings: FacetCount<number>[]
  freeShipping: number
  inStock: number
  /** The cheapest and dearest price among the products the other filters leave, minor units. */
  price: { min: number; max: number }
}

export interface ProductsResponse {
  products: Product[]
  /** Matching products before paging. */
  total: number
  userWishlist: WishlistItem[]
  userCart: CartItem[]
  facets: ProductFacets
}

export interface ProductResponse {
  product: ProductDetail
  /** Up to four other products of the same category. */
  related: Product[]
}

/** Delivery speeds: standard is free. */
export const deliveryMethods = ['standard', 'express', 'overnight'] as const
export type DeliveryMethod = (typeof deliveryMethods)[number]

export interface DeliveryOption {
  method: DeliveryMethod
  /** Minor units. */
  price: number
  /** ISO date (YYYY-MM-DD) the order arrives. */
  arrivesOn: string
}

export type CouponKind = 'percentage' | 'fixed'

export interface AppliedCoupon {
  code: string
  kind: CouponKind
  /** A percentage (1–100) or minor units. */
  value: number
}

/** The cart's figures, all minor units, computed by the back end. */
export interface CartTotals {
  /** Units in the cart. */
  count: number
  /** Price × qty, summed. */
  items: number
  /** The lines' own discounts, summed. */
  discount: number
  coupon: number
  delivery: number
  tax: number
  total: number
}

export interface CartResponse {
  products: CartProduct[]
  totals: CartTotals
  coupon: AppliedCoupon | null
  delivery: DeliveryMethod
  deliveryOptions: DeliveryOption[]
}

export interface WishlistResponse {
  products: Product[]
}

/** Body of POST /apps/ecommerce/cart and POST /apps/ecommerce/wishlist. */
export interface ProductRef {
  productId: number
}

/** Body of POST /apps/ecommerce/cart/qty. */
export interface CartQuantity {
  productId: number
  qty: number
}

/** 201 answer of POST /apps/ecommerce/cart: the line after the add. */
export interface AddToCartResponse {
  cartItem: CartItem
}

/** 201 answer of POST /apps/ecommerce/wishlist: the (possibly already present) entry. */
export interface AddToWishlistResponse {
  wishlistItem: WishlistItem
}

/** Why a coupon was refused (400 `{ message, reason }`). */
export type CouponRefusal = 'unknown' | 'expired' | 'minimumOrder' | 'emptyCart'

/** 200 answer of the wishlist's move to the cart. */
export interface MoveToCartResponse {
  cartItem: CartItem
}
