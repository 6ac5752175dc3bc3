import { DashIcon, HeartIcon, type Icon, PlusIcon, TrashIcon } from '@primer/octicons-react'
import { Button, IconButton } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { CartProduct } from '../../../api/types/ecommerce'
import { useCount, useMoney } from '../shopFormat'
import { CheckoutContext, useIsSaving } from './checkoutContext'

/** The cart's lines: quantity within stock, remove, move to the wishlist; figures from the back end. */
export function CartLines({ lines }: { lines: CartProduct[] }) {
  const { t } = useTranslation()
  return (
    <ul className="cea-checkout-lines" aria-label={t('checkout.cart.lines')}>
      {lines.map((line) => (
        <CartLine key={line.id} line={line} />
      ))}
    </ul>
  )
}

function CartLine({ line }: { line: CartProduct }) {
  const { t } = useTranslation()
  const money = useMoney()
  const count = useCount()
  const actor = CheckoutContext.useActorRef()
  const isSaving = useIsSaving()
  const refused = CheckoutContext.useSelector(
    (snapshot) => snapshot.context.placeRefusal?.productIds.includes(line.id) ?? false,
  )
  return (
    <li className="cea-checkout-line" data-refused={refused || undefined}>
      <img src={line.image} alt="" className="cea-checkout-line__image" />
      <div className="cea-checkout-line__about">
        <RouterLink to={`/apps/ecommerce/product-detail/${line.slug}`}>{line.name}</RouterLink>
        <span className="cea-checkout-line__muted">{t('shop.card.by', { brand: line.brand })}</span>
        <span>
          {t('checkout.cart.unitPrice', { price: money(line.price) })}
          {line.discount > 0
            ? ` · ${t('checkout.cart.lineDiscount', { amount: money(line.discount) })}`
            : ''}
        </span>
        <StockNote line={line} />
      </div>
      <div
        className="cea-checkout-line__qty"
        role="group"
        aria-label={t('checkout.cart.quantityOf', { name: line.name })}
      >
        <QuantityButton
          icon={DashIcon}
          label={t('checkout.cart.fewer', { name: line.name })}
          isAllowed={line.qty > 1}
          onPress={() =>
            actor.send({
              type: 'cart.quantity',
              productId: line.id,
              qty: Math.min(line.qty - 1, Math.max(line.stock, 1)),
            })
          }
        />
        <output aria-label={t('checkout.cart.quantity')}>{count(line.qty)}</output>
        <QuantityButton
          icon={PlusIcon}
          label={t('checkout.cart.more', { name: line.name })}
          isAllowed={line.qty < line.stock}
          onPress={() =>
            actor.send({ type: 'cart.quantity', productId: line.id, qty: line.qty + 1 })
          }
        />
      </div>
      <div className="cea-checkout-line__buttons">
        <Button
          size="small"
          variant="invisible"
          leadingVisual={HeartIcon}
          disabled={isSaving}
          aria-label={t('checkout.cart.moveToWishlistNamed', { name: line.name })}
          onClick={() => actor.send({ type: 'cart.moveToWishlist', productId: line.id })}
        >
          {t('checkout.cart.moveToWishlist')}
        </Button>
        <Button
          size="small"
          variant="invisible"
          leadingVisual={TrashIcon}
          disabled={isSaving}
          aria-label={t('checkout.cart.removeNamed', { name: line.name })}
          onClick={() => actor.send({ type: 'cart.remove', productId: line.id })}
        >
          {t('checkout.cart.remove')}
        </Button>
      </div>
    </li>
  )
}

/**
 * One step of the quantity: at a limit, or while a change is sent, it stays focusable but does
 * nothing (aria-disabled), so focus is not lost from under the keyboard.
 */
function QuantityButton({
  icon,
  label,
  isAllowed,
  onPress,
}: {
  icon: Icon
  label: string
  isAllowed: boolean
  onPress: () => void
}) {
  const isSaving = useIsSaving()
  const isInactive = !isAllowed || isSaving
  return (
    <IconButton
      icon={icon}
      aria-label={label}
      inactive={isInactive}
      aria-disabled={isInactive || undefined}
      onClick={() => {
        if (!isInactive) onPress()
      }}
    />
  )
}

/** At the stock's limit, or beyond it after someone else bought: said in words. */
function StockNote({ line }: { line: CartProduct }) {
  const { t } = useTranslation()
  const count = useCount()
  if (line.stock === 0)
    return <span className="cea-checkout-line__problem">{t('checkout.cart.soldOut')}</span>
  if (line.qty > line.stock)
    return (
      <span className="cea-checkout-line__problem">
        {t('checkout.cart.overStock', { shown: count(line.stock) })}
      </span>
    )
  if (line.qty === line.stock)
    return (
      <span className="cea-checkout-line__muted">
        {t('checkout.cart.atStock', { shown: count(line.stock) })}
      </span>
    )
  return null
}
