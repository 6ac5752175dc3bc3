import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { InvoicePreviewScreen } from '../../../src/screens/invoices/InvoicePreviewScreen'
import { expectNoSidewaysScroll } from './invoiceEditorStory'
import { findDocument, previewMeta, totalOf } from './invoicePreviewStory'

const meta = {
  ...previewMeta,
  title: 'Screens/Invoices/Preview appearance',
} satisfies Meta<typeof InvoicePreviewScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const document = await findDocument(canvas, '#3102')
    await expect(document.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(totalOf(document, 'Total')).toBe('$11,294.64')
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1, name: /3102/ }, { timeout: 5000 })
    await expect(window.document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('button', { name: 'إرسال الفاتورة' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'تعديل الفاتورة' })).toBeVisible()
  },
}

/** A 360 px phone: the document and its actions fit; only the lines' own box scrolls. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const document = await findDocument(canvas, '#3102')
    await expect(document.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(canvas.getByRole('link', { name: 'Edit invoice' })).toBeVisible()
    await expectNoSidewaysScroll()
  },
}
