import type { Product } from '../../api/types/ecommerce'

/** Units at or below which a product shows as low in stock. */
export const lowStockLimit = 5

export type StockState = 'inStock' | 'lowStock' | 'outOfStock'

/** How a product's stock reads to a shopper. */
export function stockState({ stock }: Pick<Product, 'stock'>): StockState {
  if (stock <= 0) return 'outOfStock'
  return stock <= lowStockLimit ? 'lowStock' : 'inStock'
}
