import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { InvoiceEditorScreen } from '../../../src/screens/invoices/InvoiceEditorScreen'
import { expectAddress } from '../email/emailStory'
import {
  editorAt,
  editorMeta,
  expectNoSidewaysScroll,
  findEditor,
  invoicesWith,
  lineGroup,
  runningTotal,
} from './invoiceEditorStory'

const meta = {
  ...editorMeta,
  title: 'Screens/Invoices/Editor',
} satisfies Meta<typeof InvoiceEditorScreen>

export default meta
type Story = StoryObj<typeof meta>

const field = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('textbox', { name: new RegExp(`^${label}`) })

/** A field emptied and filled anew (pasted: one input event, as a quick typist's). */
async function retype(scope: HTMLElement, label: string, text: string) {
  await enter(field(scope, label), text)
}

async function enter(input: HTMLElement, text: string) {
  await userEvent.clear(input)
  await userEvent.paste(text)
}

export const AddEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findEditor(canvas, 'Add invoice')
    await expect(within(form).getByRole('combobox', { name: /^Client/ })).toHaveValue('')
    await expect(within(form).getByLabelText(/^Issue date/)).toHaveValue('2026-03-16')
    await expect(within(form).getByLabelText(/^Due date/)).toHaveValue('2026-04-15')
    await expect(field(lineGroup(form, 1), 'Quantity')).toHaveValue('1')
    await expect(runningTotal(form, 'Total')).toBe('$0.00')
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled()
  },
}

/** Lines typed: each line's total and the running totals follow; a line moves by keyboard. */
export const WithLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findEditor(canvas, 'Add invoice')
    const first = lineGroup(form, 1)
    await retype(first, 'Item', 'Hours')
    await retype(first, 'Cost', '49.50')
    await retype(first, 'Quantity', '8.33')
    // 8.33 × 49.50 = 412.335, rounded half up on the line.
    await expect(first).toHaveTextContent('Line total: $412.34')
    await userEvent.click(canvas.getByRole('button', { name: 'Add line' }))
    const second = lineGroup(form, 2)
    await retype(second, 'Item', 'Prints')
    await retype(second, 'Cost', '100')
    await retype(second, 'Discount %', '10')
    await retype(second, 'Tax %', '20')
    await expect(runningTotal(form, 'Subtotal')).toBe('$512.34')
    await expect(runningTotal(form, 'Discount')).toBe('$10.00')
    await expect(runningTotal(form, 'Tax')).toBe('$18.00')
    await expect(runningTotal(form, 'Total')).toBe('$520.34')
    // Keyboard: the focused Move up moves the line, and its button keeps the focus.
    canvas.getByRole('button', { name: 'Move line 2 up' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(field(lineGroup(form, 1), 'Item')).toHaveValue('Prints')
    await expect(canvas.getByRole('button', { name: 'Move line 1 down' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove line 1' }))
    await expect(runningTotal(form, 'Total')).toBe('$412.34')
  },
}

/** Save with problems: each is said at its field, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findEditor(canvas, 'Add invoice')
    await retype(lineGroup(form, 1), 'Cost', 'ten')
    const due = within(form).getByLabelText(/^Due date/)
    await enter(due, '2026-03-01')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const client = within(form).getByRole('combobox', { name: /^Client/ })
    await expect(client).toHaveAccessibleDescription('This field is required')
    await expect(field(form, 'Service')).toHaveAccessibleDescription('This field is required')
    await expect(due).toHaveAccessibleDescription('The due date cannot be before the issue date')
    const line = lineGroup(form, 1)
    await expect(field(line, 'Item')).toHaveAccessibleDescription('This field is required')
    await expect(field(line, 'Cost')).toHaveAccessibleDescription('Enter a number such as 49.50')
    await expectAddress(canvas, '/apps/invoice/add')
  },
}

export const Saving: Story = {
  parameters: {
    ...editorAt('/apps/invoice/edit/3104'),
    ...invoicesWith(
      http.post('*/apps/invoice/update-invoice', async () => {
        await delay('infinite')
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findEditor(canvas, 'Edit invoice #3104')
    await retype(lineGroup(form, 1), 'Quantity', '2')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Save/ })).toHaveAttribute('data-loading', 'true'),
    )
  },
}

/** Saved: the preview opens with a notice and the new total. */
export const Saved: Story = {
  parameters: editorAt('/apps/invoice/edit/3104'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findEditor(canvas, 'Edit invoice #3104')
    await retype(lineGroup(form, 1), 'Quantity', '2')
    const total = runningTotal(form, 'Total')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('The invoice was saved.')).toBeVisible()
    await expectAddress(canvas, '/apps/invoice/preview/3104')
    const document = await canvas.findByRole('article', { name: 'Invoice' })
    await waitFor(() => expect(document).toHaveTextContent(total))
  },
}

/** Leaving with unsaved edits asks first; Keep editing keeps them, Leave goes. */
export const UnsavedChangesPrompt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(document.body)
    const form = await findEditor(canvas, 'Add invoice')
    await retype(form, 'Service', 'Design')
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    const dialog = await body.findByRole('alertdialog', { name: 'Leave without saving?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }))
    await expect(field(form, 'Service')).toHaveValue('Design')
    await expectAddress(canvas, '/apps/invoice/add')
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    const again = await body.findByRole('alertdialog', { name: 'Leave without saving?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Leave' }))
    await expectAddress(canvas, '/apps/invoice/list')
  },
}

/** A sent invoice: its fields loaded, and a note that the edit goes into its history. */
export const EditSent: Story = {
  parameters: editorAt('/apps/invoice/edit/3104'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findEditor(canvas, 'Edit invoice #3104')
    await expect(
      within(form).getByText(/This invoice has been sent: your changes will be recorded/),
    ).toBeVisible()
    await expect(within(form).getByRole('combobox', { name: /^Client/ })).toHaveValue(
      'duncan@highlandcask.co.uk',
    )
    const line = lineGroup(form, 1)
    await expect(field(line, 'Item')).toHaveValue('Label Design')
    await expect(field(line, 'Cost')).toHaveValue('1700.00')
    await expect(runningTotal(form, 'Total')).toBe('$2,240.82')
  },
}

/** A 360 px phone: the fields stack, the line's buttons stay on screen, no sideways scroll. */
export const Phone: Story = {
  globals: phoneViewport,
  parameters: editorAt('/apps/invoice/edit/3102'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findEditor(canvas, 'Edit invoice #3102')
    const remove = canvas.getByRole('button', { name: 'Remove line 2' })
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(runningTotal(form, 'Balance')).toBe('$5,647.32')
    await expectNoSidewaysScroll()
  },
}

/** "Add new client" in a drawer: checked with the invoice's client rules, then picked. */
export const AddNewClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findEditor(canvas, 'Add invoice')
    await userEvent.click(canvas.getByRole('button', { name: 'Add new client' }))
    const drawer = await within(document.body).findByRole('dialog', { name: 'Add new client' })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add client' }))
    await expect(field(drawer, 'Name')).toHaveAccessibleDescription('This field is required')
    await retype(drawer, 'Name', 'Ines Duarte')
    await retype(drawer, 'Email', 'ines@duarte.pt')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add client' }))
    await waitFor(() => expect(drawer).not.toBeInTheDocument())
    await expect(within(form).getByRole('combobox', { name: /^Client/ })).toHaveValue(
      'ines@duarte.pt',
    )
  },
}
