// Typed calls of the Billing tab (README "Calls"): the signed-in account's plan, cards, address and
// invoices; every write answers the whole overview again.
import { apiRequest } from './http'
import type { BillingAddress, BillingOverview, NewPaymentCard, PlanChoice } from './types/billing'

export function fetchBilling(signal?: AbortSignal): Promise<BillingOverview> {
  return apiRequest<BillingOverview>('/api/billing', { signal })
}

export function changePlan(choice: PlanChoice): Promise<BillingOverview> {
  return apiRequest<BillingOverview>('/api/subscription', { method: 'PUT', body: choice })
}

export function addPaymentCard(card: NewPaymentCard): Promise<BillingOverview> {
  return apiRequest<BillingOverview>('/api/billing/payment-methods', { method: 'POST', body: card })
}

export function makeCardDefault(id: number): Promise<BillingOverview> {
  return apiRequest<BillingOverview>('/api/billing/payment-methods/default', {
    method: 'POST',
    body: { id },
  })
}

export function removePaymentCard(id: number): Promise<BillingOverview> {
  return apiRequest<BillingOverview>('/api/billing/payment-methods', {
    method: 'DELETE',
    query: { id },
  })
}

export function saveBillingAddress(address: BillingAddress): Promise<BillingOverview> {
  return apiRequest<BillingOverview>('/api/billing/address', {
    method: 'PUT',
    body: { address },
  })
}
