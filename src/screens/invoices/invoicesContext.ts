import { createActorContext, useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import type { invoicesListMachine } from '../../machines/invoices/invoicesListMachine'
import { invoicesMachine } from '../../machines/invoices/invoicesMachine'

/** The invoice list screen's actor; `InvoiceListScreen` starts it from the URL. */
export const InvoicesContext = createActorContext(invoicesMachine)

type ListSnapshot = SnapshotFrom<typeof invoicesListMachine>

/** The list child (the kit's list machine): its actor, to send list events to. */
export function useInvoicesListActor() {
  const list = InvoicesContext.useSelector((snapshot) => snapshot.children.list)
  if (!list) throw new Error('the invoices machine has no list child')
  return list
}

/** A value of the list child's snapshot. */
export function useInvoicesList<Value>(select: (snapshot: ListSnapshot) => Value): Value {
  return useSelector(useInvoicesListActor(), select)
}
