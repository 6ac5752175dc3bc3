import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { type Actor, createActor, waitFor } from 'xstate'
import type { InvoiceClient } from '../../src/api/types/invoices'
import { invoiceEditorMachine } from '../../src/machines/invoices/invoiceEditorMachine'
import { editorFiguresOf } from '../../src/machines/invoices/invoiceEditorRules'
import { invoicesHandlers } from '../../src/mocks/handlers/invoices'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { startContractServer } from '../support/contract'

// The invoice editor's machine without React, against the real invoice handlers on msw/node.

const server = startContractServer(...invoicesHandlers)

signInAsAdminBeforeEach()

type Editor = Actor<typeof invoiceEditorMachine>

const start = (id: number | null) =>
  createActor(invoiceEditorMachine, { input: { id, today: '2026-03-16' } }).start()

const editing = (actor: Editor) =>
  waitFor(actor, (snapshot) => snapshot.matches({ open: 'editing' }), { timeout: 5000 })

const contextOf = (actor: Editor) => actor.getSnapshot().context

const keysOf = (actor: Editor) => contextOf(actor).fields.lines.map((line) => line.key)

const newClient: InvoiceClient = {
  name: 'Ines Duarte',
  company: 'Duarte Studio',
  companyEmail: 'ines@duarte.pt',
  country: 'Portugal',
  contact: '+351 21 000 0000',
  address: 'Rua Augusta 10, Lisboa',
}

describe('invoice editor: add', () => {
  it('starts blank, places each problem at its field, then saves a new numbered invoice', async () => {
    const actor = start(null)
    await editing(actor)
    expect(contextOf(actor).clients).toHaveLength(5)
    expect(contextOf(actor).fields).toMatchObject({
      client: null,
      issuedDate: '2026-03-16',
      dueDate: '2026-04-15',
    })
    const [first] = keysOf(actor)
    if (!first) throw new Error('no first line')
    actor.send({ type: 'line.change', key: first, fields: { cost: 'abc' } })
    actor.send({ type: 'editor.change', fields: { dueDate: '2026-03-01' } })
    actor.send({ type: 'editor.save' })
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true)
    expect(contextOf(actor).errors).toEqual({
      client: { code: 'required' },
      service: { code: 'required' },
      dueDate: { code: 'dueBeforeIssued' },
      [`lines.${first}.item`]: { code: 'required' },
      [`lines.${first}.cost`]: { code: 'notANumber' },
    })

    // Typing clears a field's message; moving the issue date clears the due date's.
    actor.send({ type: 'editor.change', fields: { client: contextOf(actor).clients[0] ?? null } })
    actor.send({ type: 'editor.change', fields: { service: 'Design', issuedDate: '2026-02-20' } })
    actor.send({
      type: 'line.change',
      key: first,
      fields: { item: 'Logo', cost: '49.50', quantity: '8.33' },
    })
    expect(contextOf(actor).errors).toEqual({})
    actor.send({ type: 'line.add' })
    const second = keysOf(actor)[1]
    if (!second) throw new Error('no second line')
    actor.send({
      type: 'line.change',
      key: second,
      fields: { item: 'Cards', cost: '100', discount: '10', taxRate: '20' },
    })
    // Running totals: 8.33 × 49.50 = 412.34 (rounded per line); 100 − 10 % + 20 % tax = 108.00.
    expect(editorFiguresOf(contextOf(actor).fields, 0)).toMatchObject({
      subtotal: 51_234,
      discount: 1000,
      tax: 1800,
      total: 52_034,
    })
    actor.send({ type: 'line.move', key: second, by: -1 })
    expect(keysOf(actor)).toEqual([second, first])
    actor.send({ type: 'line.move', key: second, by: -1 })
    expect(keysOf(actor)).toEqual([second, first])

    actor.send({ type: 'editor.save' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'saved' }))
    const saved = contextOf(actor).saved
    expect(saved).toMatchObject({ invoiceStatus: 'Draft', service: 'Design', total: 520.34 })
    expect(saved?.lines.map((line) => line.item)).toEqual(['Cards', 'Logo'])
    expect(saved?.id).toBeGreaterThan(3101)
  })

  it('adds a new client from the drawer once it passes the client rules', async () => {
    const actor = start(null)
    await editing(actor)
    actor.send({ type: 'clientDrawer.open' })
    actor.send({ type: 'client.add', client: { ...newClient, companyEmail: 'not-an-email' } })
    expect(contextOf(actor).clientErrors).toEqual({ companyEmail: { code: 'invalidEmail' } })
    expect(contextOf(actor).clientDrawerOpen).toBe(true)
    actor.send({ type: 'client.add', client: { ...newClient, name: ' ' } })
    expect(contextOf(actor).clientErrors).toEqual({ name: { code: 'required' } })
    actor.send({ type: 'client.add', client: newClient })
    expect(contextOf(actor)).toMatchObject({ clientDrawerOpen: false, clientErrors: {} })
    expect(contextOf(actor).fields.client).toEqual(newClient)
    expect(contextOf(actor).clients.at(-1)).toEqual(newClient)
  })
})

describe('invoice editor: edit', () => {
  it('loads the invoice, sends only what changed, and a sent invoice records the edit', async () => {
    const actor = start(3104)
    await editing(actor)
    const loaded = contextOf(actor).invoice
    expect(loaded?.invoiceStatus).toBe('Sent')
    const [first] = keysOf(actor)
    if (!first) throw new Error('no first line')
    expect(contextOf(actor).fields.lines[0]).toMatchObject({ cost: '1700.00', quantity: '1' })
    actor.send({ type: 'line.change', key: first, fields: { quantity: '2' } })
    const figures = editorFiguresOf(contextOf(actor).fields, 0)
    expect(figures.total).toBeGreaterThan(loaded?.figures.total ?? 0)

    actor.send({ type: 'editor.save' })
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'saved' }))
    const saved = contextOf(actor).saved
    expect(saved?.figures.total).toBe(figures.total)
    expect(saved?.history.at(-1)).toMatchObject({ kind: 'edited', detail: 'lines' })
  })

  it("places a 400's field error at its field and keeps every field as typed", async () => {
    const actor = start(3102)
    await editing(actor)
    const paid = contextOf(actor).invoice?.figures.paid ?? 0
    expect(paid).toBeGreaterThan(0)
    const [first] = keysOf(actor)
    if (!first) throw new Error('no first line')
    // A total below what was already paid: only the back end knows the payments' rule.
    actor.send({ type: 'line.change', key: first, fields: { cost: '1.00' } })
    const typed = contextOf(actor).fields
    actor.send({ type: 'editor.save' })
    await waitFor(actor, (snapshot) => Object.keys(snapshot.context.errors).length > 0)
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true)
    expect(contextOf(actor).errors).toEqual({
      lines: { code: 'server', message: 'The total cannot be less than the payments received' },
    })
    expect(contextOf(actor).fields).toEqual(typed)
  })

  it('keeps the fields when the back end cannot be reached, and saves on a second try', async () => {
    const actor = start(3106)
    await editing(actor)
    actor.send({ type: 'editor.change', fields: { note: 'Thanks for your business.' } })
    server.use(
      http.post('*/apps/invoice/update-invoice', () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    )
    actor.send({ type: 'editor.save' })
    await waitFor(actor, (snapshot) => snapshot.context.failure !== null)
    expect(contextOf(actor).failure).toEqual({ reason: 'unavailable' })
    expect(contextOf(actor).fields.note).toBe('Thanks for your business.')
    actor.send({ type: 'editor.save' })
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'saved' }))
    expect(contextOf(actor).saved?.note).toBe('Thanks for your business.')
    // A draft's edit is not history.
    expect(contextOf(actor).saved?.history.map((entry) => entry.kind)).toEqual(['created'])
  })

  it('asks before leaving with changes, and leaves at once without', async () => {
    const clean = start(3106)
    await editing(clean)
    clean.send({ type: 'editor.close' })
    expect(clean.getSnapshot().matches({ open: 'closed' })).toBe(true)

    const actor = start(3106)
    await editing(actor)
    actor.send({ type: 'editor.change', fields: { salesperson: 'Ana' } })
    actor.send({ type: 'editor.close' })
    expect(actor.getSnapshot().hasTag('askingToClose')).toBe(true)
    actor.send({ type: 'editor.keepEditing' })
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true)
    expect(contextOf(actor).fields.salesperson).toBe('Ana')
    actor.send({ type: 'editor.close' })
    actor.send({ type: 'editor.discard' })
    expect(actor.getSnapshot().matches({ open: 'closed' })).toBe(true)
  })

  it('says not found for an unknown id, and removes a line with its messages', async () => {
    const unknown = start(99_999)
    await waitFor(unknown, (snapshot) => snapshot.hasTag('notFound'))

    const actor = start(3106)
    await editing(actor)
    const [first, second] = keysOf(actor)
    if (!first || !second) throw new Error('two lines expected')
    actor.send({ type: 'line.change', key: second, fields: { quantity: '0' } })
    actor.send({ type: 'editor.save' })
    expect(contextOf(actor).errors).toEqual({ [`lines.${second}.quantity`]: { code: 'tooSmall' } })
    actor.send({ type: 'line.remove', key: second })
    expect(keysOf(actor)).toEqual([first])
    expect(contextOf(actor).errors).toEqual({})
    actor.send({ type: 'line.remove', key: first })
    actor.send({ type: 'editor.save' })
    expect(contextOf(actor).errors).toEqual({ lines: { code: 'noLines' } })
  })
})
