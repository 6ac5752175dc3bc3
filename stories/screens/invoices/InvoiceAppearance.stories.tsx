import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { InvoiceListScreen } from '../../../src/screens/invoices/InvoiceListScreen'
import {
  expectCounts,
  findInvoiceTable,
  invoiceRows,
  invoicesMeta,
  rowOf,
  statCard,
} from './invoicesStory'

const meta = {
  ...invoicesMeta,
  title: 'Screens/Invoices/Appearance',
} satisfies Meta<typeof InvoiceListScreen>

export default meta
type Story = StoryObj<typeof meta>

const box = (element: Element) => element.getBoundingClientRect()

/** A 360 px phone: each row is a card, nothing scrolls sideways. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findInvoiceTable(canvas)
    await expect(invoiceRows(table)).toHaveLength(10)
    const row = rowOf(table, '#3101')
    const number = within(row).getByRole('rowheader', { name: '#3101' })
    const client = within(row).getByText('Marisol Vega')
    const remove = within(row).getByRole('button', { name: 'Delete #3101' })
    // Stacked: the client under the number, the actions at the card's end.
    await expect(box(client).top).toBeGreaterThanOrEqual(box(number).bottom - 1)
    await expect(box(remove).left).toBeGreaterThan(box(number).left)
    await expect(box(row).right).toBeLessThanOrEqual(window.innerWidth)
    await expect(within(row).getByText('Balance')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findInvoiceTable(canvas)
    await expect(table.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(invoiceRows(table)).toHaveLength(10)
    await expectCounts(canvas, { Paid: 8, 'Past Due': 4 })
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'الفواتير' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const table = await findInvoiceTable(canvas, 'قائمة الفواتير')
    await expect(invoiceRows(table)).toHaveLength(10)
    await expect(statCard(canvas, 'مدفوعة', 'الفواتير حسب الحالة')).toHaveTextContent(
      `الفواتير: ${new Intl.NumberFormat('ar').format(8)}`,
    )
    await expect(canvas.getByRole('searchbox', { name: 'البحث في الفواتير' })).toBeVisible()
    // Money in Arabic digits through Intl.
    const money = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' })
    await expect(rowOf(table, 'رقم 3101')).toHaveTextContent(
      // The matcher reads no-break spaces as spaces.
      money.format(4612.34).replace(/\s/g, ' '),
    )
    // The first column (the checkboxes) is on the right.
    const header = within(table).getByRole('columnheader', { name: 'الرقم' })
    const select = within(table).getByRole('checkbox', { name: 'تحديد الكل في هذه الصفحة' })
    await expect(box(select).left).toBeGreaterThan(box(header).left)
  },
}
