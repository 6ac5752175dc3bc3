import { assertEvent, assign, sendTo, setup } from 'xstate'
import { backendTables } from '../../api/backendAnnouncements'
import { duplicateInvoice, sendInvoices } from '../../api/invoices'
import type { Invoice } from '../../api/types/invoices'
import type { ListInput } from '../list/listSteps'
import { type CallFailure, failureOf } from '../shared/callFailure'
import { fromCall } from '../shared/fromCall'
import { fromTableChanges } from '../shared/tableChanges'
import { type InvoiceFilters, invoicesListMachine } from './invoicesListMachine'

export type InvoicesInput = ListInput<InvoiceFilters>

/** What the screen tells after a duplicate or a send. */
export type InvoicesNotice =
  | { kind: 'duplicated'; invoice: Invoice }
  | { kind: 'sent'; ids: number[] }
  | { kind: 'failed'; action: 'duplicate' | 'send'; failure: CallFailure }

export interface InvoicesContext {
  listInput: InvoicesInput
  notice: InvoicesNotice | null
}

export type InvoicesEvent =
  | { type: 'invoice.duplicate'; id: number }
  | { type: 'invoices.send'; ids: number[] }
  | { type: 'notice.dismiss' }
  | { type: 'invoices.changedElsewhere' }

/**
 * The invoice list screen: the list (child `list`, the kit's list machine with its Undo delete)
 * and the writes it starts besides: duplicate (a new Draft) and send (one or several). Each is
 * one call at a time (tag `saving`); after it the list is fetched again with the last params
 * (SPEC §4). Writes from other tabs refetch the list too.
 */
export const invoicesMachine = setup({
  types: {
    context: {} as InvoicesContext,
    events: {} as InvoicesEvent,
    input: {} as InvoicesInput,
    children: {} as { list: 'list' },
  },
  actors: {
    list: invoicesListMachine,
    duplicate: fromCall<Invoice, { id: number }>(
      async ({ input }) => (await duplicateInvoice(input.id)).invoice,
    ),
    send: fromCall<number[], { ids: number[] }>(async ({ input }) =>
      (await sendInvoices(input.ids)).invoices.map((invoice) => invoice.id),
    ),
    listenToInvoiceChanges: fromTableChanges(
      { tables: [backendTables.invoices], includeOwnWrites: false },
      { type: 'invoices.changedElsewhere' },
    ),
  },
}).createMachine({
  id: 'invoices',
  context: ({ input }) => ({ listInput: input, notice: null }),
  invoke: [
    { id: 'list', src: 'list', input: ({ context }) => context.listInput },
    { src: 'listenToInvoiceChanges' },
  ],
  on: {
    'invoices.changedElsewhere': { actions: sendTo('list', { type: 'list.refetch' }) },
    'notice.dismiss': { actions: assign({ notice: null }) },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'invoice.duplicate': 'duplicating',
        'invoices.send': { guard: ({ event }) => event.ids.length > 0, target: 'sending' },
      },
    },
    duplicating: {
      tags: ['saving'],
      invoke: {
        src: 'duplicate',
        input: ({ event }) => {
          assertEvent(event, 'invoice.duplicate')
          return { id: event.id }
        },
        onDone: {
          target: 'idle',
          actions: [
            assign(({ event }) => ({
              notice: { kind: 'duplicated' as const, invoice: event.output },
            })),
            sendTo('list', { type: 'list.refetch' }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({
            notice: {
              kind: 'failed' as const,
              action: 'duplicate' as const,
              failure: failureOf(event.error),
            },
          })),
        },
      },
    },
    sending: {
      tags: ['saving'],
      invoke: {
        src: 'send',
        input: ({ event }) => {
          assertEvent(event, 'invoices.send')
          return { ids: event.ids }
        },
        onDone: {
          target: 'idle',
          actions: [
            assign(({ event }) => ({ notice: { kind: 'sent' as const, ids: event.output } })),
            sendTo('list', { type: 'selection.clear' }),
            sendTo('list', { type: 'list.refetch' }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({
            notice: {
              kind: 'failed' as const,
              action: 'send' as const,
              failure: failureOf(event.error),
            },
          })),
        },
      },
    },
  },
})
