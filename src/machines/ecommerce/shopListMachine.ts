import { fetchProducts } from '../../api/ecommerce'
import {
  type CartItem,
  type Product,
  productCategories,
  type ProductFacets,
  type ProductSort,
  type ProductsQuery,
  type WishlistItem,
} from '../../api/types/ecommerce'
import { createListMachine } from '../list/listMachine'
import { listShape, type ListParams, oneOf, type RangeFilter } from '../list/listParams'

/**
 * The shop's filters: sets for categories and brands (OR inside each), a price range in whole
 * dollars as typed, and values for the minimum rating and the two switches ('true' or '').
 */
export type ShopFilters = {
  categories: readonly string[]
  brands: readonly string[]
  price: RangeFilter
  rating: string
  freeShipping: string
  inStock: string
}

/** What the products call answers beside the page: counts, and the shopper's cart and wishlist. */
export interface ShopSummary {
  facets: ProductFacets
  userCart: CartItem[]
  userWishlist: WishlistItem[]
}

/** SPEC §9: 9 per page (18 and 36 on offer); featured first, or by price either way. */
export const shopListShape = listShape<ShopFilters>({
  filters: {
    categories: [],
    brands: [],
    price: { min: '', max: '' },
    rating: '',
    freeShipping: '',
    inStock: '',
  },
  sortColumns: ['price'],
  rangeKinds: { price: 'number' },
  perPage: 9,
  perPageChoices: [9, 18, 36],
})

/** SPEC §4's sort value for the list's sort: featured unless sorted by price. */
export function sortByOf(params: Pick<ListParams, 'sortColumn' | 'sort'>): ProductSort {
  if (params.sortColumn !== 'price') return 'featured'
  return params.sort === 'desc' ? 'price-desc' : 'price-asc'
}

/** Whole dollars as typed → cents; anything else is no bound. */
function centsOf(dollars: string): number | undefined {
  if (!/^\d{1,7}$/.test(dollars.trim())) return undefined
  return Number(dollars.trim()) * 100
}

/** The products call's query for these params; values the call does not know are left out. */
export function shopQueryOf(params: ListParams<ShopFilters>): ProductsQuery {
  const { filters } = params
  const categories = filters.categories.flatMap((value) => oneOf(productCategories, value) ?? [])
  const rating = Number(filters.rating)
  const priceMin = centsOf(filters.price.min)
  const priceMax = centsOf(filters.price.max)
  const q = params.q.trim()
  return {
    page: params.page,
    perPage: params.perPage,
    sortBy: sortByOf(params),
    ...(q ? { q } : {}),
    ...(priceMin !== undefined ? { priceMin } : {}),
    ...(priceMax !== undefined ? { priceMax } : {}),
    ...(categories.length > 0 ? { categories } : {}),
    ...(filters.brands.length > 0 ? { brands: [...filters.brands] } : {}),
    ...(Number.isInteger(rating) && rating >= 1 && rating <= 5 ? { ratingMin: rating } : {}),
    ...(filters.freeShipping === 'true' ? { freeShipping: true } : {}),
    ...(filters.inStock === 'true' ? { inStock: true } : {}),
  }
}

/** The shop's grid: the kit's list machine over the products call (no delete). */
export const shopListMachine = createListMachine<Product, ShopFilters, ShopSummary>({
  shape: shopListShape,
  load: async (params, signal) => {
    const answer = await fetchProducts(shopQueryOf(params), signal)
    return {
      total: answer.total,
      rows: answer.products,
      summary: {
        facets: answer.facets,
        userCart: answer.userCart,
        userWishlist: answer.userWishlist,
      },
    }
  },
})
