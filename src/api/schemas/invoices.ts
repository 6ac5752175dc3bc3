// The rules of an invoice's fields, as one zod schema: the back end checks every add and update
// with it (`src/mocks/handlers/invoices/invoiceInput.ts`) and the invoice editor checks its form
// with it before it saves (`src/machines/invoices/invoiceEditorRules.ts`), so the two never
// disagree. Messages are the API's (English); a refinement also names its problem as a code in
// `params.code`, which the editor's screen words in the viewer's language.
import { z } from 'zod'
import { maxLineCost, maxLineQuantity } from '../invoiceFigures'
import { invoiceCurrencies } from '../types/invoices'

/** The most lines an invoice holds. */
export const maxInvoiceLines = 100

const text = (label: string, max: number) => z.string(`${label} must be text`).trim().max(max)
const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required`)

/** A calendar date that exists: YYYY-MM-DD. */
export const calendarDate = z
  .string('Enter a date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: 'Enter a date that exists',
    params: { code: 'invalidDate' },
  })

/** A number with at most `places` decimals, between `min` and `max`. */
const decimal = (label: string, min: number, max: number, places: number) =>
  z
    .number(`${label} must be a number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .refine((value) => Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6, {
      message: `${label} takes at most ${places} decimals`,
      params: { code: 'tooManyDecimals' },
    })

export const invoiceLineRules = z.object({
  item: requiredText('Item', 120),
  description: text('Description', 500).default(''),
  cost: z
    .number('Cost must be a number of minor units')
    .int('Cost is a whole number of minor units (cents)')
    .min(0, 'Cost cannot be negative')
    .max(maxLineCost, `Cost must be at most ${maxLineCost} minor units`),
  quantity: decimal('Quantity', 0.001, maxLineQuantity, 3),
  discount: decimal('Discount', 0, 100, 2).default(0),
  taxRate: decimal('Tax rate', 0, 100, 2).default(0),
})

export const invoiceClientRules = z.object({
  name: requiredText('Client name', 120),
  company: text('Company', 120).default(''),
  companyEmail: z.string('Client email must be text').trim().email('Enter a valid email').max(320),
  country: text('Country', 60).default(''),
  contact: text('Contact', 40).default(''),
  address: text('Address', 300).default(''),
})

/** Every field of an invoice's draft (add-invoice takes them all, update-invoice any). */
export const invoiceDraftFields = {
  issuedDate: calendarDate,
  dueDate: calendarDate,
  client: invoiceClientRules,
  service: requiredText('Service', 120),
  currency: z.enum(invoiceCurrencies),
  salesperson: text('Salesperson', 80),
  note: text('Note', 2000),
  terms: text('Terms', 2000),
  lines: z.array(invoiceLineRules).min(1, 'Add at least one line').max(maxInvoiceLines),
}

/** The fields of a draft, in the order an edit's history names them. */
export const invoiceDraftKeys = [
  'issuedDate',
  'dueDate',
  'client',
  'service',
  'currency',
  'salesperson',
  'note',
  'terms',
  'lines',
] as const satisfies ReadonlyArray<keyof typeof invoiceDraftFields>

/** Whether the due date is on or after the issue date (either missing: nothing to compare). */
export const dueNotBeforeIssued = (dates: { issuedDate?: string; dueDate?: string }): boolean =>
  !dates.issuedDate || !dates.dueDate || dates.dueDate >= dates.issuedDate

export const dueDateIssue = {
  message: 'The due date cannot be before the issue date',
  path: ['dueDate'],
  params: { code: 'dueBeforeIssued' },
}

/** A whole draft, as the editor saves it. */
export const invoiceDraftRules = z
  .object(invoiceDraftFields)
  .refine(dueNotBeforeIssued, dueDateIssue)
