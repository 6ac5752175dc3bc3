// What the invoice calls accept, checked with zod before anything is read or written.
import { z } from 'zod'
import {
  calendarDate,
  dueDateIssue,
  dueNotBeforeIssued,
  invoiceDraftFields,
} from '../../../api/schemas/invoices'
import {
  invoiceSortColumns,
  invoiceStatuses,
  type InvoiceStatus,
  paymentMethods,
} from '../../../api/types/invoices'
import { positiveInt, queryText, sortDirection } from '../../http/input'

const text = (label: string, max: number) => z.string(`${label} must be text`).trim().max(max)

/** A new invoice may leave these out. */
const draftDefaults = {
  currency: invoiceDraftFields.currency.default('USD'),
  salesperson: invoiceDraftFields.salesperson.default(''),
  note: invoiceDraftFields.note.default(''),
  terms: invoiceDraftFields.terms.default(''),
}

export const newInvoiceBody = z.object({
  invoice: z
    .object({ ...invoiceDraftFields, ...draftDefaults })
    .refine(dueNotBeforeIssued, dueDateIssue),
})

export const invoiceUpdateBody = z
  .object({ id: z.number('id must be a number').int().positive() })
  .extend(z.object(invoiceDraftFields).partial().shape)
  .strict()

export const invoiceIdBody = z.object({ id: z.number('id must be a number').int().positive() })

/** The largest PDF an invoice's email takes (bytes). */
const maxPdfBytes = 2 * 1024 * 1024

/** A PDF the page made, as base64: decoded here, and refused unless it is a PDF. */
const pdfAttachment = z
  .object({
    fileName: z
      .string()
      .trim()
      .regex(/^[^/\\]{1,120}\.pdf$/i, 'The attachment must be a .pdf file name'),
    contentBase64: z
      .string()
      .max(Math.ceil(maxPdfBytes / 3) * 4, 'The PDF is larger than 2 MB')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The PDF must be base64'),
  })
  .transform((given, context) => {
    let bytes: Uint8Array
    try {
      bytes = Uint8Array.from(atob(given.contentBase64), (char) => char.charCodeAt(0))
    } catch {
      bytes = new Uint8Array()
    }
    if (String.fromCharCode(...bytes.subarray(0, 5)) !== '%PDF-') {
      context.addIssue({ code: 'custom', message: 'The attachment is not a PDF' })
      return z.NEVER
    }
    return { ...given, bytes }
  })

export const sendInvoicesBody = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, 'Name at least one invoice')
    .max(1000)
    .transform((ids) => [...new Set(ids)]),
  /** The email it goes with: the Email app's Sent folder holds it, with the PDF attached. */
  email: z
    .object({
      to: z.string().trim().email('Enter a valid email').max(320),
      subject: text('Subject', 200).default(''),
      message: text('Message', 5000).default(''),
      attachment: pdfAttachment.optional(),
    })
    .optional(),
})

/** The email of a send call, as checked (the PDF's bytes decoded). */
export type SentInvoiceEmail = NonNullable<z.output<typeof sendInvoicesBody>['email']>

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
