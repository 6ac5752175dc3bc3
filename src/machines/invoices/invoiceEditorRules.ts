// The invoice editor's form as typed, its conversion to and from an invoice's draft, and its
// checks: the shared zod rules of `src/api/schemas/invoices.ts` (the back end's own), each problem
// turned into a code at its field that the screen words. Pure, no I/O.
import type { z } from 'zod'
import { type FigureLine, invoiceFigures, toMinorUnits } from '../../api/invoiceFigures'
import {
  dueNotBeforeIssued,
  invoiceClientRules,
  invoiceDraftKeys,
  invoiceDraftRules,
} from '../../api/schemas/invoices'
import type {
  Invoice,
  InvoiceClient,
  InvoiceCurrency,
  InvoiceDraft,
  InvoiceFigures,
  InvoiceLine,
} from '../../api/types/invoices'
import { serverFieldMessages } from '../../api/schemas/formIssues'

/** One line as typed: amounts are decimal text ("49.50", "8.33"); `key` stays with the line. */
export interface LineFields {
  key: string
  item: string
  description: string
  cost: string
  quantity: string
  discount: string
  taxRate: string
}

export type LineField = Exclude<keyof LineFields, 'key'>

export interface InvoiceEditorFields {
  client: InvoiceClient | null
  issuedDate: string
  dueDate: string
  service: string
  currency: InvoiceCurrency
  salesperson: string
  note: string
  terms: string
  lines: LineFields[]
}

/** The fields an `editor.change` may set (the lines change through their own events). */
export type HeaderFields = Omit<InvoiceEditorFields, 'lines'>

export const editorProblemCodes = [
  'required',
  'tooLong',
  'notANumber',
  'tooSmall',
  'tooLarge',
  'tooManyDecimals',
  'invalidDate',
  'dueBeforeIssued',
  'invalidEmail',
  'noLines',
  'tooManyLines',
] as const
/** A field's problem: a code the screen words, or the back end's own sentence (`server`). */
export type EditorProblem =
  { code: (typeof editorProblemCodes)[number] } | { code: 'server'; message: string }

/**
 * Problems by field: `issuedDate`, `client`, `lines` (the list as a whole), a line's field as
 * `lines.<key>.<field>` (by the line's key, so a message moves with its line).
 */
export type EditorErrors = Record<string, EditorProblem>

export const lineErrorKey = (key: string, field: LineField): string => `lines.${key}.${field}`

export const emptyLine = (key: string): LineFields => ({
  key,
  item: '',
  description: '',
  cost: '',
  quantity: '1',
  discount: '0',
  taxRate: '0',
})

/** Minor units as the decimal text a person types: 4950 → "49.50". */
const amountText = (minor: number): string => (minor / 100).toFixed(2)

export function fieldsOfInvoice(invoice: Invoice): InvoiceEditorFields {
  return {
    client: invoice.client,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    service: invoice.service,
    currency: invoice.currency,
    salesperson: invoice.salesperson,
    note: invoice.note,
    terms: invoice.terms,
    lines: invoice.lines.map((line, index) => ({
      key: `line-${index + 1}`,
      item: line.item,
      description: line.description,
      cost: amountText(line.cost),
      quantity: String(line.quantity),
      discount: String(line.discount),
      taxRate: String(line.taxRate),
    })),
  }
}

/** A blank invoice issued `today`, due 30 days later, with one empty line. */
export function newInvoiceFields(today: string): InvoiceEditorFields {
  const due = new Date(`${today}T00:00:00Z`)
  due.setUTCDate(due.getUTCDate() + 30)
  return {
    client: null,
    issuedDate: today,
    dueDate: due.toISOString().slice(0, 10),
    service: '',
    currency: 'USD',
    salesperson: '',
    note: '',
    terms: '',
    lines: [emptyLine('line-1')],
  }
}

/** A typed number ("8,33" too); NaN when it is none, so the rules call it not a number. */
const numberOf = (typed: string): number => {
  const trimmed = typed.trim().replace(',', '.')
  return trimmed === '' || !/^-?\d*\.?\d*$/.test(trimmed) ? Number.NaN : Number(trimmed)
}

/** A typed amount as minor units; NaN when it is not an amount of at most two decimals. */
const minorOf = (typed: string): number => {
  const trimmed = typed.trim().replace(',', '.')
  return /^\d+(?:\.\d{1,2})?$/.test(trimmed) ? toMinorUnits(Number(trimmed)) : Number.NaN
}

export const lineOf = (line: LineFields): InvoiceLine => ({
  item: line.item.trim(),
  description: line.description.trim(),
  cost: minorOf(line.cost),
  quantity: numberOf(line.quantity),
  discount: numberOf(line.discount),
  taxRate: numberOf(line.taxRate),
})

/** What add-invoice takes (the client may still be missing: the rules say so). */
export function draftOf(fields: InvoiceEditorFields): Omit<InvoiceDraft, 'client'> & {
  client: InvoiceClient | null
} {
  return {
    client: fields.client,
    issuedDate: fields.issuedDate,
    dueDate: fields.dueDate,
    service: fields.service.trim(),
    currency: fields.currency,
    salesperson: fields.salesperson.trim(),
    note: fields.note.trim(),
    terms: fields.terms.trim(),
    lines: fields.lines.map(lineOf),
  }
}

/** A line as the running figures count it: what is not yet a number counts as nothing. */
export function figureLineOf(line: LineFields): FigureLine {
  const typed = lineOf(line)
  const orZero = (value: number) => (Number.isNaN(value) ? 0 : value)
  return {
    cost: orZero(typed.cost),
    quantity: orZero(typed.quantity),
    discount: orZero(typed.discount),
    taxRate: orZero(typed.taxRate),
  }
}

/** The running figures of the form; `paid` from the payments already received. */
export function editorFiguresOf(fields: InvoiceEditorFields, paid: number): InvoiceFigures {
  return invoiceFigures(fields.lines.map(figureLineOf), paid > 0 ? [{ amount: paid }] : [])
}

function problemOf(issue: z.core.$ZodIssue, typed: string | undefined): EditorProblem {
  const named = issue.code === 'custom' ? issue.params?.code : undefined
  const code = editorProblemCodes.find((known) => known === named)
  if (code) return { code }
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return { code: 'noLines' }
      return issue.origin === 'string' ? { code: 'required' } : { code: 'tooSmall' }
    case 'too_big':
      if (issue.origin === 'array') return { code: 'tooManyLines' }
      return issue.origin === 'string' ? { code: 'tooLong' } : { code: 'tooLarge' }
    case 'invalid_format':
      return issue.format === 'email' ? { code: 'invalidEmail' } : { code: 'invalidDate' }
    case 'invalid_type':
      return typed !== undefined && typed.trim() !== ''
        ? { code: 'notANumber' }
        : { code: 'required' }
    default:
      return { code: 'required' }
  }
}

/** The errors of the client drawer's fields (the invoice's client rules), by field name. */
export function clientErrorsOf(client: InvoiceClient): EditorErrors {
  const parsed = invoiceClientRules.safeParse(client)
  const errors: EditorErrors = {}
  if (parsed.success) return errors
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0])
    if (!(field in errors)) errors[field] = problemOf(issue, undefined)
  }
  return errors
}

/** Every problem of the form, at its field (the first problem of each). */
export function editorErrorsOf(fields: InvoiceEditorFields): EditorErrors {
  const errors: EditorErrors = {}
  const draft = draftOf(fields)
  const parsed = invoiceDraftRules.safeParse(draft)
  if (parsed.success) return errors
  for (const issue of parsed.error.issues) {
    const [first, index, field] = issue.path
    let key = String(first)
    let typed: string | undefined
    if (first === 'lines' && typeof index === 'number') {
      const line = fields.lines[index]
      const lineField = String(field) as LineField
      if (!line) continue
      key = lineErrorKey(line.key, lineField)
      typed = line[lineField]
    }
    if (!(key in errors)) errors[key] = problemOf(issue, typed)
  }
  // zod checks the dates' order only once every field passes: the form says it at once.
  if (!errors.issuedDate && !errors.dueDate && !dueNotBeforeIssued(draft))
    errors.dueDate = { code: 'dueBeforeIssued' }
  return errors
}

export const hasProblems = (errors: EditorErrors): boolean => Object.keys(errors).length > 0

/** The back end's field errors of a 400 (`errors: { dueDate: '…' }`), at those fields. */
export function serverErrorsOf(error: unknown): EditorErrors {
  const errors: EditorErrors = {}
  for (const [name, message] of Object.entries(serverFieldMessages(error)))
    if (name !== 'invoice' && name !== 'id') errors[name] = { code: 'server', message }
  return errors
}

/** Whether the form differs from how it was loaded. */
export const isEdited = (initial: InvoiceEditorFields, fields: InvoiceEditorFields): boolean =>
  JSON.stringify(initial) !== JSON.stringify(fields)

/** The form as a draft that passes the rules, or null while it does not. */
export function validDraftOf(fields: InvoiceEditorFields): InvoiceDraft | null {
  const parsed = invoiceDraftRules.safeParse(draftOf(fields))
  return parsed.success ? parsed.data : null
}

/** The fields of `draft` that differ from `before` (what update-invoice is sent); all without it. */
export function changedDraft(
  before: InvoiceDraft | null,
  draft: InvoiceDraft,
): Partial<InvoiceDraft> {
  const changed: Partial<InvoiceDraft> = {}
  const copy = <K extends keyof InvoiceDraft>(key: K) => {
    if (!before || JSON.stringify(before[key]) !== JSON.stringify(draft[key]))
      changed[key] = draft[key]
  }
  for (const key of invoiceDraftKeys) copy(key)
  return changed
}
