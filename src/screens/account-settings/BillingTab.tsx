import { AccountSettingsContext } from './accountSettingsContext'
import { BillingAddressSection } from './BillingAddressSection'
import { BillingHistorySection } from './BillingHistorySection'
import { PaymentCardsSection } from './PaymentCardsSection'
import { PlanSection } from './PlanSection'

/** Billing & plans: the plan and its change, the cards, the billing address and the invoices. */
export function BillingTab() {
  const billing = AccountSettingsContext.useSelector((snapshot) => snapshot.context.billing)
  if (!billing) return null
  return (
    <div className="cea-account-settings__sections">
      <PlanSection billing={billing} />
      <PaymentCardsSection cards={billing.paymentMethods} />
      <BillingAddressSection />
      <BillingHistorySection invoices={billing.invoices} />
    </div>
  )
}
