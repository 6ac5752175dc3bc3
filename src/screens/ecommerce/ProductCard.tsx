import { PlusIcon } from '@primer/octicons-react'
import { Button } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { Product } from '../../api/types/ecommerce'
import {
  FreeShippingLabel,
  InCartNote,
  productPath,
  ProductRating,
  StockLabel,
  WishButton,
} from './ProductBits'
import { useMoney } from './shopFormat'

export interface ProductCardProps {
  product: Product
  isInCart: boolean
  isWished: boolean
  onAddToCart: () => void
  onToggleWish: () => void
}

/** A product in the shop's grid or list: its picture, words, price, stock and the two actions. */
export function ProductCard({
  product,
  isInCart,
  isWished,
  onAddToCart,
  onToggleWish,
}: ProductCardProps) {
  const { t } = useTranslation()
  const money = useMoney()
  return (
    <article className="cea-shop-card" aria-labelledby={`product-${product.id}`}>
      <img className="cea-shop-card__image" src={product.image} alt="" width={160} height={160} />
      <div className="cea-shop-card__body">
        <div className="cea-shop-card__meta">
          <ProductRating rating={product.rating} />
          <span className="cea-shop-card__price">{money(product.price)}</span>
        </div>
        <h2 className="cea-shop-card__name" id={`product-${product.id}`}>
          <RouterLink to={productPath(product.slug)}>{product.name}</RouterLink>
        </h2>
        <p className="cea-shop-card__brand">{t('shop.card.by', { brand: product.brand })}</p>
        <p className="cea-shop-card__description">{product.description}</p>
        <div className="cea-shop-card__labels">
          <StockLabel product={product} />
          {product.hasFreeShipping ? <FreeShippingLabel /> : null}
        </div>
      </div>
      <div className="cea-shop-card__actions">
        <WishButton name={product.name} isWished={isWished} onToggle={onToggleWish} />
        {isInCart ? (
          <InCartNote />
        ) : (
          <Button
            variant="primary"
            leadingVisual={PlusIcon}
            disabled={product.stock === 0}
            aria-label={t('shop.card.addNamed', { name: product.name })}
            onClick={onAddToCart}
          >
            {t('shop.card.add')}
          </Button>
        )}
      </div>
    </article>
  )
}
