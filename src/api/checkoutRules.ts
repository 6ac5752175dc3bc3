// The checkout's form rules, pure: the checkout machine checks them as a step is left and the back
// end checks them again when an order is placed (ESLint lets the back end import this file).
import {
  type AddressField,
  addressFields,
  type CardDetails,
  type CardField,
  type ShippingAddress,
} from './types/checkout'

export const addressProblemCodes = [
  'required',
  'tooLong',
  'invalidPostalCode',
  'invalidPhone',
] as const
export type AddressProblem = (typeof addressProblemCodes)[number]
export const cardProblemCodes = [
  'required',
  'invalidNumber',
  'invalidExpiry',
  'expired',
  'invalidCvv',
  'tooLong',
] as const
export type CardProblem = (typeof cardProblemCodes)[number]

export type AddressProblems = Partial<Record<AddressField, AddressProblem>>
export type CardProblems = Partial<Record<CardField, CardProblem>>

const maxLength: Record<AddressField, number> = {
  fullName: 80,
  street: 120,
  city: 60,
  postalCode: 12,
  country: 60,
  phone: 20,
}

/** What is wrong with each field of the address; empty when it can be shipped to. */
export function addressProblems(address: ShippingAddress): AddressProblems {
  const problems: AddressProblems = {}
  for (const field of addressFields) {
    const value = address[field].trim()
    if (value === '') problems[field] = 'required'
    else if (value.length > maxLength[field]) problems[field] = 'tooLong'
  }
  if (!problems.postalCode && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/.test(address.postalCode.trim()))
    problems.postalCode = 'invalidPostalCode'
  if (!problems.phone && !/^\+?[0-9 ()-]{6,20}$/.test(address.phone.trim()))
    problems.phone = 'invalidPhone'
  return problems
}

export const digitsOf = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, '')

/** The Luhn checksum of a card number (digits only). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** `MM/YY` as its year and month, or null. */
export function expiryOf(expiry: string): { year: number; month: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  return { year: 2000 + Number(match[2]), month }
}

/** What is wrong with each field of the card; a card is good through the last day of its month. */
export function cardProblems(card: CardDetails, today: Date): CardProblems {
  const problems: CardProblems = {}
  const digits = digitsOf(card.cardNumber)
  if (digits === '') problems.cardNumber = 'required'
  else if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) problems.cardNumber = 'invalidNumber'
  const expiry = expiryOf(card.expiry)
  if (card.expiry.trim() === '') problems.expiry = 'required'
  else if (!expiry) problems.expiry = 'invalidExpiry'
  else if (expiry.year * 12 + expiry.month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1)
    problems.expiry = 'expired'
  if (card.cvv.trim() === '') problems.cvv = 'required'
  else if (!/^\d{3,4}$/.test(card.cvv.trim())) problems.cvv = 'invalidCvv'
  if (card.nameOnCard.trim() === '') problems.nameOnCard = 'required'
  else if (card.nameOnCard.trim().length > 80) problems.nameOnCard = 'tooLong'
  return problems
}

export const hasProblems = (problems: object): boolean => Object.keys(problems).length > 0
