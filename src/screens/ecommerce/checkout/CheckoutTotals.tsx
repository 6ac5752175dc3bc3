import { useTranslation } from 'react-i18next'
import type { CartTotals } from '../../../api/types/ecommerce'
import { useCount, useMoney } from '../shopFormat'

/** The figures as the back end worked them out: goods, discounts, coupon, delivery, tax, total. */
export function CheckoutTotals({ totals, title }: { totals: CartTotals; title?: string }) {
  const { t } = useTranslation()
  const money = useMoney()
  const count = useCount()
  const rows: [string, string][] = [
    [t('checkout.totals.items', { shown: count(totals.count) }), money(totals.items)],
    [t('checkout.totals.discount'), money(-totals.discount)],
    ...(totals.coupon > 0
      ? [[t('checkout.totals.coupon'), money(-totals.coupon)] as [string, string]]
      : []),
    [
      t('checkout.totals.delivery'),
      totals.delivery === 0 ? t('checkout.delivery.free') : money(totals.delivery),
    ],
    [t('checkout.totals.tax'), money(totals.tax)],
  ]
  return (
    <section className="cea-checkout-totals" aria-label={title ?? t('checkout.totals.title')}>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="cea-checkout-totals__total">
          <dt>{t('checkout.totals.total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
    </section>
  )
}
