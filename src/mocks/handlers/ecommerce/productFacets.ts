// The shop's filters and their counts. Options of one filter combine with OR, filters with AND;
// each filter's counts are taken with every other filter applied (so choosing an option adds
// what its count says).
import {
  type FacetCount,
  type Product,
  type ProductCategory,
  productCategories,
  type ProductFacets,
} from '../../../api/types/ecommerce'

export interface ProductFilters {
  priceMin?: number | undefined
  priceMax?: number | undefined
  categories: readonly ProductCategory[]
  brands: readonly string[]
  ratingMin?: number | undefined
  freeShipping: boolean
  inStock: boolean
}

type FilterName = 'price' | 'categories' | 'brands' | 'rating' | 'freeShipping' | 'inStock'

const tests: Record<FilterName, (product: Product, filters: ProductFilters) => boolean> = {
  price: (product, { priceMin, priceMax }) =>
    (priceMin === undefined || product.price >= priceMin) &&
    (priceMax === undefined || product.price <= priceMax),
  categories: (product, { categories }) =>
    categories.length === 0 || categories.includes(product.category),
  brands: (product, { brands }) => brands.length === 0 || brands.includes(product.brand),
  rating: (product, { ratingMin }) => ratingMin === undefined || product.rating >= ratingMin,
  freeShipping: (product, { freeShipping }) => !freeShipping || product.hasFreeShipping,
  inStock: (product, { inStock }) => !inStock || product.stock > 0,
}
const filterNames = Object.keys(tests) as FilterName[]

/** Whether the product passes every filter but `except`. */
function passes(product: Product, filters: ProductFilters, except?: FilterName): boolean {
  return filterNames.every((name) => name === except || tests[name](product, filters))
}

export function filterProducts(products: readonly Product[], filters: ProductFilters): Product[] {
  return products.filter((product) => passes(product, filters))
}

function countBy<Value>(
  products: readonly Product[],
  options: readonly Value[],
  matches: (product: Product, option: Value) => boolean,
): FacetCount<Value>[] {
  return options.map((value) => ({
    value,
    count: products.filter((product) => matches(product, value)).length,
  }))
}

/**
 * Counts per option over `searched` (the products the text search leaves); the brands offered
 * are every brand of `catalogue`, so a chosen brand stays on offer whatever is searched.
 */
export function productFacets(
  searched: readonly Product[],
  filters: ProductFilters,
  catalogue: readonly Product[],
): ProductFacets {
  const without = (name: FilterName) => searched.filter((product) => passes(product, filters, name))
  const brands = [...new Set(catalogue.map((product) => product.brand))].sort((a, b) =>
    a.localeCompare(b),
  )
  const priced = without('price').map((product) => product.price)
  return {
    categories: countBy(
      without('categories'),
      productCategories,
      (product, category) => product.category === category,
    ),
    brands: countBy(without('brands'), brands, (product, brand) => product.brand === brand),
    ratings: countBy(
      without('rating'),
      [4, 3, 2, 1],
      (product, rating) => product.rating >= rating,
    ),
    freeShipping: without('freeShipping').filter((product) => product.hasFreeShipping).length,
    inStock: without('inStock').filter((product) => product.stock > 0).length,
    price: {
      min: priced.length > 0 ? Math.min(...priced) : 0,
      max: priced.length > 0 ? Math.max(...priced) : 0,
    },
  }
}
