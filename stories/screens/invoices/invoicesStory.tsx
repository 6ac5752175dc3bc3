// Shared by the invoice list stories: where the screen is mounted, its story options, and the
// queries a play repeats.
import type { Meta } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import {
  InvoiceListScreen,
  type InvoiceListScreenProps,
} from '../../../src/screens/invoices/InvoiceListScreen'
import { CurrentAddress } from '../email/emailStory'
import { findUsersTable, userRows as invoiceRows } from '../users/usersStory'

type Canvas = ReturnType<typeof within>

export const invoicesPath = '/apps/invoice/list'

/** The router parameters of a story that opens the invoice list at `search` (e.g. `?page=2`). */
export const invoicesAt = (search = '') => ({
  router: { initialEntry: `${invoicesPath}${search}`, path: invoicesPath },
})

/** A search that runs at once, and an Undo window that stays open while a play looks at it. */
export const storyOptions: InvoiceListScreenProps['options'] = { searchDelayMs: 0, undoMs: 60_000 }

/** The invoice list with the address line, as every invoice story renders it. */
export function InvoicesStory(props: InvoiceListScreenProps) {
  return (
    <div style={{ padding: 16 }}>
      <InvoiceListScreen {...props} />
      <CurrentAddress />
    </div>
  )
}

/** What every invoice story file's meta shares: the screen at its route, with the story options. */
export const invoicesMeta = {
  component: InvoiceListScreen,
  args: { options: storyOptions },
  render: (args) => <InvoicesStory {...args} />,
  parameters: invoicesAt(),
} satisfies Meta<typeof InvoiceListScreen>

/** The invoice table once its rows are there (the loading skeleton is another table, same name). */
export const findInvoiceTable = (canvas: Canvas, name: string | RegExp = 'Invoice list') =>
  findUsersTable(canvas, name)

/** The invoice numbers shown, in order ("#3101", …). */
export const shownNumbers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('.cea-invoice-number')?.textContent ?? '')

/** The row of one invoice, by its number ("#3101"). */
export function rowOf(table: HTMLElement, number: string): HTMLElement {
  const header = within(table).getByRole('rowheader', { name: number })
  const row = header.closest('tr')
  if (!row) throw new Error(`No row for ${number}`)
  return row
}

/** A status card of the summary, by its status word. */
export function statCard(canvas: Canvas, status: string, listName = 'Invoices by status') {
  const cards = within(canvas.getByRole('list', { name: listName })).getAllByRole('listitem')
  const card = cards.find((item) => item.textContent?.startsWith(status))
  if (!card) throw new Error(`No stat card ${status}`)
  return card
}

/** Waits until the status cards show these counts. */
export const expectCounts = (canvas: Canvas, counts: Record<string, number>) =>
  waitFor(async () => {
    for (const [status, count] of Object.entries(counts))
      await expect(statCard(canvas, status)).toHaveTextContent(`Invoices: ${count}`)
  })

/** The status of every row shown, by the accessible name of its status icon. */
export const shownStatuses = (table: HTMLElement, statuses: readonly string[]) =>
  invoiceRows(table).map(
    (row) =>
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? '')
        .find((label) => statuses.includes(label)) ?? '',
  )

export { invoiceRows }
