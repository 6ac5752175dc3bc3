// The pricing and licence pages load through the card machine (loading, error with retry,
// populated): each page's sources, and the pricing page's billing period kept in the URL.
import { fetchLicenseComparison, fetchSubscription } from '../../api/license'
import { fetchPricing } from '../../api/pages'
import type { BillingPeriod } from '../../api/types/billing'
import type { LicenseComparison, Subscription } from '../../api/types/license'
import type { Pricing } from '../../api/types/pages'
import type { CardInput } from '../dashboard/cardMachine'
import type { CardChoiceInUrl } from '../dashboard/cardChoices'

/** Neither page loads anything that depends on a choice. */
export type NoParams = Readonly<Record<string, never>>

export interface PricingPageData {
  pricing: Pricing
  subscription: Subscription
}

export const pricingPageSource: CardInput<PricingPageData, NoParams> = {
  params: {},
  load: async (_params, signal) => {
    const [{ pricing }, subscription] = await Promise.all([
      fetchPricing(signal),
      fetchSubscription(signal),
    ])
    return { pricing, subscription }
  },
}

export const licensePageSource: CardInput<LicenseComparison, NoParams> = {
  params: {},
  load: (_params, signal) => fetchLicenseComparison(signal),
}

export { billingPeriods, type BillingPeriod } from '../../api/types/billing'

/** `?billing=yearly`; monthly, the default, is left out of the URL. */
export const billingPeriodInUrl: CardChoiceInUrl<BillingPeriod> = {
  key: 'billing',
  read: (text) => (text === 'yearly' ? 'yearly' : 'monthly'),
  write: (period) => (period === 'yearly' ? 'yearly' : null),
}
