// The invoice writes: add, update, duplicate, delete (one or several, all or nothing), send
// (one or several), add a payment, download. Each is one transaction and answers the invoice
// as stored; its history says who did what and when.
import { HttpResponse } from 'msw'
import { invoiceFigures, type InvoiceDocument } from '../../../api/invoiceFigures'
import { invoiceDraftKeys } from '../../../api/schemas/invoices'
import type {
  InvoiceActivity,
  InvoiceDraft,
  InvoicePayment,
  InvoiceResponse,
  InvoicesResponse,
} from '../../../api/types/invoices'
import type { LoginUser } from '../../../api/types/auth'
import type { Email } from '../../../api/types/email'
import type { RepositoryTransaction } from '../../db/repository'
import { documentKey } from '../../db/table'
import { badRequest, invalidFields, notFound } from '../../http/errors'
import { readFormJson, readIds, readJson } from '../../http/input'
import { route } from '../../http/route'
import { dateFrom } from '../../../fixtures/dates'
import { insertSentEmail, senderOf, storeEmailFile } from '../emailOutbox'
import {
  invoiceIdBody,
  invoiceUpdateBody,
  newInvoiceBody,
  newPaymentBody,
  sendInvoicesBody,
  type SentInvoiceEmail,
} from './invoiceInput'
import {
  invoiceNumbersTable,
  invoicesTable,
  type StoredInvoice,
  toDocument,
  toInvoice,
  todayOf,
  toStoredInvoice,
} from './invoicesTable'

/** The invoices' email, written into the Email app's Sent folder with the PDF attached. */
async function mailInvoices(
  tx: RepositoryTransaction,
  referenceDay: Date,
  from: Email['from'],
  invoices: StoredInvoice[],
  email: SentInvoiceEmail,
) {
  const client = invoices.find(
    (invoice) => invoice.client.companyEmail.toLowerCase() === email.to.toLowerCase(),
  )?.client
  const attachments = email.attachment
    ? [await storeEmailFile(tx, { ...email.attachment, contentType: 'application/pdf' })]
    : []
  await insertSentEmail(tx, referenceDay, from, {
    to: [{ name: client?.name ?? email.to, email: email.to }],
    cc: [],
    bcc: [],
    subject: email.subject,
    message: messageHtml(email.message),
    attachments,
  })
}

/** Plain text as the HTML body an email holds: escaped, each line kept. */
const messageHtml = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('')

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Who a history entry names: the signed-in caller. */
const actorName = (user: LoginUser | undefined): string => user?.fullName ?? 'System'

const activity = (
  kind: InvoiceActivity['kind'],
  by: string,
  extra: Omit<InvoiceActivity, 'kind' | 'at' | 'by'> = {},
): InvoiceActivity => ({ kind, at: new Date().toISOString(), by, ...extra })

/** The next invoice number, taken in the same transaction as the invoice that uses it. */
async function takeNumber(tx: RepositoryTransaction): Promise<number> {
  const numbers = (await tx.get(invoiceNumbersTable, documentKey)) ?? { lastNumber: 0 }
  const highest = Math.max(numbers.lastNumber, (await tx.nextId(invoicesTable)) - 1)
  await tx.update(invoiceNumbersTable, { lastNumber: highest + 1 })
  return highest + 1
}

/**
 * Adds an invoice inside the caller's transaction: its number, then the invoice with its figures
 * and a `created` entry. Other areas' writes (an order placed at checkout) call it in their own:
 * `sentTo` records it sent to that address, `payments` as paid (each with its history entry).
 */
export async function insertInvoice(
  tx: RepositoryTransaction,
  draft: InvoiceDraft,
  options: {
    by: string
    referenceDay: Date
    detail?: string
    sentTo?: string
    payments?: InvoicePayment[]
  },
): Promise<StoredInvoice> {
  const payments = options.payments ?? []
  const document: InvoiceDocument = {
    ...draft,
    id: await takeNumber(tx),
    avatar: '',
    payments,
    history: [
      activity('created', options.by, options.detail ? { detail: options.detail } : {}),
      ...(options.sentTo ? [activity('sent', options.by, { detail: options.sentTo })] : []),
      ...payments.map((payment) =>
        activity('paymentAdded', options.by, { amount: payment.amount }),
      ),
    ],
  }
  return tx.insert(invoicesTable, toStoredInvoice(document, todayOf(options.referenceDay)))
}

async function storedOrMissing(tx: RepositoryTransaction, id: number): Promise<StoredInvoice> {
  const stored = await tx.get(invoicesTable, id)
  if (!stored) throw notFound(`There is no invoice with id ${id}.`)
  return stored
}

/** Stores the invoice made of `document`, its figures and status computed afresh. */
const save = (tx: RepositoryTransaction, document: InvoiceDocument, referenceDay: Date) =>
  tx.update(invoicesTable, toStoredInvoice(document, todayOf(referenceDay)))

export const invoicesWriteHandlers = [
  route('post', '/apps/invoice/add-invoice', async ({ request, repo, user }) => {
    const { invoice: draft } = await readFormJson(request, newInvoiceBody)
    const stored = await repo.transaction((tx) =>
      insertInvoice(tx, draft, { by: actorName(user), referenceDay: repo.referenceDay }),
    )
    return HttpResponse.json({ invoice: toInvoice(stored) } satisfies InvoiceResponse, {
      status: 201,
    })
  }),

  // Only the fields given change; an invoice no longer a draft records the edit in its history.
  route('post', '/apps/invoice/update-invoice', async ({ request, repo, user }) => {
    const { id, ...changes } = await readFormJson(request, invoiceUpdateBody)
    const stored = await repo.transaction(async (tx) => {
      const current = await storedOrMissing(tx, id)
      const changed = invoiceDraftKeys.filter(
        (key) =>
          changes[key] !== undefined &&
          JSON.stringify(changes[key]) !== JSON.stringify(current[key]),
      )
      const document: InvoiceDocument = { ...toDocument(current), ...changes }
      if (document.dueDate < document.issuedDate)
        throw invalidFields('The due date cannot be before the issue date.', {
          dueDate: 'The due date cannot be before the issue date',
        })
      if (invoiceFigures(document.lines).total < current.figures.paid)
        throw invalidFields('The new total is less than what has already been paid.', {
          lines: 'The total cannot be less than the payments received',
        })
      if (changed.length > 0 && current.invoiceStatus !== 'Draft')
        document.history = [
          ...document.history,
          activity('edited', actorName(user), { detail: changed.join(', ') }),
        ]
      return save(tx, document, repo.referenceDay)
    })
    return { invoice: toInvoice(stored) } satisfies InvoiceResponse
  }),

  // A new Draft with the same client, lines and terms, issued today, due after as many days.
  route('post', '/apps/invoice/duplicate', async ({ request, repo, user }) => {
    const { id } = await readJson(request, invoiceIdBody)
    const stored = await repo.transaction(async (tx) => {
      const source = await storedOrMissing(tx, id)
      const today = todayOf(repo.referenceDay)
      const days = Math.round(
        (Date.parse(source.dueDate) - Date.parse(source.issuedDate)) / 86_400_000,
      )
      const draft: InvoiceDraft = {
        ...toDocument(source),
        issuedDate: today,
        dueDate: dateFrom(repo.referenceDay, days),
      }
      return insertInvoice(tx, draft, {
        by: actorName(user),
        referenceDay: repo.referenceDay,
        detail: `#${source.id}`,
      })
    })
    return HttpResponse.json({ invoice: toInvoice(stored) } satisfies InvoiceResponse, {
      status: 201,
    })
  }),

  // One id (SPEC §7) or several (`id=3&id=7`): all are deleted, or none when one is unknown.
  route('delete', '/apps/invoice/delete', async ({ url, repo }) => {
    const ids = readIds(url)
    await repo.transaction(async (tx) => {
      for (const id of ids)
        if (!(await tx.remove(invoicesTable, id)))
          throw notFound(`There is no invoice with id ${id}.`)
    })
  }),

  // One or several invoices, all or none: each records `sent` (with the address, when given).
  route('post', '/apps/invoice/send', async ({ request, repo, user }) => {
    const { ids, email } = await readJson(request, sendInvoicesBody)
    const sent = await repo.transaction(async (tx) => {
      const invoices: StoredInvoice[] = []
      for (const id of ids) {
        const document = toDocument(await storedOrMissing(tx, id))
        document.history = [
          ...document.history,
          activity('sent', actorName(user), email ? { detail: email.to } : {}),
        ]
        invoices.push(await save(tx, document, repo.referenceDay))
      }
      if (email) await mailInvoices(tx, repo.referenceDay, senderOf(user), invoices, email)
      return invoices
    })
    return { invoices: sent.map(toInvoice) } satisfies InvoicesResponse
  }),

  // Never more than the balance; a draft is sent before it is paid.
  route('post', '/apps/invoice/add-payment', async ({ request, repo, user }) => {
    const payment = await readFormJson(request, newPaymentBody)
    const stored = await repo.transaction(async (tx) => {
      const current = await storedOrMissing(tx, payment.id)
      if (current.invoiceStatus === 'Draft')
        throw badRequest(`Invoice ${payment.id} is a draft: send it before recording a payment.`)
      if (payment.amount > current.figures.balance)
        throw invalidFields(
          `The payment is more than the balance of invoice ${payment.id} (${current.figures.balance} minor units).`,
          { amount: 'The amount cannot be more than the balance' },
        )
      const document = toDocument(current)
      const { id: _id, ...received } = payment
      document.payments = [...document.payments, received]
      document.history = [
        ...document.history,
        activity('paymentAdded', actorName(user), { amount: payment.amount }),
      ]
      return save(tx, document, repo.referenceDay)
    })
    return { invoice: toInvoice(stored) } satisfies InvoiceResponse
  }),

  // The PDF is made in the page; the back end records that it was downloaded.
  route('post', '/apps/invoice/download', async ({ request, repo, user }) => {
    const { id } = await readJson(request, invoiceIdBody)
    const stored = await repo.transaction(async (tx) => {
      const document = toDocument(await storedOrMissing(tx, id))
      document.history = [...document.history, activity('downloaded', actorName(user))]
      return save(tx, document, repo.referenceDay)
    })
    return { invoice: toInvoice(stored) } satisfies InvoiceResponse
  }),
]
