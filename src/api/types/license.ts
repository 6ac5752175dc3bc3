// The licence tiers and the signed-in account's plan and licence (issue #33).

export const pricingPlanIds = ['basic', 'standard', 'enterprise'] as const
export type PricingPlanId = (typeof pricingPlanIds)[number]

export const licenseTierIds = ['regular', 'extended', 'enterprise'] as const
export type LicenseTierId = (typeof licenseTierIds)[number]

/** The rows of the comparison, in order; the screen words each. */
export const licenseFeatureIds = [
  'projects',
  'commercialUse',
  'chargeEndUsers',
  'saasUse',
  'sourceCode',
  'supportMonths',
] as const
export type LicenseFeatureId = (typeof licenseFeatureIds)[number]

/** A feature's value: included or not, a number (projects, months), or without limit. */
export type LicenseFeatureValue = boolean | number | 'unlimited'

export interface LicenseTier {
  id: LicenseTierId
  /** One-time price in minor units of `currency`. */
  priceMinor: number
  currency: string
  features: Record<LicenseFeatureId, LicenseFeatureValue>
}

/** GET /api/license */
export interface LicenseComparison {
  tiers: LicenseTier[]
  currentTierId: LicenseTierId
}

/** GET /api/subscription: what the signed-in account has now. */
export interface Subscription {
  planId: PricingPlanId
  licenseTierId: LicenseTierId
}
