// The Billing tab's stored data: the account's cards (table `billing.paymentCards`, brand, last
// four and expiry only) and billing address (`billing.addresses`, one row per account, blank
// until first saved); its plan is the `subscriptions` row, its history the invoices made out to
// the account's email.
import { periodEnd } from '../../../api/planCharges'
import type { BillingOverview, BillingPlan, PlanPrices } from '../../../api/types/billing'
import type { LoginUser } from '../../../api/types/auth'
import type { PricingPlan } from '../../../api/types/pages'
import {
  blankBillingAddress,
  createBillingAddresses,
  createPaymentCards,
  type StoredBillingAddress,
  type StoredPaymentCard,
} from '../../../fixtures/billing'
import { defaultSubscription, type AccountSubscription } from '../../../fixtures/license'
import { createPricing } from '../../../fixtures/pricing'
import type { RepositoryReader } from '../../db/repository'
import { defineTable } from '../../db/table'
import { invoicesTable } from '../invoices'
import { todayOf } from '../invoices/invoicesTable'
import { subscriptionsTable } from '../license'

export const paymentCardsTable = defineTable<StoredPaymentCard>(
  'billing.paymentCards',
  createPaymentCards,
)
export const billingAddressesTable = defineTable<StoredBillingAddress>(
  'billing.addresses',
  createBillingAddresses,
  { key: 'accountId' },
)

/** The pricing page's figures (SPEC §9, whole dollars) per period, in cents. */
function planPricesOf(): PlanPrices {
  const { basicPlan, standardPlan, enterprisePlan } = createPricing()
  const pricesOf = (plan: PricingPlan) => ({
    monthly: plan.monthlyPrice * 100,
    yearly: plan.yearlyPlan.totalAnnual * 100,
  })
  return {
    basic: pricesOf(basicPlan),
    standard: pricesOf(standardPlan),
    enterprise: pricesOf(enterprisePlan),
  }
}
export const planPrices = planPricesOf()

/** The account's subscription row as stored, or the default one starting today. */
export async function subscriptionRowOf(
  reader: RepositoryReader,
  accountId: number,
): Promise<AccountSubscription> {
  return (
    (await reader.get(subscriptionsTable, accountId)) ?? {
      userId: accountId,
      ...defaultSubscription,
    }
  )
}

/** The plan of a row; a row without a period is monthly from today. */
export function billingPlanOf(row: AccountSubscription, today: string): BillingPlan {
  const period = row.period ?? 'monthly'
  const periodStart = row.periodStart ?? today
  return {
    planId: row.planId,
    period,
    periodStart,
    renewsOn: row.renewsOn ?? periodEnd(periodStart, period),
  }
}

export async function cardsOf(reader: RepositoryReader, accountId: number) {
  const { rows } = await reader.list(paymentCardsTable, { where: { accountId } })
  return rows
}

/** Everything the Billing tab shows of the account, as it is stored now. */
export async function billingOverviewOf(
  reader: RepositoryReader,
  account: LoginUser,
  referenceDay: Date,
): Promise<BillingOverview> {
  const today = todayOf(referenceDay)
  const [row, cards, address, invoices] = await Promise.all([
    subscriptionRowOf(reader, account.id),
    cardsOf(reader, account.id),
    reader.get(billingAddressesTable, account.id),
    reader.list(invoicesTable, {
      where: { clientEmailKey: account.email.toLowerCase() },
      sortColumn: 'id',
      sort: 'desc',
      perPage: 20,
      page: 1,
    }),
  ])
  const { accountId: _accountId, ...addressFields } = address ?? {
    accountId: account.id,
    ...blankBillingAddress,
  }
  return {
    today,
    currency: 'USD',
    plan: billingPlanOf(row, today),
    prices: planPrices,
    paymentMethods: cards.map(({ accountId: _owner, ...card }) => card),
    address: addressFields,
    invoices: invoices.rows.map((invoice) => ({
      id: invoice.id,
      issuedDate: invoice.issuedDate,
      service: invoice.service,
      total: invoice.figures.total,
      currency: invoice.currency,
      invoiceStatus: invoice.invoiceStatus,
    })),
  }
}
