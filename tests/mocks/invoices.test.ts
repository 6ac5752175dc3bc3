import { describe, expect, it } from 'vitest'
import type {
  InvoiceClientsResponse,
  InvoicePreview,
  InvoicesPage,
} from '../../src/api/types/invoices'
import { invoicesHandlers } from '../../src/mocks/handlers/invoices'
import { call, startContractServer } from '../support/contract'

startContractServer(...invoicesHandlers)

const list = (query: Record<string, string | number | undefined> = {}) =>
  call<InvoicesPage>('/apps/invoice/invoices', { query })
const ids = (invoices: InvoicesPage['invoices']) => invoices.map((invoice) => invoice.id)
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)
const matches = async (q: string) => ids((await list({ q, perPage: 50 })).body.invoices)

describe('GET /apps/invoice/invoices', () => {
  it('defaults to page 1 of 10 in store order, with allData holding every match', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(body.total).toBe(30)
    expect(ids(body.invoices)).toEqual(range(3101, 3110))
    expect(ids(body.allData)).toEqual(range(3101, 3130))
    expect(body.invoices[0]).toMatchObject({
      id: 3101,
      issuedDate: '2025-12-10',
      client: {
        address: 'Av. Reforma 222, Juárez, 06600 Ciudad de México',
        company: 'Vega & Ortiz Architects',
        companyEmail: 'mvega@vegaortiz.mx',
        country: 'Mexico',
        contact: '+52 55 4120 8876',
        name: 'Marisol Vega',
      },
      service: 'Brand Identity',
      total: 4612.34,
      avatar: '/assets/images/avatars/5.svg',
      invoiceStatus: 'Paid',
      balance: 0,
      dueDate: '2026-01-09',
      currency: 'USD',
    })
    // Nothing of the stored list fields leaks into the answer.
    expect(Object.keys(body.invoices[0] ?? {})).not.toContain('settled')
  })

  it('answers lines, payments and history with figures in minor units that add up', async () => {
    const invoice = (await list()).body.invoices[0]
    expect(invoice?.lines).toHaveLength(2)
    expect(invoice?.lines[1]).toEqual({
      item: 'Support hours',
      description: 'Calls, reviews and hand-over, billed by the hour.',
      cost: 4950,
      quantity: 8.33,
      discount: 0,
      taxRate: 0,
    })
    // 4,200.00 + 8.33 × 49.50 (412.34), no tax or discount on this one; paid in full.
    expect(invoice?.figures).toEqual({
      subtotal: 461234,
      discount: 0,
      tax: 0,
      total: 461234,
      paid: 461234,
      balance: 0,
    })
    expect(invoice?.history.map((entry) => entry.kind)).toEqual(['created', 'sent', 'paymentAdded'])
  })

  it('counts and sums every status in the summary, whatever the query', async () => {
    const { summary } = (await list({ status: 'Draft' })).body
    expect(summary.map((entry) => [entry.status, entry.count])).toEqual([
      ['Paid', 8],
      ['Downloaded', 5],
      ['Sent', 5],
      ['Draft', 4],
      ['Partial Payment', 4],
      ['Past Due', 4],
    ])
    const all = (await list({ perPage: 50 })).body.allData
    const draftSum = all
      .filter((invoice) => invoice.invoiceStatus === 'Draft')
      .reduce((sum, invoice) => sum + invoice.figures.total, 0)
    expect(summary.find((entry) => entry.status === 'Draft')?.sums).toEqual([
      { currency: 'USD', amount: draftSum },
    ])
  })

  it('filters by status in any letter case; allData holds only the matches', async () => {
    const paid = (await list({ status: 'paid' })).body
    expect(ids(paid.invoices)).toEqual([3101, 3105, 3110, 3113, 3116, 3119, 3122, 3127])
    expect(paid.total).toBe(8)
    expect(ids(paid.allData)).toEqual(ids(paid.invoices))
    expect(ids((await list({ status: 'PAST DUE' })).body.invoices)).toEqual([
      3107, 3112, 3120, 3128,
    ])
    expect(ids((await list({ status: 'Partial payment' })).body.invoices)).toEqual([
      3102, 3108, 3117, 3126,
    ])
    expect((await list({ status: 'Draft' })).body.total).toBe(4)
    expect((await list({ status: 'sent' })).body.total).toBe(5)
    expect((await list({ status: 'downloaded' })).body.total).toBe(5)
    expect((await list({ status: '' })).body.total).toBe(30)
  })

  it('searches client email, client name, id, total, balance and due date', async () => {
    expect(await matches('NIMBUSHEALTH')).toEqual([3105, 3124])
    expect(await matches('marisol')).toEqual([3101, 3123])
    expect(await matches('3117')).toEqual([3117])
    expect(await matches('10299.84')).toEqual([3125])
    expect(await matches('1115.13')).toEqual([3112])
    expect(await matches('2026-04-1')).toEqual([3102, 3125, 3129, 3130])
  })

  it('does not search service, company, country or issued date', async () => {
    expect(await matches('Acoustic Simulation')).toEqual([])
    expect(await matches('Gulfline Shipping')).toEqual([])
    expect(await matches('Ghana')).toEqual([])
    expect(await matches('2025-12-10')).toEqual([])
  })

  it('matches the word "paid" to every settled invoice, in any letter case', async () => {
    expect(await matches('PAID')).toEqual([3101, 3105, 3110, 3113, 3116, 3119, 3122, 3127])
    expect(ids((await list({ q: 'paid', status: 'Draft' })).body.invoices)).toEqual([])
  })

  it('sorts by total, balance, client name, status and due date', async () => {
    expect(
      ids((await list({ sortColumn: 'total', sort: 'desc', perPage: 2 })).body.invoices),
    ).toEqual([3102, 3125])
    const byBalance = (await list({ sortColumn: 'balance', perPage: 50 })).body.invoices
    expect(byBalance.slice(0, 7).every((invoice) => invoice.balance === 0)).toBe(true)
    expect(
      ids((await list({ sortColumn: 'balance', sort: 'desc', perPage: 1 })).body.invoices),
    ).toEqual([3125])
    expect(ids((await list({ sortColumn: 'client', perPage: 3 })).body.invoices)).toEqual([
      3116, 3130, 3111,
    ])
    expect(
      (await list({ sortColumn: 'invoiceStatus', perPage: 1 })).body.invoices[0]?.invoiceStatus,
    ).toBe('Downloaded')
    expect(
      ids((await list({ sortColumn: 'dueDate', sort: 'desc', perPage: 1 })).body.invoices),
    ).toEqual([3125])
    const sorted = (await list({ sortColumn: 'id', sort: 'desc' })).body
    expect(ids(sorted.allData)).toEqual(range(3101, 3130).reverse())
  })

  it('pages: last page, beyond the last page, other page sizes', async () => {
    expect(ids((await list({ page: 3 })).body.invoices)).toEqual(range(3121, 3130))
    const beyond = (await list({ page: 4 })).body
    expect(beyond.invoices).toEqual([])
    expect(beyond.total).toBe(30)
    expect(beyond.allData).toHaveLength(30)
    expect(ids((await list({ page: 5, perPage: 7 })).body.invoices)).toEqual([3129, 3130])
  })

  it('answers 400 with a message on malformed parameters', async () => {
    for (const query of [
      { status: 'Overdue' },
      { page: -1 },
      { perPage: 'all' },
      { sortColumn: 'secret' },
      { sort: 'up' },
    ]) {
      const { status, body } = await list(query)
      expect(status).toBe(400)
      expect(body).toEqual({ message: expect.stringContaining('Invalid query') })
    }
  })

  it('answers 401 signed out and 403 to a client', async () => {
    expect((await call('/apps/invoice/invoices', { as: 'signed-out' })).status).toBe(401)
    expect((await call('/apps/invoice/invoices', { as: 'client' })).status).toBe(403)
  })
})

describe('GET /api/invoice/invoices/{id}', () => {
  it('answers the invoice and its payment details', async () => {
    const { status, body } = await call<InvoicePreview>('/api/invoice/invoices/3113')
    expect(status).toBe(200)
    expect(body.invoice).toMatchObject({ id: 3113, invoiceStatus: 'Paid', balance: 0 })
    expect(body.paymentDetails).toEqual({
      totalDue: '$0.00',
      bankName: 'Harbor Commercial Bank',
      country: 'Ghana',
      iban: 'GB41 HRCB 7127 8440 5885 9097 77',
      swiftCode: 'HRCBGB2L',
    })
  })

  it('answers 404 with a message for an unknown id and 400 for a malformed one', async () => {
    expect(await call('/api/invoice/invoices/9999')).toEqual({
      status: 404,
      body: { message: 'There is no invoice with id 9999.' },
    })
    expect((await call('/api/invoice/invoices/abc')).status).toBe(400)
    expect((await call('/api/invoice/invoices/')).status).toBe(400)
  })

  it('answers 403 to a client', async () => {
    expect((await call('/api/invoice/invoices/3101', { as: 'client' })).status).toBe(403)
  })
})

describe('GET /api/invoice/clients', () => {
  it('answers the first five different clients with their full data', async () => {
    const { status, body } = await call<InvoiceClientsResponse>('/api/invoice/clients')
    expect(status).toBe(200)
    expect(body.clients.map((client) => client.name)).toEqual([
      'Marisol Vega',
      'Henrik Aalto',
      'Chiamaka Eze',
      'Duncan McLeod',
      'Sunita Rao',
    ])
    expect(body.clients[3]).toEqual({
      address: '8 Castle Wynd, Inverness IV2 3EB',
      company: 'Highland Cask Co.',
      companyEmail: 'duncan@highlandcask.co.uk',
      country: 'United Kingdom',
      contact: '+44 1463 220 981',
      name: 'Duncan McLeod',
    })
  })

  it('answers 403 to a client', async () => {
    expect((await call('/api/invoice/clients', { as: 'client' })).status).toBe(403)
  })
})
