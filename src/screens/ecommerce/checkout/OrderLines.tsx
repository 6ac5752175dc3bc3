import { useTranslation } from 'react-i18next'
import type { CartProduct } from '../../../api/types/ecommerce'
import { useCount, useMoney } from '../shopFormat'

/** The lines of a cart or an order, read-only: name, quantity, unit price. */
export function OrderLines({ lines, label }: { lines: CartProduct[]; label: string }) {
  const { t } = useTranslation()
  const money = useMoney()
  const count = useCount()
  return (
    <ul className="cea-checkout-summary-lines" aria-label={label}>
      {lines.map((line) => (
        <li key={line.id}>
          <span>{line.name}</span>
          <span className="cea-checkout-line__muted">
            {t('checkout.review.lineQty', { qty: count(line.qty), price: money(line.price) })}
          </span>
        </li>
      ))}
    </ul>
  )
}
