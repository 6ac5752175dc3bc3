import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { invoicesScenarios } from '../../../src/mocks/handlers/invoices'
import type { InvoiceListScreen } from '../../../src/screens/invoices/InvoiceListScreen'
import { expectAddress } from '../email/emailStory'
import {
  expectCounts,
  findInvoiceTable,
  invoiceRows,
  invoicesAt,
  invoicesMeta,
  rowOf,
  shownNumbers,
  statCard,
} from './invoicesStory'

const meta = {
  ...invoicesMeta,
  title: 'Screens/Invoices/List',
} satisfies Meta<typeof InvoiceListScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
    const table = await findInvoiceTable(canvas)
    await expectCounts(canvas, {
      Paid: 8,
      Downloaded: 5,
      Sent: 5,
      Draft: 4,
      'Partial Payment': 4,
      'Past Due': 4,
    })
    await expect(invoiceRows(table)).toHaveLength(10)
    await expect(canvas.getByText('Showing 1 to 10 of 30')).toBeVisible()
    await expect(shownNumbers(table).slice(0, 2)).toEqual(['#3101', '#3102'])
    // Client avatar, name and email; money and dates through Intl; a zero balance is "Paid".
    const paid = within(rowOf(table, '#3101'))
    await expect(paid.getByText('Marisol Vega')).toBeVisible()
    await expect(paid.getByText('mvega@vegaortiz.mx')).toBeVisible()
    await expect(paid.getByText('$4,612.34')).toBeVisible()
    await expect(paid.getByText('Dec 10, 2025')).toBeVisible()
    await expect(paid.getByText('Paid', { selector: 'span' })).toBeVisible()
    // The status icon is named by the status; its tooltip says balance and due date.
    const partial = within(rowOf(table, '#3102'))
    const status = partial.getByRole('button', { name: 'Partial Payment' })
    await expect(status).toHaveAccessibleDescription(
      'Partial Payment · Balance: $5,647.32 · Due: Apr 14, 2026',
    )
    await expect(partial.getByText('$5,647.32')).toBeVisible()
    for (const action of ['Duplicate', 'Send', 'Delete'])
      await expect(partial.getByRole('button', { name: `${action} #3102` })).toBeVisible()
    // Each number opens the invoice's preview.
    await expect(partial.getByRole('link', { name: '#3102' })).toHaveAttribute(
      'href',
      '/apps/invoice/preview/3102',
    )
    await expect(within(table).getAllByRole('link')).toHaveLength(10)
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('')
    await expect(canvas.queryByRole('button', { name: /^Delete selected/ })).toBeNull()
    await expect(statCard(canvas, 'Draft')).toHaveTextContent(/\$[\d,]+\.\d\d/)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { invoices: invoicesScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Invoice list' })
    await expect(table).toHaveAttribute('aria-busy', 'true')
    await expect(within(table).getByRole('columnheader', { name: 'Client' })).toBeInTheDocument()
    await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0)
    await expect(canvas.queryByText(/^Showing/)).toBeNull()
    await expect(statCard(canvas, 'Paid')).toHaveTextContent('Paid–')
  },
}

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { invoices: invoicesScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(
      'The invoices could not be loaded. Check your connection and try again.',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.queryByRole('table', { name: 'Invoice list' })).toBeNull()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { invoices: invoicesScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('There are no invoices yet.')).toBeVisible()
    await expect(canvas.queryByRole('table', { name: 'Invoice list' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Clear search and filter' })).toBeNull()
  },
}

/** `?status=…` in any letter case: only that status's invoices, the filter shows it. */
const statusStory = (status: string, count: number, search = status): Story => ({
  parameters: invoicesAt(`?status=${encodeURIComponent(search)}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findInvoiceTable(canvas)
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue(status)
    await expect(invoiceRows(table)).toHaveLength(count)
    for (const row of invoiceRows(table))
      await expect(within(row).getByRole('button', { name: status })).toBeVisible()
    await expect(canvas.getByText(`Showing 1 to ${count} of ${count}`)).toBeVisible()
  },
})

export const FilterPaid = statusStory('Paid', 8)
export const FilterDownloaded = statusStory('Downloaded', 5)
export const FilterSent = statusStory('Sent', 5)
export const FilterDraft = statusStory('Draft', 4)
export const FilterPartialPayment = statusStory('Partial Payment', 4)
/** Written in lower case in the URL: the filter is case-insensitive (SPEC §5). */
export const FilterPastDue = statusStory('Past Due', 4, 'past due')

export const SearchPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findInvoiceTable(canvas)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search invoices' }), 'paid')
    await expect(await canvas.findByText('Showing 1 to 8 of 8')).toBeVisible()
    const table = await findInvoiceTable(canvas)
    // "paid" matches every invoice with nothing owed: each shows the Paid badge.
    for (const row of invoiceRows(table))
      await expect(within(row).getByText('Paid', { selector: 'span' })).toBeVisible()
    await expectAddress(canvas, '/apps/invoice/list?q=paid')
  },
}

export const BulkSelected: Story = {
  parameters: invoicesAt('?status=Draft'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findInvoiceTable(canvas)
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select #3106' }))
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select #3114' }))
    await expect(canvas.getByRole('button', { name: 'Send selected (2)' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Delete selected (2)' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected (2)' }))
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete invoices (2)?',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Send selected (2)' })).toBeVisible(),
    )
  },
}
