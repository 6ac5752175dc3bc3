// The line repeater's changes, pure: add, remove, move up or down, edit a line's fields. Each
// clears the messages its change makes stale; a line keeps its key (and its messages) as it moves.
import type { InvoiceClient } from '../../api/types/invoices'
import {
  clientErrorsOf,
  type EditorErrors,
  emptyLine,
  type HeaderFields,
  type InvoiceEditorFields,
  type LineFields,
} from './invoiceEditorRules'

/** What the line changes read and write of the editor's context. */
export interface LinesState {
  fields: InvoiceEditorFields
  errors: EditorErrors
  /** The last line key given out (`line-N`): keys are never reused. */
  lineCount: number
}

const withoutKeys = (errors: EditorErrors, stale: (key: string) => boolean): EditorErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !stale(key)))

/** Header fields changed: their messages go; a moved issue date clears the due date's too. */
export function changeHeader<T extends LinesState>(state: T, change: Partial<HeaderFields>): T {
  const touched = new Set(Object.keys(change))
  if (touched.has('issuedDate')) touched.add('dueDate')
  return {
    ...state,
    fields: { ...state.fields, ...change },
    errors: withoutKeys(state.errors, (key) => touched.has(key)),
  }
}

export function addLine<T extends LinesState>(state: T): T {
  const lineCount = state.lineCount + 1
  return {
    ...state,
    lineCount,
    fields: { ...state.fields, lines: [...state.fields.lines, emptyLine(`line-${lineCount}`)] },
    errors: withoutKeys(state.errors, (key) => key === 'lines'),
  }
}

export function removeLine<T extends LinesState>(state: T, lineKey: string): T {
  return {
    ...state,
    fields: { ...state.fields, lines: state.fields.lines.filter((line) => line.key !== lineKey) },
    errors: withoutKeys(state.errors, (key) => key.startsWith(`lines.${lineKey}.`)),
  }
}

/** Moves the line one place up (-1) or down (1); nothing at either end. */
export function moveLine<T extends LinesState>(state: T, lineKey: string, by: -1 | 1): T {
  const lines = [...state.fields.lines]
  const from = lines.findIndex((line) => line.key === lineKey)
  const to = from + by
  if (from < 0 || to < 0 || to >= lines.length) return state
  const [moved] = lines.splice(from, 1)
  if (!moved) return state
  lines.splice(to, 0, moved)
  return { ...state, fields: { ...state.fields, lines } }
}

export function changeLine<T extends LinesState>(
  state: T,
  lineKey: string,
  change: Partial<Omit<LineFields, 'key'>>,
): T {
  const touched = new Set(Object.keys(change).map((field) => `lines.${lineKey}.${field}`))
  return {
    ...state,
    fields: {
      ...state.fields,
      lines: state.fields.lines.map((line) =>
        line.key === lineKey ? { ...line, ...change } : line,
      ),
    },
    errors: withoutKeys(state.errors, (key) => touched.has(key) || key === 'lines'),
  }
}

/** What the client drawer reads and writes of the editor's context. */
export interface ClientsState extends LinesState {
  clients: InvoiceClient[]
  clientDrawerOpen: boolean
  clientErrors: EditorErrors
}

/**
 * A new client from the drawer: checked with the invoice's client rules; when it passes it joins
 * the picker's clients (once per email), becomes the invoice's client and the drawer closes.
 */
export function addClient<T extends ClientsState>(state: T, given: InvoiceClient): T {
  const client: InvoiceClient = {
    name: given.name.trim(),
    company: given.company.trim(),
    companyEmail: given.companyEmail.trim(),
    country: given.country.trim(),
    contact: given.contact.trim(),
    address: given.address.trim(),
  }
  const clientErrors = clientErrorsOf(client)
  if (Object.keys(clientErrors).length > 0) return { ...state, clientErrors }
  const others = state.clients.filter(
    (known) => known.companyEmail.toLowerCase() !== client.companyEmail.toLowerCase(),
  )
  return {
    ...changeHeader(state, { client }),
    clients: [...others, client],
    clientDrawerOpen: false,
    clientErrors: {},
  }
}
