// The bodies of the billing calls (issue #33) as the back end checks them. The Billing tab checks
// a card with `cardProblems` (checkoutRules.ts) before it sends, and leaves the address to these
// rules, whose sentences come back at their fields; only the back end imports this file.
import { z } from 'zod'
import { billingPeriods } from '../types/billing'
import { pricingPlanIds } from '../types/license'
import { contactPattern, emailMaxLength, emailPattern } from './rules'

export const planChoiceSchema = z.strictObject({
  planId: z.enum(pricingPlanIds, 'Choose Basic, Standard or Enterprise'),
  period: z.enum(billingPeriods, 'Choose monthly or yearly billing'),
})

const cardText = (label: string, max: number) =>
  z.string(`${label} must be text`).max(max, `${label} has at most ${max} characters`)

/** Shape only: the card's rules (`cardProblems`) run after, with the back end's day. */
export const newPaymentCardSchema = z.strictObject({
  cardNumber: cardText('The card number', 30),
  expiry: cardText('The expiry', 10),
  cvv: cardText('The security code', 10),
  nameOnCard: cardText('The name on the card', 200),
})

export const paymentCardIdSchema = z.strictObject({
  id: z.number('Name the card by its id').int().positive('Name the card by its id'),
})

const requiredText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .trim()
    .min(1, `Enter the ${label.toLowerCase()}`)
    .max(max, `${label} has at most ${max} characters`)
const optionalText = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().max(max, `${label} has at most ${max} characters`)

export const billingAddressSchema = z.strictObject({
  company: optionalText('Company', 100),
  email: requiredText('Billing email', emailMaxLength).regex(
    emailPattern,
    'Enter a valid email address',
  ),
  taxId: optionalText('Tax id', 30).regex(
    /^[A-Za-z0-9 .-]*$/,
    'A tax id may use letters, digits, spaces, dots and dashes',
  ),
  street: requiredText('Street', 120),
  city: requiredText('City', 60),
  postalCode: requiredText('Postal code', 12).regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/,
    'Enter a postal code of letters, digits, spaces or dashes',
  ),
  country: requiredText('Country', 60),
  phone: optionalText('Phone', 24).refine(
    (value) => value === '' || contactPattern.test(value),
    'Enter a phone number of digits, spaces and dashes, with an optional +',
  ),
})

/** PUT /api/billing/address: the whole address; problems come back at `address.<field>`. */
export const billingAddressUpdateSchema = z.strictObject({ address: billingAddressSchema })
