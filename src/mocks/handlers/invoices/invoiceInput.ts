// What the invoice calls accept, checked with zod before anything is read or written.
import { z } from 'zod'
import { maxLineCost, maxLineQuantity } from '../../../api/invoiceFigures'
import {
  invoiceCurrencies,
  invoiceSortColumns,
  invoiceStatuses,
  type InvoiceStatus,
  paymentMethods,
} from '../../../api/types/invoices'
import { positiveInt, queryText, sortDirection } from '../../http/input'

const text = (label: string, max: number) => z.string(`${label} must be text`).trim().max(max)
const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required`)

/** A calendar date that exists: YYYY-MM-DD. */
export const calendarDate = z
  .string('Enter a date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine(
    (value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Enter a date that exists',
  )

/** A number with at most `places` decimals, between `min` and `max`. */
const decimal = (label: string, min: number, max: number, places: number) =>
  z
    .number(`${label} must be a number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .refine(
      (value) => Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6,
      `${label} takes at most ${places} decimals`,
    )

export const invoiceLineInput = z.object({
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

const clientInput = z.object({
  name: requiredText('Client name', 120),
  company: text('Company', 120).default(''),
  companyEmail: z.string('Client email must be text').trim().email('Enter a valid email').max(320),
  country: text('Country', 60).default(''),
  contact: text('Contact', 40).default(''),
  address: text('Address', 300).default(''),
})

const draftFields = {
  issuedDate: calendarDate,
  dueDate: calendarDate,
  client: clientInput,
  service: requiredText('Service', 120),
  currency: z.enum(invoiceCurrencies),
  salesperson: text('Salesperson', 80),
  note: text('Note', 2000),
  terms: text('Terms', 2000),
  lines: z.array(invoiceLineInput).min(1, 'Add at least one line').max(100),
}
/** A new invoice may leave these out. */
const draftDefaults = {
  currency: draftFields.currency.default('USD'),
  salesperson: draftFields.salesperson.default(''),
  note: draftFields.note.default(''),
  terms: draftFields.terms.default(''),
}

const dueNotBeforeIssued = (dates: { issuedDate?: string; dueDate?: string }) =>
  !dates.issuedDate || !dates.dueDate || dates.dueDate >= dates.issuedDate
const dueDateIssue = { message: 'The due date cannot be before the issue date', path: ['dueDate'] }

export const newInvoiceBody = z.object({
  invoice: z.object({ ...draftFields, ...draftDefaults }).refine(dueNotBeforeIssued, dueDateIssue),
})

export const invoiceUpdateBody = z
  .object({ id: z.number('id must be a number').int().positive() })
  .extend(z.object(draftFields).partial().shape)
  .strict()

export const invoiceIdBody = z.object({ id: z.number('id must be a number').int().positive() })

export const sendInvoicesBody = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, 'Name at least one invoice')
    .max(1000)
    .transform((ids) => [...new Set(ids)]),
  /** The email it goes with; the Email app's Sent folder will hold it (issue #32, later). */
  email: z
    .object({
      to: z.string().trim().email('Enter a valid email').max(320),
      subject: text('Subject', 200).default(''),
      message: text('Message', 5000).default(''),
    })
    .optional(),
})

export const newPaymentBody = z.object({
  id: z.number('id must be a number').int().positive(),
  amount: z
    .number('Amount must be a number of minor units')
    .int('Amount is a whole number of minor units (cents)')
    .min(1, 'Amount must be more than zero'),
  date: calendarDate,
  method: z.enum(paymentMethods),
  note: text('Note', 500).default(''),
})

const statusByLowerCase = new Map<string, InvoiceStatus>(
  invoiceStatuses.map((status) => [status.toLowerCase(), status]),
)

export const invoicesQuery = z.object({
  q: queryText,
  perPage: positiveInt(10),
  page: positiveInt(1),
  // SPEC §5: the status filter is case-insensitive.
  status: z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value) return undefined
      const status = statusByLowerCase.get(value.trim().toLowerCase())
      if (!status) {
        context.addIssue({
          code: 'custom',
          message: `must be one of ${invoiceStatuses.join(', ')}`,
        })
        return z.NEVER
      }
      return status
    }),
  sort: sortDirection,
  sortColumn: z.enum(invoiceSortColumns).or(z.literal('')).optional(),
  // Beyond §7, for the user view: one client's invoices, by email or name (either matches).
  clientEmail: z.string().trim().toLowerCase().max(320).optional(),
  clientName: z.string().trim().toLowerCase().max(120).optional(),
})
