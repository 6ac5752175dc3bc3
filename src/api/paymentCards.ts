// A payment card as the Billing tab checks it before sending and the back end checks it again:
// the checkout's rules (`cardProblems`: Luhn, expiry not past, CVV, name), then only its brand, last four digits
// and expiry are kept.
import { digitsOf } from './checkoutRules'
import type { CardBrand, NewPaymentCard, PaymentCard } from './types/billing'

/** The card's brand from its first digits. */
export function cardBrandOf(cardNumber: string): CardBrand {
  const digits = digitsOf(cardNumber)
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^(6011|65)/.test(digits)) return 'discover'
  return 'other'
}

/** What is kept of a card: brand, last four, expiry and holder; never the number or the CVV. */
export function keptCardOf(
  card: NewPaymentCard,
): Pick<PaymentCard, 'brand' | 'last4' | 'expiry' | 'holder'> {
  return {
    brand: cardBrandOf(card.cardNumber),
    last4: digitsOf(card.cardNumber).slice(-4),
    expiry: card.expiry.replace(/\s/g, ''),
    holder: card.nameOnCard.trim(),
  }
}
