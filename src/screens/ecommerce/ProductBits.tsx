import {
  CheckIcon,
  HeartFillIcon,
  HeartIcon,
  PackageIcon,
  StarFillIcon,
} from '@primer/octicons-react'
import { IconButton, Label } from '@primer/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { stockState } from '../../machines/ecommerce/stock'
import type { Product } from '../../api/types/ecommerce'
import { Link as RouterLink } from 'react-router-dom'
import { useCount, useMoney } from './shopFormat'

/** "Rated 4 out of 5", drawn as stars. */
export function ProductRating({ rating }: { rating: number }) {
  const { t } = useTranslation()
  const count = useCount()
  return (
    <span
      className="cea-shop-rating"
      role="img"
      aria-label={t('shop.card.rating', { rating: count(rating) })}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <StarFillIcon key={star} size={12} data-lit={star <= rating} />
      ))}
    </span>
  )
}

/** In stock, only N left, or out of stock: in words, not colour only. */
export function StockLabel({ product }: { product: Pick<Product, 'stock'> }) {
  const { t } = useTranslation()
  const count = useCount()
  const state = stockState(product)
  const variant = state === 'inStock' ? 'success' : state === 'lowStock' ? 'attention' : 'danger'
  return (
    <Label variant={variant} className="cea-shop-stock">
      {state === 'lowStock'
        ? t('shop.stock.lowStock', { count: product.stock, shown: count(product.stock) })
        : t(`shop.stock.${state}`)}
    </Label>
  )
}

export function FreeShippingLabel() {
  const { t } = useTranslation()
  return (
    <span className="cea-shop-shipping">
      <PackageIcon size={14} />
      {t('shop.card.freeShipping')}
    </span>
  )
}

/** "In cart", said beside a check mark. */
export function InCartNote() {
  const { t } = useTranslation()
  return (
    <span className="cea-shop-in-cart">
      <CheckIcon size={16} />
      {t('shop.card.inCart')}
    </span>
  )
}

export interface WishButtonProps {
  name: string
  isWished: boolean
  onToggle: () => void
}

/** The heart: a toggle button, pressed while the product is in the wishlist. */
export function WishButton({ name, isWished, onToggle }: WishButtonProps) {
  const { t } = useTranslation()
  return (
    <IconButton
      icon={isWished ? HeartFillIcon : HeartIcon}
      variant="invisible"
      className="cea-shop-wish"
      data-wished={isWished}
      aria-pressed={isWished}
      aria-label={t('shop.card.wish', { name })}
      onClick={onToggle}
    />
  )
}

export const productPath = (slug: string) => `/apps/ecommerce/product-detail/${slug}`

/** A product's picture, rating, price and name as a link to its page (related products, wishlist). */
export function ProductTile({
  product,
  headingLevel,
  children,
}: {
  product: Product
  /** Under the page's h1 (2) or under a section's h2 (3). */
  headingLevel: 2 | 3
  children?: ReactNode
}) {
  const money = useMoney()
  const Name = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li className="cea-shop-card">
      <img className="cea-shop-card__image" src={product.image} alt="" width={160} height={160} />
      <div className="cea-shop-card__body">
        <div className="cea-shop-card__meta">
          <ProductRating rating={product.rating} />
          <span className="cea-shop-card__price">{money(product.price)}</span>
        </div>
        <Name className="cea-shop-card__name">
          <RouterLink to={productPath(product.slug)}>{product.name}</RouterLink>
        </Name>
        {children}
      </div>
    </li>
  )
}
