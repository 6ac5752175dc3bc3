import { apiRequest } from './http'
import type { LicenseComparison, Subscription } from './types/license'

export function fetchLicenseComparison(signal?: AbortSignal): Promise<LicenseComparison> {
  return apiRequest<LicenseComparison>('/api/license', { signal })
}

/** The signed-in account's plan and licence. */
export function fetchSubscription(signal?: AbortSignal): Promise<Subscription> {
  return apiRequest<Subscription>('/api/subscription', { signal })
}
