import { createActorContext } from '@xstate/react'
import { invoiceEditorMachine } from '../../machines/invoices/invoiceEditorMachine'

/** The invoice editor's actor, for the editor screen's parts. */
export const InvoiceEditorContext = createActorContext(invoiceEditorMachine)
