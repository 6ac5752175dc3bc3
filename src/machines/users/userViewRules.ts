// The user view's billing form rules, the same the back end applies, checked before sending (the
// password and phone rules are shared with the account settings: ../shared/fieldProblems.ts).
import { cardDigitsPattern, cardExpiryPattern } from '../../api/schemas/rules'
import type { BillingDetails, BillingUpdate } from '../../api/types/userAccount'
import type { User, UserBilling } from '../../api/types/users'
import type { FieldProblems } from '../shared/fieldProblems'

export interface BillingFields {
  billing: UserBilling
  cardHolder: string
  /** A new card's number; '' keeps the card on file. */
  cardNumber: string
  cardExpiry: string
  address: string
  country: string
}
export type BillingField = keyof BillingFields

export function billingFieldsOf(user: User, details: BillingDetails): BillingFields {
  return {
    billing: user.billing,
    cardHolder: details.cardHolder,
    cardNumber: '',
    cardExpiry: details.cardExpiry,
    address: details.address,
    country: details.country,
  }
}

export function validateBilling(fields: BillingFields): FieldProblems<BillingField> {
  const problems: FieldProblems<BillingField> = {}
  for (const field of ['cardHolder', 'cardExpiry', 'address', 'country'] as const)
    if (fields[field].trim() === '') problems[field] = { code: 'required' }
  const digits = fields.cardNumber.replace(/[\s-]/g, '')
  if (digits !== '' && !cardDigitsPattern.test(digits)) problems.cardNumber = { code: 'cardDigits' }
  if (!problems.cardExpiry && !cardExpiryPattern.test(fields.cardExpiry.trim()))
    problems.cardExpiry = { code: 'expiryFormat' }
  return problems
}

export function toBillingUpdate(id: number, fields: BillingFields): BillingUpdate {
  return {
    id,
    billing: fields.billing,
    cardHolder: fields.cardHolder.trim(),
    cardNumber: fields.cardNumber.replace(/[\s-]/g, ''),
    cardExpiry: fields.cardExpiry.trim(),
    address: fields.address.trim(),
    country: fields.country.trim(),
  }
}
