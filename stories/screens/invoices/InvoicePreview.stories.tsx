import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { invoicesScenarios } from '../../../src/mocks/handlers/invoices'
import type { InvoicePreviewScreen } from '../../../src/screens/invoices/InvoicePreviewScreen'
import { expectAddress } from '../email/emailStory'
import {
  emulatePrint,
  expectHidden,
  findDocument,
  historyEntries,
  previewAt,
  previewMeta,
  shownStatus,
  totalOf,
} from './invoicePreviewStory'

const meta = {
  ...previewMeta,
  title: 'Screens/Invoices/Preview',
} satisfies Meta<typeof InvoicePreviewScreen>

export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const invoice = within(await findDocument(canvas, '#3102'))
    await expect(shownStatus(canvas)).toHaveTextContent('Partial Payment')
    // Client and payment details (SPEC §7), the issuer and the dates through Intl.
    await expect(invoice.getByText('Henrik Aalto')).toBeVisible()
    await expect(invoice.getByText('Aalto Timberworks')).toBeVisible()
    await expect(invoice.getByText('Northstar Savings')).toBeVisible()
    await expect(invoice.getByText('NSSVDEFF')).toBeVisible()
    await expect(invoice.getByText('CEA Dashboard Studio')).toBeVisible()
    // Lines: each figure from the calculation module, money through Intl.
    const lines = invoice.getByRole('table', { name: 'Invoice lines' })
    const [, first, second] = within(lines).getAllByRole('row')
    if (!first || !second) throw new Error('expected two lines')
    await expect(within(first).getByRole('rowheader')).toHaveTextContent('Cloud Migration')
    await expect(first).toHaveTextContent('$10,800.00')
    await expect(first).toHaveTextContent('5%')
    await expect(first).toHaveTextContent('$11,080.80')
    await expect(second).toHaveTextContent('$213.84')
    const document = canvas.getByRole('article', { name: 'Invoice' })
    await expect(totalOf(document, 'Subtotal')).toBe('$10,998.00')
    await expect(totalOf(document, 'Discount')).toBe('-$540.00')
    await expect(totalOf(document, 'Tax')).toBe('$836.64')
    await expect(totalOf(document, 'Total')).toBe('$11,294.64')
    await expect(totalOf(document, 'Paid')).toBe('$5,647.32')
    await expect(totalOf(document, 'Balance')).toBe('$5,647.32')
    await expect(invoice.getByText(/It was a pleasure working with you/)).toBeVisible()
    await expect(invoice.getByText(/Payment is due within the days shown/)).toBeVisible()
    for (const action of ['Send invoice', 'Download PDF', 'Print', 'Add payment'])
      await expect(canvas.getByRole('button', { name: action })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Back to the invoice list' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    )
  },
}

export const FirstInvoice: Story = {
  parameters: previewAt(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findDocument(canvas, '#3101')
    // The bare route names the invoice it opened.
    await expectAddress(canvas, '/apps/invoice/preview/3101')
  },
}

export const NotFound: Story = {
  parameters: previewAt(99999),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: 'There is no such invoice' },
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the invoice list' })).toBeVisible()
    await expect(canvas.queryByRole('article')).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { invoices: invoicesScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Loading the invoice…')).toBeVisible()
    await expect(canvas.queryByRole('article')).toBeNull()
  },
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { invoices: invoicesScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('The server did not answer. Try again in a moment.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Print: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const document = await findDocument(canvas, '#3102')
    // The document alone: no actions, no history, nothing around it.
    const around = [
      canvas.getByRole('button', { name: 'Print' }),
      canvas.getByRole('button', { name: 'Add payment' }),
      canvas.getByRole('heading', { level: 1, name: 'Invoice #3102' }),
      canvas.getByRole('heading', { name: 'History' }),
      canvas.getByRole('link', { name: 'Back to the invoice list' }),
      canvas.getByRole('status', { name: 'Current address' }),
    ]
    await expect(document).toBeVisible()
    for (const element of around) await expect(element).toBeVisible()
    const restore = emulatePrint()
    try {
      await expectHidden(around)
      await expect(document).toBeVisible()
      await expect(within(document).getByText('Henrik Aalto')).toBeVisible()
      await expect(within(document).getByRole('table', { name: 'Invoice lines' })).toBeVisible()
    } finally {
      restore()
    }
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible()
  },
}

export const SendDrawer: Story = {
  parameters: previewAt(3103),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findDocument(canvas, '#3103')
    await expect(shownStatus(canvas)).toHaveTextContent('Downloaded')
    await userEvent.click(canvas.getByRole('button', { name: 'Send invoice' }))
    const drawer = within(await body().findByRole('dialog', { name: 'Send invoice #3103' }))
    await waitFor(() => expect(drawer.getByRole('textbox', { name: /^To/ })).toBeVisible())
    const to = drawer.getByRole('textbox', { name: /^To/ })
    await expect(to).toHaveValue('accounts@ezeworks.ng')
    await expect(drawer.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Invoice #3103')
    await userEvent.clear(to)
    await userEvent.type(to, 'accounts at ezeworks')
    await userEvent.click(drawer.getByRole('button', { name: 'Send' }))
    await expect(to).toHaveAccessibleDescription('Enter a valid email address')
    await userEvent.clear(to)
    await userEvent.type(to, 'accounts@ezeworks.ng')
    await userEvent.click(drawer.getByRole('button', { name: 'Send' }))
    await expect(await canvas.findByText('The invoice was sent.')).toBeVisible()
    await expect(body().queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(historyEntries(canvas)[0]).toBe('Sent'))
    await expect(shownStatus(canvas)).toHaveTextContent('Sent')
  },
}

export const AddPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const document = await findDocument(canvas, '#3102')
    await userEvent.click(canvas.getByRole('button', { name: 'Add payment' }))
    const drawer = within(await body().findByRole('dialog', { name: 'Add payment' }))
    await waitFor(() => expect(drawer.getByText('Balance: $5,647.32')).toBeVisible())
    const amount = drawer.getByRole('textbox', { name: /^Amount/ })
    await userEvent.click(drawer.getByRole('button', { name: 'Add payment' }))
    await expect(amount).toHaveAccessibleDescription(/Enter an amount/)
    await userEvent.type(amount, '6000')
    await userEvent.click(drawer.getByRole('button', { name: 'Add payment' }))
    await expect(amount).toHaveAccessibleDescription(
      /The amount cannot be more than the balance \(\$5,647\.32\)/,
    )
    await userEvent.clear(amount)
    await userEvent.type(amount, '100.50')
    await userEvent.selectOptions(drawer.getByRole('combobox', { name: 'Method' }), 'Credit Card')
    await userEvent.type(drawer.getByRole('textbox', { name: 'Note' }), 'Second part')
    await userEvent.click(drawer.getByRole('button', { name: 'Add payment' }))
    await expect(await canvas.findByText('The payment was added.')).toBeVisible()
    await waitFor(() => expect(totalOf(document, 'Balance')).toBe('$5,546.82'))
    await expect(totalOf(document, 'Paid')).toBe('$5,747.82')
    await expect(shownStatus(canvas)).toHaveTextContent('Partial Payment')
    await expect(historyEntries(canvas)[0]).toBe('Payment of $100.50 added')
  },
}

export const History: Story = {
  parameters: previewAt(3103),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findDocument(canvas, '#3103')
    await expect(historyEntries(canvas)).toEqual(['PDF downloaded', 'Sent', 'Created'])
    const history = within(canvas.getByRole('region', { name: 'History' }))
    await expect(history.getAllByText(/^Lena Fischer · /)).toHaveLength(3)
    // Time through Intl: the year of the entry is written.
    await expect(history.getAllByText(/2025/).length).toBeGreaterThan(0)
  },
}
