import { delay, http, HttpResponse } from 'msw'
import type { CartResponse, ProductsResponse, WishlistResponse } from '../../api/types/ecommerce'
import { cartCalls } from './ecommerce/cartCalls'
import { orderCalls } from './ecommerce/orderCalls'
import { pricedCart } from './ecommerce/cartAnswer'
import { productFacets } from './ecommerce/productFacets'
import { productCalls } from './ecommerce/productCalls'
import { wishlistCalls } from './ecommerce/wishlistCalls'

/** The shop (SPEC §7 E-commerce, and the calls README adds): every account its own cart and wishlist. */
export const ecommerceHandlers = [...productCalls, ...cartCalls, ...wishlistCalls, ...orderCalls]

const noFilters = { categories: [], brands: [], freeShipping: false, inStock: false }
const emptyCart: CartResponse = pricedCart([], new Date('2026-03-16T00:00:00Z'))

const failure = () =>
  HttpResponse.json({ message: 'The shop could not be loaded. Try again.' }, { status: 500 })
const never = async () => {
  await delay('infinite')
  return HttpResponse.json({})
}

/** Stand-ins for stories: an empty shop, a failing one, and one that never answers. */
export const ecommerceScenarios = {
  empty: [
    http.get('*/apps/ecommerce/products', () =>
      HttpResponse.json({
        products: [],
        total: 0,
        userWishlist: [],
        userCart: [],
        facets: productFacets([], noFilters, []),
      } satisfies ProductsResponse),
    ),
    http.get('*/apps/ecommerce/cart', () => HttpResponse.json(emptyCart)),
    http.get('*/apps/ecommerce/wishlist', () =>
      HttpResponse.json({ products: [] } satisfies WishlistResponse),
    ),
  ],
  error: [
    http.get('*/apps/ecommerce/products', failure),
    http.get('*/apps/ecommerce/products/slug/:slug', failure),
    http.get('*/apps/ecommerce/products/:id', failure),
    http.get('*/apps/ecommerce/cart', failure),
    http.get('*/apps/ecommerce/wishlist', failure),
  ],
  loading: [
    http.get('*/apps/ecommerce/products', never),
    http.get('*/apps/ecommerce/products/slug/:slug', never),
    http.get('*/apps/ecommerce/products/:id', never),
    http.get('*/apps/ecommerce/cart', never),
    http.get('*/apps/ecommerce/wishlist', never),
  ],
}
