import { describe, expect, it } from 'vitest'
import { type Actor, createActor, SimulatedClock, waitFor } from 'xstate'
import type { ListParams } from '../../src/machines/list/listParams'
import {
  defaultInvoiceParams,
  type InvoiceFilters,
  invoicesQueryOf,
  invoiceStatusNamed,
} from '../../src/machines/invoices/invoicesListMachine'
import { invoicesMachine } from '../../src/machines/invoices/invoicesMachine'
import { invoicesHandlers } from '../../src/mocks/handlers/invoices'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { call, startContractServer } from '../support/contract'

// The invoice list screen's machine without React, against the real handlers on msw/node.

startContractServer(...invoicesHandlers)

signInAsAdminBeforeEach()

type Invoices = Actor<typeof invoicesMachine>
const undoMs = 5000

function start(params: Partial<ListParams<InvoiceFilters>> = {}, clock = new SimulatedClock()) {
  return createActor(invoicesMachine, {
    input: { params: { ...defaultInvoiceParams, ...params }, searchDelayMs: 5, undoMs },
    clock,
  }).start()
}

function listOf(actor: Invoices) {
  const list = actor.getSnapshot().children.list
  if (!list) throw new Error('no list child')
  return list
}

const ids = (actor: Invoices) =>
  listOf(actor)
    .getSnapshot()
    .context.rows.map((row) => row.id)

const settled = (actor: Invoices) =>
  waitFor(
    listOf(actor),
    (snapshot) =>
      (snapshot.hasTag('populated') || snapshot.hasTag('empty')) && !snapshot.hasTag('refreshing'),
  )

describe('invoice list params', () => {
  it('names a status in any letter case, and only a known one reaches the call', () => {
    expect(invoiceStatusNamed('past due')).toBe('Past Due')
    expect(invoiceStatusNamed('Overdue')).toBeUndefined()
    const params = { ...defaultInvoiceParams, filters: { status: 'PARTIAL PAYMENT' } }
    expect(invoicesQueryOf(params)).toEqual({
      page: 1,
      perPage: 10,
      sort: 'asc',
      status: 'Partial Payment',
    })
    expect(invoicesQueryOf({ ...params, filters: { status: 'nope' } })).not.toHaveProperty('status')
  })
})

describe('invoices machine', () => {
  it('loads the first page with the per-status summary', async () => {
    const actor = start()
    const snapshot = await settled(actor)
    expect(snapshot.context.total).toBe(30)
    expect(ids(actor)).toHaveLength(10)
    expect(snapshot.context.summary?.find((entry) => entry.status === 'Past Due')?.count).toBe(4)
  })

  it('filters Past Due, searches "paid", sorts by balance and pages', async () => {
    const clock = new SimulatedClock()
    const actor = start({}, clock)
    await settled(actor)
    listOf(actor).send({ type: 'list.filter', filter: 'status', value: 'Past Due' })
    await waitFor(listOf(actor), (snapshot) => snapshot.context.total === 4)
    expect(
      listOf(actor)
        .getSnapshot()
        .context.rows.every((row) => row.invoiceStatus === 'Past Due'),
    ).toBe(true)
    listOf(actor).send({ type: 'list.filter', filter: 'status', value: '' })
    listOf(actor).send({ type: 'list.search', text: 'paid' })
    clock.increment(5)
    await waitFor(listOf(actor), (snapshot) => snapshot.context.total === 8)
    expect(
      listOf(actor)
        .getSnapshot()
        .context.rows.every((row) => row.balance === 0),
    ).toBe(true)
    listOf(actor).send({ type: 'list.search', text: '' })
    clock.increment(5)
    listOf(actor).send({ type: 'list.sort', column: 'balance', direction: 'desc' })
    await waitFor(listOf(actor), (snapshot) => snapshot.context.params.sortColumn === 'balance')
    await settled(actor)
    expect(ids(actor)[0]).toBe(3125)
    listOf(actor).send({ type: 'list.page', page: 3 })
    await waitFor(listOf(actor), (snapshot) => snapshot.context.params.page === 3)
    await settled(actor)
    expect(ids(actor)).toHaveLength(10)
  })

  it('duplicates an invoice: a notice names the new draft and the list is fetched again', async () => {
    const actor = start({ sortColumn: 'id', sort: 'desc' })
    await settled(actor)
    actor.send({ type: 'invoice.duplicate', id: 3101 })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.context.notice !== null)
    expect(actor.getSnapshot().context.notice).toMatchObject({
      kind: 'duplicated',
      invoice: { id: 3131, invoiceStatus: 'Draft' },
    })
    await waitFor(listOf(actor), (snapshot) => snapshot.context.total === 31)
    await settled(actor)
    expect(ids(actor)[0]).toBe(3131)
  })

  it('sends the selected invoices in one call, clears the selection and refetches', async () => {
    const actor = start({ filters: { status: 'Draft' } })
    await settled(actor)
    const drafts = ids(actor)
    listOf(actor).send({ type: 'selection.page' })
    actor.send({ type: 'invoices.send', ids: drafts })
    await waitFor(actor, (snapshot) => snapshot.context.notice?.kind === 'sent')
    await waitFor(listOf(actor), (snapshot) => snapshot.context.selectedIds.length === 0)
    await waitFor(listOf(actor), (snapshot) => snapshot.context.total === 0)
  })

  it('says why a send failed and keeps the list', async () => {
    const actor = start()
    await settled(actor)
    actor.send({ type: 'invoices.send', ids: [3101, 42] })
    await waitFor(actor, (snapshot) => snapshot.context.notice?.kind === 'failed')
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'failed',
      action: 'send',
      failure: { reason: 'rejected', message: 'There is no invoice with id 42.' },
    })
    actor.send({ type: 'notice.dismiss' })
    expect(actor.getSnapshot().context.notice).toBeNull()
    actor.send({ type: 'invoices.send', ids: [] })
    expect(actor.getSnapshot().hasTag('saving')).toBe(false)
  })

  it('deletes with Undo: undone, nothing is deleted; after the window, one call deletes all', async () => {
    const clock = new SimulatedClock()
    const actor = start({}, clock)
    await settled(actor)
    listOf(actor).send({ type: 'rows.delete', ids: [3101, 3102] })
    expect(ids(actor)).not.toContain(3101)
    listOf(actor).send({ type: 'rows.undo' })
    expect(ids(actor).slice(0, 2)).toEqual([3101, 3102])
    clock.increment(undoMs)
    expect((await call('/api/invoice/invoices/3101')).status).toBe(200)

    listOf(actor).send({ type: 'rows.delete', ids: [3101, 3102] })
    clock.increment(undoMs)
    await waitFor(listOf(actor), (snapshot) => snapshot.context.total === 28)
    expect((await call('/api/invoice/invoices/3101')).status).toBe(404)
    expect((await call('/api/invoice/invoices/3102')).status).toBe(404)
  })
})
