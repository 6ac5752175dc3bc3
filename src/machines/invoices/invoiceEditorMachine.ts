import { assign, setup } from 'xstate'
import { ApiError } from '../../api/http'
import { addInvoice, fetchInvoice, fetchInvoiceClients, updateInvoice } from '../../api/invoices'
import type { Invoice, InvoiceClient } from '../../api/types/invoices'
import { type CallFailure, failureOf } from '../shared/callFailure'
import { editorStates } from '../shared/editorStates'
import { fromCall } from '../shared/fromCall'
import {
  addClient,
  addLine,
  changeHeader,
  changeLine,
  moveLine,
  removeLine,
} from './invoiceEditorLines'
import {
  changedDraft,
  type EditorErrors,
  editorErrorsOf,
  fieldsOfInvoice,
  type HeaderFields,
  type InvoiceEditorFields,
  isEdited,
  type LineFields,
  newInvoiceFields,
  serverErrorsOf,
  validDraftOf,
} from './invoiceEditorRules'

export interface InvoiceEditorInput {
  /** The invoice to edit; null: a new one. */
  id: number | null
  /** YYYY-MM-DD: a new invoice's issue date. */
  today: string
}

export interface InvoiceEditorContext {
  invoiceId: number | null
  today: string
  /** The invoice as loaded (its payments and status), null for a new one. */
  invoice: Invoice | null
  /** The picker's clients: SPEC §7's, then any added in the drawer. */
  clients: InvoiceClient[]
  /** The form as it was loaded: what the dirty check compares with. */
  initial: InvoiceEditorFields
  fields: InvoiceEditorFields
  lineCount: number
  errors: EditorErrors
  clientDrawerOpen: boolean
  clientErrors: EditorErrors
  /** A save failed for a reason that is not a field's. */
  failure: CallFailure | null
  loadFailure: unknown
  saved: Invoice | null
}

type LineChange = Partial<Omit<LineFields, 'key'>>
interface LineMove {
  key: string
  by: -1 | 1
}
interface LineEdit {
  key: string
  fields: LineChange
}

export type InvoiceEditorEvent =
  | { type: 'editor.retry' }
  | { type: 'editor.change'; fields: Partial<HeaderFields> }
  | { type: 'line.add' }
  | { type: 'line.remove'; key: string }
  | { type: 'line.move'; key: string; by: -1 | 1 }
  | { type: 'line.change'; key: string; fields: LineChange }
  | { type: 'clientDrawer.open' }
  | { type: 'clientDrawer.close' }
  | { type: 'client.add'; client: InvoiceClient }
  | { type: 'editor.save' }
  /** Leaving: at once when nothing changed, else the screen asks (tag `askingToClose`). */
  | { type: 'editor.close' }
  | { type: 'editor.discard' }
  | { type: 'editor.keepEditing' }

interface Loaded {
  invoice: Invoice | null
  clients: InvoiceClient[]
}

interface SaveInput {
  invoiceId: number | null
  initial: InvoiceEditorFields
  fields: InvoiceEditorFields
}

/** The clients, and the invoice of `id` (null when it does not exist or `id` is null). */
async function loadEditor(id: number | null, signal: AbortSignal): Promise<Loaded | null> {
  const clientsCall = fetchInvoiceClients(signal)
  if (id === null) return { invoice: null, clients: (await clientsCall).clients }
  if (!(id > 0)) return null
  try {
    const [answer, { clients }] = await Promise.all([fetchInvoice(id, signal), clientsCall])
    return { invoice: answer.invoice, clients }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** Adds the invoice, or sends an edited one's changed fields only. */
async function saveInvoice({ invoiceId, initial, fields }: SaveInput): Promise<Invoice> {
  const draft = validDraftOf(fields)
  if (!draft) throw new Error('The invoice does not pass its rules.')
  if (invoiceId === null) return (await addInvoice(draft)).invoice
  const changes = changedDraft(validDraftOf(initial), draft)
  return (await updateInvoice({ id: invoiceId, ...changes })).invoice
}

/** The loaded invoice's client joins the picker's clients when it is not one of them. */
const clientsWith = (clients: InvoiceClient[], invoice: Invoice | null): InvoiceClient[] =>
  invoice && !clients.some((client) => client.companyEmail === invoice.client.companyEmail)
    ? [invoice.client, ...clients]
    : clients

/**
 * The invoice editor (`/apps/invoice/add`, `/apps/invoice/edit/:id`): `loading` → `open` |
 * `notFound` | `loadFailed`. Open runs the kit's editor states (`editorStates`): `editing` (tag
 * editing) takes header changes, the line repeater's (add, remove, move, edit) and the client
 * drawer's; `editor.save` checks the form with the back end's own rules (`src/api/schemas/invoices.ts`) and
 * places each problem at its field, else `saving` (tag saving) adds the invoice or sends an
 * edit's changed fields; a failure keeps every field as typed, a 400's field errors at their
 * fields; `saved` is final (`context.saved`). Leaving with changes asks first (`asking`, tag
 * askingToClose): `editor.discard` ends in `closed`, `editor.keepEditing` goes back.
 */
export const invoiceEditorMachine = setup({
  types: {
    context: {} as InvoiceEditorContext,
    events: {} as InvoiceEditorEvent,
    input: {} as InvoiceEditorInput,
  },
  actors: {
    loadEditor: fromCall<Loaded | null, { id: number | null }>(({ input, signal }) =>
      loadEditor(input.id, signal),
    ),
    saveRecord: fromCall<Invoice, SaveInput>(({ input }) => saveInvoice(input)),
  },
  actions: {
    changeFields: assign(({ context }, fields: Partial<HeaderFields>) =>
      changeHeader(context, fields),
    ),
    showFieldErrors: assign({ errors: ({ context }) => editorErrorsOf(context.fields) }),
    clearErrors: assign({ errors: {}, failure: null }),
    saveFailed: assign((_, error: unknown) => {
      const errors = serverErrorsOf(error)
      return Object.keys(errors).length > 0 ? { errors } : { failure: failureOf(error) }
    }),
    setSaved: assign((_, saved: Invoice) => ({ saved })),
    addLine: assign(({ context }) => addLine(context)),
    removeLine: assign(({ context }, key: string) => removeLine(context, key)),
    moveLine: assign(({ context }, move: LineMove) => moveLine(context, move.key, move.by)),
    changeLine: assign(({ context }, edit: LineEdit) => changeLine(context, edit.key, edit.fields)),
    showClientDrawer: assign((_, open: boolean) => ({ clientDrawerOpen: open, clientErrors: {} })),
    addClient: assign(({ context }, client: InvoiceClient) => addClient(context, client)),
  },
  guards: {
    isFound: (_, loaded: Loaded | null) => loaded !== null,
    isValid: ({ context }) => validDraftOf(context.fields) !== null,
    isDirty: ({ context }) => isEdited(context.initial, context.fields),
  },
}).createMachine({
  id: 'invoiceEditor',
  context: ({ input }) => {
    const initial = newInvoiceFields(input.today)
    return {
      invoiceId: input.id,
      today: input.today,
      invoice: null,
      clients: [],
      initial,
      fields: initial,
      lineCount: initial.lines.length,
      errors: {},
      clientDrawerOpen: false,
      clientErrors: {},
      failure: null,
      loadFailure: null,
      saved: null,
    }
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadEditor',
        input: ({ context }) => ({ id: context.invoiceId }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'open',
            actions: assign(({ context, event }) => {
              const invoice = event.output?.invoice ?? null
              const initial = invoice ? fieldsOfInvoice(invoice) : context.initial
              return {
                invoice,
                clients: clientsWith(event.output?.clients ?? [], invoice),
                initial,
                fields: initial,
                lineCount: initial.lines.length,
              }
            }),
          },
          { target: 'notFound' },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({ loadFailure: ({ event }) => event.error }),
        },
      },
    },
    notFound: { tags: ['notFound'] },
    loadFailed: { tags: ['error'], on: { 'editor.retry': 'loading' } },
    open: {
      initial: 'editing',
      states: editorFormStates(),
    },
  },
})

/** The kit's editor states, with the line repeater's and the client drawer's events in editing. */
function editorFormStates() {
  const states = editorStates<InvoiceEditorContext, Partial<HeaderFields>, SaveInput, Invoice>(
    (context) => ({
      invoiceId: context.invoiceId,
      initial: context.initial,
      fields: context.fields,
    }),
  )
  const by =
    <E, P>(params: (event: E) => P) =>
    ({ event }: { event: E }) =>
      params(event)
  return {
    ...states,
    editing: {
      ...states.editing,
      on: {
        ...states.editing.on,
        'line.add': { actions: 'addLine' },
        'line.remove': {
          actions: { type: 'removeLine', params: by((event: { key: string }) => event.key) },
        },
        'line.move': {
          actions: { type: 'moveLine', params: by((event: LineMove) => event) },
        },
        'line.change': {
          actions: { type: 'changeLine', params: by((event: LineEdit) => event) },
        },
        'clientDrawer.open': { actions: { type: 'showClientDrawer', params: true } },
        'clientDrawer.close': { actions: { type: 'showClientDrawer', params: false } },
        'client.add': {
          actions: {
            type: 'addClient',
            params: by((event: { client: InvoiceClient }) => event.client),
          },
        },
      },
    },
  } as const
}
