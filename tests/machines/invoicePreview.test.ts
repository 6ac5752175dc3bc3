import { describe, expect, it } from 'vitest'
import { type Actor, createActor, fromPromise, waitFor } from 'xstate'
import type { InvoicePdfText } from '../../src/machines/invoices/invoicePdf'
import {
  invoicePreviewMachine,
  type PdfDownload,
} from '../../src/machines/invoices/invoicePreviewMachine'
import type { PaymentFields } from '../../src/machines/invoices/invoicePreviewForms'
import { invoicesHandlers } from '../../src/mocks/handlers/invoices'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { startContractServer } from '../support/contract'

// The invoice preview's machine without React, against the real handlers on msw/node.

startContractServer(...invoicesHandlers)

signInAsAdminBeforeEach()

type Preview = Actor<typeof invoicePreviewMachine>

const start = (id: number | null) => createActor(invoicePreviewMachine, { input: { id } }).start()

const ready = (actor: Preview) =>
  waitFor(actor, (snapshot) => snapshot.matches({ populated: 'ready' }), { timeout: 5000 })

const invoiceOf = (actor: Preview) => {
  const answer = actor.getSnapshot().context.answer
  if (!answer) throw new Error('no invoice shown')
  return answer.invoice
}

const payment = (amount: string): PaymentFields => ({
  amount,
  date: '2026-03-20',
  method: 'Bank Transfer',
  note: 'First part',
})

describe('invoice preview machine', () => {
  it('opens the invoice of the id, the first one for the bare route, not found for an unknown id', async () => {
    const shown = start(3102)
    await ready(shown)
    expect(invoiceOf(shown).id).toBe(3102)

    const first = start(null)
    await ready(first)
    expect(invoiceOf(first).id).toBe(3101)

    const unknown = start(99_999)
    await waitFor(unknown, (snapshot) => snapshot.hasTag('notFound'))
    expect(unknown.getSnapshot().context.answer).toBeNull()
  })

  it('adds a payment: the balance goes down, the history records it, the drawer closes', async () => {
    const actor = start(3102)
    await ready(actor)
    const before = invoiceOf(actor)
    actor.send({ type: 'drawer.open', drawer: 'payment' })
    actor.send({ type: 'payment.submit', fields: payment('100.50') })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.hasTag('refreshing'))
    await ready(actor)
    const after = invoiceOf(actor)
    expect(after.figures.balance).toBe(before.figures.balance - 10_050)
    expect(after.history.at(-1)).toMatchObject({ kind: 'paymentAdded', amount: 10_050 })
    expect(actor.getSnapshot().context.drawer).toBeNull()
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'done', action: 'payment' })
  })

  it('keeps a payment over the balance, an empty amount and no date at their fields, calling nothing', async () => {
    const actor = start(3102)
    await ready(actor)
    const balance = invoiceOf(actor).figures.balance
    actor.send({ type: 'drawer.open', drawer: 'payment' })
    actor.send({ type: 'payment.submit', fields: payment(((balance + 1) / 100).toFixed(2)) })
    expect(actor.getSnapshot().context.paymentErrors).toEqual({ amount: 'overBalance' })
    actor.send({ type: 'payment.submit', fields: { ...payment(' '), date: '' } })
    expect(actor.getSnapshot().context.paymentErrors).toEqual({
      amount: 'required',
      date: 'required',
    })
    actor.send({ type: 'payment.submit', fields: payment('12.345') })
    expect(actor.getSnapshot().context.paymentErrors).toEqual({ amount: 'notAnAmount' })
    expect(actor.getSnapshot().matches({ populated: 'ready' })).toBe(true)
    expect(actor.getSnapshot().context.drawer).toBe('payment')
    expect(invoiceOf(actor).figures.balance).toBe(balance)
  })

  it('sends a draft: its status becomes Sent and the history records it', async () => {
    const draft = await findDraft()
    const actor = start(draft)
    await ready(actor)
    expect(invoiceOf(actor).invoiceStatus).toBe('Draft')
    actor.send({ type: 'drawer.open', drawer: 'send' })
    const pdf = { pdf: samplePdfText, fileName: `invoice-${draft}.pdf` }
    actor.send({
      type: 'send.submit',
      fields: { to: 'not an email', subject: '', message: '' },
      ...pdf,
    })
    expect(actor.getSnapshot().context.sendErrors).toEqual({
      to: 'notAnEmail',
      subject: 'required',
    })
    actor.send({
      type: 'send.submit',
      fields: { to: 'client@example.com', subject: 'Your invoice', message: 'Thanks' },
      ...pdf,
    })
    await waitFor(actor, (snapshot) => snapshot.hasTag('refreshing'))
    await ready(actor)
    expect(invoiceOf(actor).invoiceStatus).toBe('Sent')
    expect(invoiceOf(actor).history.at(-1)?.kind).toBe('sent')
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'done', action: 'send' })
  })

  it('a failed download says so and leaves the invoice as it was', async () => {
    const actor = createActor(
      invoicePreviewMachine.provide({
        actors: {
          download: fromPromise<unknown, PdfDownload>(() => Promise.reject(new Error('disk full'))),
        },
      }),
      { input: { id: 3102 } },
    ).start()
    await ready(actor)
    const history = invoiceOf(actor).history
    actor.send({ type: 'invoice.download', pdf: samplePdfText, fileName: 'invoice-3102.pdf' })
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true)
    await ready(actor)
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'failed',
      action: 'download',
      failure: { reason: 'unavailable' },
    })
    expect(invoiceOf(actor).history).toEqual(history)
  })
})

const samplePdfText: InvoicePdfText = {
  title: 'Invoice #3102',
  facts: [],
  billTo: { heading: 'Bill to', lines: [] },
  columns: ['Item', 'Description', 'Total'],
  rows: [],
  totals: [],
  notes: [],
}

/** The Draft of the sample data due last (not yet past due once sent). */
async function findDraft(): Promise<number> {
  const { fetchInvoices } = await import('../../src/api/invoices')
  const page = await fetchInvoices({
    status: 'Draft',
    sortColumn: 'dueDate',
    sort: 'desc',
    perPage: 1,
  })
  const id = page.invoices[0]?.id
  if (id === undefined) throw new Error('no draft in the sample data')
  return id
}
