import { useTranslation } from 'react-i18next'
import type { Product } from '../../api/types/ecommerce'
import { ProductTile } from './ProductBits'

/** Other products of the same category, each a link to its page. */
export function RelatedProducts({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="related-title" className="cea-product">
      <h2 className="cea-shop-state__title" id="related-title">
        {t('shop.product.related')}
      </h2>
      <ul className="cea-product__related">
        {products.map((product) => (
          <ProductTile key={product.id} product={product} headingLevel={3} />
        ))}
      </ul>
    </section>
  )
}
