import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { FormElementsScreen } from '../../../src/screens/forms/FormElementsScreen'
import { fieldNamed, findSection, formsAt, isWiderThanWindow } from './formsStory'

const route = '/forms/elements'

const meta = {
  title: 'Screens/Forms/Form elements',
  component: FormElementsScreen,
  render: () => (
    <div style={{ padding: 16 }}>
      <FormElementsScreen />
    </div>
  ),
  parameters: formsAt(route),
} satisfies Meta<typeof FormElementsScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

/** The autocomplete, once its titles are in. */
async function findTitleBox(canvas: Canvas) {
  await findSection(canvas, 'Autocomplete')
  await waitFor(() => expect(canvas.queryByText('Loading the titles…')).toBeNull(), {
    timeout: 5000,
  })
  return fieldNamed(canvas, 'combobox', 'Favourite title')
}

/** Every input, labelled, with its hint; typing a password and revealing it. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const name of ['Text', 'Choices', 'Autocomplete', 'Dates and times', 'Input masks'])
      await expect(await findSection(canvas, name)).toBeVisible()
    await expect(canvas.getByRole('spinbutton', { name: /^Quantity/ })).toHaveValue(1)
    await expect(canvas.getByRole('listbox', { name: /^Languages/ })).toBeVisible()
    await expect(canvas.getByRole('switch', { name: 'Email notifications' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Team' })).not.toBeChecked()
    const bio = fieldNamed(canvas, 'textbox', 'About you')
    await userEvent.type(bio, 'Hello')
    await expect(bio).toHaveAccessibleDescription('5 of 200 characters')
    const phone = fieldNamed(canvas, 'textbox', 'Phone number')
    await userEvent.type(phone, '5551234567')
    await expect(phone).toHaveValue('(555) 123-4567')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible()
    await expect(await findTitleBox(canvas)).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Submitted empty: every field's message at once, a summary, focus on the first field. */
export const AllErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitleBox(canvas)
    await userEvent.type(fieldNamed(canvas, 'textbox', 'Card number'), '4242424242424241')
    await userEvent.click(canvas.getByRole('button', { name: 'Check the form' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('15 fields need attention')
    await expect(fieldNamed(canvas, 'textbox', 'Full name')).toHaveFocus()
    await expect(fieldNamed(canvas, 'textbox', 'Full name')).toHaveAccessibleDescription(
      'As it appears on your ID. Enter your full name.',
    )
    for (const message of [
      'Choose a password.',
      'Choose a country.',
      'Choose at least one language.',
      'Choose a plan.',
      'Accept the terms of use to go on.',
      'Choose a title from the list.',
      'Enter your date of birth.',
      'Enter the first day.',
      'Enter the last day.',
      'Choose a time.',
      'Enter a phone number.',
      'Enter the 16 digits of a valid card number.',
      'Enter a postal code.',
      'Add at least one file.',
    ])
      await expect(canvas.getByText(message)).toBeVisible()
    await expect(fieldNamed(canvas, 'textbox', 'Card number')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

/** `?fields=disabled`: every field disabled, and Check the form with them. */
export const Disabled: Story = {
  parameters: formsAt(route, '?fields=disabled'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: 'Disabled' })).toBeChecked()
    await expect(fieldNamed(canvas, 'textbox', 'Full name')).toBeDisabled()
    await expect(fieldNamed(canvas, 'combobox', 'Country')).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: /^I accept the terms/ })).toBeDisabled()
    await expect(canvas.getByRole('switch', { name: 'Email notifications' })).toBeDisabled()
    await expect(fieldNamed(canvas, 'combobox', 'Favourite title')).toBeDisabled()
    await expect(fieldNamed(canvas, 'textbox', 'Postal code')).toBeDisabled()
    await expect(canvas.getByLabelText('Attachments')).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Check the form' })).toBeDisabled()
  },
}

/** `?fields=readOnly`: text can be read and copied, not changed. */
export const ReadOnly: Story = {
  parameters: formsAt(route, '?fields=readOnly'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: 'Read-only' })).toBeChecked()
    const quantity = canvas.getByRole('spinbutton', { name: /^Quantity/ })
    await expect(quantity).toHaveAttribute('readonly')
    await userEvent.type(quantity, '5')
    await expect(quantity).toHaveValue(1)
    await expect(fieldNamed(canvas, 'textbox', 'Phone number')).toHaveAttribute('readonly')
  },
}

export const AutocompleteOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const box = await findTitleBox(canvas)
    await userEvent.type(box, 'amber')
    await userEvent.keyboard('{ArrowDown}')
    const list = canvas.getByRole('listbox', { name: /^Favourite title/ })
    const options = within(list).getAllByRole('option')
    await expect(options.length).toBeGreaterThan(1)
    for (const option of options) await expect(option).toHaveTextContent(/amber/i)
    await expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id)
    await expect(canvas.getByText(/titles found/)).toBeInTheDocument()
  },
}

export const AutocompleteNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const box = await findTitleBox(canvas)
    await userEvent.type(box, 'zebra')
    await expect(canvas.getByText('No title matches “zebra”.')).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('listbox', { name: /^Favourite title/ })).toBeNull()
  },
}

export const RejectedFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = await canvas.findByLabelText('Attachments')
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'scan.pdf', {
      type: 'application/pdf',
    })
    const script = new File(['echo'], 'run.sh', { type: 'application/x-sh' })
    await userEvent.upload(input, [big, script], { applyAccept: false })
    await expect(
      canvas.getByText('“scan.pdf” was not added: it is 3 MB, and a file can be at most 2 MB.'),
    ).toBeVisible()
    await expect(
      canvas.getByText('“run.sh” was not added: only PNG, JPEG and PDF files are accepted.'),
    ).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull()
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findSection(canvas, 'File upload')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Check the form' })).toBeVisible()
    await expect(isWiderThanWindow()).toBe(false)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const text = await findSection(canvas, 'Text')
    await expect(text.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(canvas.getByRole('button', { name: 'Check the form' })).toBeVisible()
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'عناصر النماذج' }),
    ).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(await findSection(canvas, 'الإكمال التلقائي')).toBeVisible()
    await expect(canvas.getByRole('switch', { name: 'إشعارات البريد الإلكتروني' })).toBeChecked()
  },
}
