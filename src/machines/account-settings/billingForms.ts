// The Billing & plans and Connections tabs' drafts: a card as typed (checked with the checkout's
// rules before it is sent), the billing address, the social links (http(s) addresses or empty),
// and whether any differs from what is saved.
import { cardProblems } from '../../api/checkoutRules'
import { webAddressPattern } from '../../api/schemas/accountRules'
import { isCurrentPlan } from '../../api/planCharges'
import type {
  BillingAddress,
  BillingOverview,
  NewPaymentCard,
  PlanChoice,
} from '../../api/types/billing'
import { billingPeriods } from '../../api/types/billing'
import { pricingPlanIds } from '../../api/types/license'
import type { AccountSettings, SocialLinkName } from '../../api/types/pages'
import type { AccountProblems } from './accountSettingsForms'

export const emptyCard: NewPaymentCard = { cardNumber: '', expiry: '', cvv: '', nameOnCard: '' }

/** The card's problems at its fields (`cardNumber`, `expiry`…), on the back end's day. */
export function checkCard(card: NewPaymentCard, today: string | undefined): AccountProblems {
  const problems: AccountProblems = {}
  const day = new Date(`${today ?? new Date().toISOString().slice(0, 10)}T00:00:00.000Z`)
  for (const [field, code] of Object.entries(cardProblems(card, day))) problems[field] = { code }
  return problems
}

/** A link's field path, as the back end names it in a 400. */
export const socialLinkPath = (name: SocialLinkName) => `social.socialLinks.${name}`

export function checkSocialLinks(links: Record<SocialLinkName, string>): AccountProblems {
  const problems: AccountProblems = {}
  for (const [name, link] of Object.entries(links)) {
    const value = link.trim()
    if (value !== '' && !webAddressPattern.test(value))
      problems[`social.socialLinks.${name}`] = { code: 'webAddress' }
  }
  return problems
}

/** `?plan=standard&period=yearly` from pricing's "Choose plan", when it names a plan. */
export function planChoiceOf(plan: string | null, period: string | null): PlanChoice | null {
  const planId = pricingPlanIds.find((id) => id === plan)
  if (!planId) return null
  return { planId, period: billingPeriods.find((value) => value === period) ?? 'monthly' }
}

const differs = (left: unknown, right: unknown) => JSON.stringify(left) !== JSON.stringify(right)

/** Whether a billing or connections draft holds what is not saved. */
export function hasBillingEdits(
  billing: BillingOverview | null,
  settings: AccountSettings | null,
  drafts: {
    planChoice: PlanChoice | null
    card: NewPaymentCard
    address: BillingAddress | null
    socialLinks: Record<SocialLinkName, string> | null
  },
): boolean {
  const choosing =
    billing !== null &&
    drafts.planChoice !== null &&
    !isCurrentPlan(billing.plan, drafts.planChoice)
  return (
    choosing ||
    Object.values(drafts.card).some((value) => value !== '') ||
    (billing !== null && drafts.address !== null && differs(billing.address, drafts.address)) ||
    (settings !== null &&
      drafts.socialLinks !== null &&
      differs(settings.social.socialLinks, drafts.socialLinks))
  )
}
