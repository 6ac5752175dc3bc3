import { describe, expect, it } from 'vitest'
import type {
  Invoice,
  InvoiceDraft,
  InvoiceResponse,
  InvoicesPage,
  InvoicesResponse,
} from '../../src/api/types/invoices'
import { invoicesHandlers } from '../../src/mocks/handlers/invoices'
import { call, type CallerRole, startContractServer } from '../support/contract'

startContractServer(...invoicesHandlers)

const post = <Body>(path: string, body: unknown, as: CallerRole = 'admin') =>
  call<Body>(`/apps/invoice/${path}`, { method: 'POST', body, as })
const getInvoice = async (id: number) =>
  (await call<{ invoice: Invoice }>(`/api/invoice/invoices/${id}`)).body.invoice
const listIds = async () =>
  (
    await call<InvoicesPage>('/apps/invoice/invoices', { query: { perPage: 100 } })
  ).body.allData.map((invoice) => invoice.id)

const draft: InvoiceDraft = {
  issuedDate: '2026-03-16',
  dueDate: '2026-04-15',
  client: {
    name: 'Nadia Haddad',
    company: 'Haddad Studio',
    companyEmail: 'nadia@haddad.example',
    country: 'Lebanon',
    contact: '+961 1 555 010',
    address: 'Rue Gouraud 12, Beirut',
  },
  service: 'Consulting',
  currency: 'EUR',
  salesperson: 'Lena Fischer',
  note: 'Thank you.',
  terms: 'Net 30',
  lines: [
    { item: 'Workshop', description: '', cost: 4950, quantity: 8.33, discount: 0, taxRate: 0 },
    { item: 'Report', description: 'Written', cost: 10000, quantity: 1, discount: 10, taxRate: 20 },
  ],
}
const add = (invoice: unknown = draft, as: CallerRole = 'admin') =>
  post<InvoiceResponse & { message?: string; errors?: Record<string, string> }>(
    'add-invoice',
    { invoice },
    as,
  )

describe('POST /apps/invoice/add-invoice', () => {
  it('adds a Draft with figures from the one calculation, numbered after the last', async () => {
    const { status, body } = await add()
    expect(status).toBe(201)
    expect(body.invoice).toMatchObject({ id: 3131, invoiceStatus: 'Draft', currency: 'EUR' })
    // 412.34 + (100.00 − 10 %) + 20 % tax on 90.00 = 412.34 + 108.00
    expect(body.invoice.figures).toEqual({
      subtotal: 51234,
      discount: 1000,
      tax: 1800,
      total: 52034,
      paid: 0,
      balance: 52034,
    })
    expect(body.invoice.total).toBe(520.34)
    expect(body.invoice.balance).toBe(520.34)
    expect(body.invoice.history).toEqual([
      { kind: 'created', at: expect.any(String), by: 'Amara Okafor' },
    ])
    expect(await getInvoice(3131)).toEqual(body.invoice)
  })

  it('numbers without gaps: refused adds take no number, and a deleted number is not reused', async () => {
    expect((await add()).body.invoice.id).toBe(3131)
    expect((await add({ ...draft, lines: [] })).status).toBe(400)
    expect((await add({ ...draft, dueDate: '2026-01-01' })).status).toBe(400)
    expect((await add(draft, 'client')).status).toBe(403)
    expect((await add()).body.invoice.id).toBe(3132)
    await call('/apps/invoice/delete', { method: 'DELETE', query: { id: 3132 } })
    expect((await add()).body.invoice.id).toBe(3133)
    expect((await post<InvoiceResponse>('duplicate', { id: 3101 })).body.invoice.id).toBe(3134)
  })

  it('names each problem at its field, and writes nothing', async () => {
    const { status, body } = await add({
      ...draft,
      client: { ...draft.client, companyEmail: 'not-an-email' },
      lines: [{ item: '', cost: 10.5, quantity: 0 }],
    })
    expect(status).toBe(400)
    expect(body.message).toMatch(/Invalid request/)
    expect(Object.keys(body.errors ?? {})).toEqual(['invoice'])
    expect(body.message).toMatch(/companyEmail/)
    expect(body.message).toMatch(/lines\.0\.cost/)
    expect(await listIds()).toHaveLength(30)
  })

  it('answers 401 signed out', async () => {
    expect((await add(draft, 'signed-out')).status).toBe(401)
  })
})

describe('POST /apps/invoice/update-invoice', () => {
  it('changes only the fields given and records the change of a sent invoice', async () => {
    const { status, body } = await post<InvoiceResponse>('update-invoice', {
      id: 3104,
      note: 'Updated note',
      lines: [
        {
          item: 'Label Design',
          description: '',
          cost: 100000,
          quantity: 2,
          discount: 0,
          taxRate: 0,
        },
      ],
    })
    expect(status).toBe(200)
    expect(body.invoice).toMatchObject({ note: 'Updated note', total: 2000, invoiceStatus: 'Sent' })
    expect(body.invoice.terms).toBe((await getInvoice(3103)).terms)
    expect(body.invoice.history.at(-1)).toMatchObject({
      kind: 'edited',
      by: 'Amara Okafor',
      detail: 'note, lines',
    })
  })

  it('keeps a draft’s history to its creation; 404 unknown; 400 for a total below the payments', async () => {
    const edited = await post<InvoiceResponse>('update-invoice', { id: 3106, service: 'Apps' })
    expect(edited.body.invoice.history.map((entry) => entry.kind)).toEqual(['created'])
    expect((await post('update-invoice', { id: 9999, note: 'x' })).status).toBe(404)
    const cheaper = await post('update-invoice', {
      id: 3101,
      lines: [{ item: 'Less', cost: 100, quantity: 1 }],
    })
    expect(cheaper.status).toBe(400)
    expect((await post('update-invoice', { id: 3104, dueDate: '2020-01-01' })).status).toBe(400)
    expect((await post('update-invoice', { id: 3104, unknown: true })).status).toBe(400)
    expect((await getInvoice(3101)).total).toBe(4612.34)
  })
})

describe('POST /apps/invoice/duplicate', () => {
  it('makes a new Draft of the same client and lines, issued today, with no payments', async () => {
    const source = await getInvoice(3101)
    const { status, body } = await post<InvoiceResponse>('duplicate', { id: 3101 })
    expect(status).toBe(201)
    expect(body.invoice).toMatchObject({
      id: 3131,
      invoiceStatus: 'Draft',
      issuedDate: '2026-03-16',
      dueDate: '2026-04-15',
      client: source.client,
      lines: source.lines,
      payments: [],
      total: source.total,
      balance: source.total,
    })
    expect(body.invoice.history).toEqual([
      { kind: 'created', at: expect.any(String), by: 'Amara Okafor', detail: '#3101' },
    ])
    expect((await post('duplicate', { id: 42 })).status).toBe(404)
  })
})

describe('DELETE /apps/invoice/delete', () => {
  const remove = (id: string | number | number[], as: CallerRole = 'admin') =>
    call<{ message: string }>('/apps/invoice/delete', { method: 'DELETE', query: { id }, as })

  it('deletes exactly the invoice named; an unknown id is 404 and deletes nothing', async () => {
    expect((await remove(3101)).status).toBe(200)
    expect((await call('/api/invoice/invoices/3101')).status).toBe(404)
    expect(await remove(3101)).toEqual({
      status: 404,
      body: { message: 'There is no invoice with id 3101.' },
    })
    expect(await remove(42)).toEqual({
      status: 404,
      body: { message: 'There is no invoice with id 42.' },
    })
    const left = await listIds()
    expect(left).toHaveLength(29)
    expect(left).toContain(3130)
  })

  it('deletes several in one call, all or none', async () => {
    expect((await remove([3102, 3103, 42])).status).toBe(404)
    expect(await listIds()).toHaveLength(30)
    expect((await remove([3102, 3103])).status).toBe(200)
    expect(await listIds()).not.toContain(3103)
    expect(await listIds()).toHaveLength(28)
  })

  it('answers 400 for a malformed or missing id, 403 to a client', async () => {
    expect((await remove('3101abc')).status).toBe(400)
    expect((await call('/apps/invoice/delete', { method: 'DELETE' })).status).toBe(400)
    expect((await remove(3101, 'client')).status).toBe(403)
    expect(await listIds()).toHaveLength(30)
  })
})

describe('POST /apps/invoice/send', () => {
  it('sends a draft (status Sent), several at once, and records who sent it where', async () => {
    const { status, body } = await post<InvoicesResponse>('send', {
      ids: [3106, 3125],
      email: { to: 'felix@wagner-fm.de', subject: 'Invoice', message: 'Attached.' },
    })
    expect(status).toBe(200)
    expect(body.invoices.map((invoice) => invoice.invoiceStatus)).toEqual(['Past Due', 'Sent'])
    expect(body.invoices[1]?.history.at(-1)).toMatchObject({
      kind: 'sent',
      by: 'Amara Okafor',
      detail: 'felix@wagner-fm.de',
    })
  })

  it('sends none when one is unknown; 400 without ids; 403 to a client', async () => {
    expect((await post('send', { ids: [3125, 42] })).status).toBe(404)
    expect((await getInvoice(3125)).invoiceStatus).toBe('Draft')
    expect((await post('send', { ids: [] })).status).toBe(400)
    expect((await post('send', { ids: [3125] }, 'client')).status).toBe(403)
  })
})

describe('POST /apps/invoice/add-payment', () => {
  const pay = (id: number, amount: number) =>
    post<InvoiceResponse & { message: string }>('add-payment', {
      id,
      amount,
      date: '2026-03-16',
      method: 'Credit Card',
    })

  it('lowers the balance: Sent → Partial Payment → Paid', async () => {
    const sent = await getInvoice(3104)
    expect(sent.invoiceStatus).toBe('Sent')
    const part = await pay(3104, 10000)
    expect(part.status).toBe(200)
    expect(part.body.invoice.invoiceStatus).toBe('Partial Payment')
    expect(part.body.invoice.figures.balance).toBe(sent.figures.balance - 10000)
    expect(part.body.invoice.history.at(-1)).toMatchObject({ kind: 'paymentAdded', amount: 10000 })
    const rest = await pay(3104, part.body.invoice.figures.balance)
    expect(rest.body.invoice).toMatchObject({ invoiceStatus: 'Paid', balance: 0 })
  })

  it('never takes more than the balance, nor pays a draft or a paid invoice', async () => {
    const sent = await getInvoice(3104)
    const over = await pay(3104, sent.figures.balance + 1)
    expect(over.status).toBe(400)
    expect(over.body.message).toMatch(/more than the balance/)
    expect((await getInvoice(3104)).payments).toEqual([])
    expect((await pay(3101, 1)).status).toBe(400)
    expect((await pay(3106, 100)).status).toBe(400)
    expect((await pay(3104, 0)).status).toBe(400)
    expect((await pay(9999, 100)).status).toBe(404)
  })
})

describe('POST /apps/invoice/download', () => {
  it('records the download: status Downloaded', async () => {
    const { status, body } = await post<InvoiceResponse>('download', { id: 3104 })
    expect(status).toBe(200)
    expect(body.invoice.invoiceStatus).toBe('Downloaded')
    expect(body.invoice.history.at(-1)).toMatchObject({ kind: 'downloaded', by: 'Amara Okafor' })
    expect((await post('download', { id: 9999 })).status).toBe(404)
    expect((await post('download', { id: 3104 }, 'client')).status).toBe(403)
  })
})
