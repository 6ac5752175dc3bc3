// The preview's two forms (add a payment, send) as typed, and their rules. Pure: the machine
// checks them before it calls, and the screen words each error code at its field.
import { ApiError } from '../../api/http'
import { toMinorUnits } from '../../api/invoiceFigures'
import {
  type NewInvoicePayment,
  type PaymentMethod,
  paymentMethods,
} from '../../api/types/invoices'

export interface PaymentFields {
  /** A decimal amount as typed (e.g. "120.50"). */
  amount: string
  /** YYYY-MM-DD */
  date: string
  method: PaymentMethod
  note: string
}

export interface SendFields {
  to: string
  subject: string
  message: string
}

export type PaymentError = 'required' | 'notAnAmount' | 'notPositive' | 'overBalance'
export type PaymentErrors = Partial<Record<'amount' | 'date' | 'method' | 'note', PaymentError>>
export type SendErrors = Partial<Record<keyof SendFields, 'required' | 'notAnEmail'>>

const decimalAmount = /^\d+(?:[.,]\d{1,2})?$/
const emailAddress = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** What is wrong with a payment of at most `balance` minor units; nothing: it can be sent. */
export function paymentErrorsOf(fields: PaymentFields, balance: number): PaymentErrors {
  const errors: PaymentErrors = {}
  const amount = fields.amount.trim()
  if (amount === '') errors.amount = 'required'
  else if (!decimalAmount.test(amount)) errors.amount = 'notAnAmount'
  else {
    const minor = toMinorUnits(Number(amount.replace(',', '.')))
    if (minor < 1) errors.amount = 'notPositive'
    else if (minor > balance) errors.amount = 'overBalance'
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.date)) errors.date = 'required'
  if (!paymentMethods.includes(fields.method)) errors.method = 'required'
  return errors
}

export function sendErrorsOf(fields: SendFields): SendErrors {
  const errors: SendErrors = {}
  const to = fields.to.trim()
  if (to === '') errors.to = 'required'
  else if (!emailAddress.test(to)) errors.to = 'notAnEmail'
  if (fields.subject.trim() === '') errors.subject = 'required'
  return errors
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0

/** The add-payment call's payload for invoice `id`. */
export const paymentOf = (id: number, fields: PaymentFields): NewInvoicePayment => ({
  id,
  amount: toMinorUnits(Number(fields.amount.trim().replace(',', '.'))),
  date: fields.date,
  method: fields.method,
  note: fields.note.trim(),
})

/** The back end refused the amount (more than the balance, which moved meanwhile). */
export function isAmountRefused(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false
  const body = error.body
  if (!body || typeof body !== 'object' || !('errors' in body)) return false
  const errors = body.errors
  return !!errors && typeof errors === 'object' && 'amount' in errors
}
