import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { sampleValidationForm } from '../../../src/fixtures/formsKit'
import { FormValidationScreen } from '../../../src/screens/forms/validation/FormValidationScreen'
import { usernameCheckNeverAnswers, validationPage } from './formsKitStory'

const meta = {
  title: 'Screens/Forms/Validation',
  component: FormValidationScreen,
} satisfies Meta<typeof FormValidationScreen>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = ReturnType<typeof within>

const findForm = (canvas: Canvas) =>
  canvas.findByRole('form', { name: 'Sign-up form' }, { timeout: 5000 })
const liveRegion = (canvas: Canvas) => canvas.getByRole('status')

/** A field left with a wrong value says why, and the live region announces it. */
export const FieldErrors: Story = {
  ...validationPage(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findForm(canvas)
    const email = canvas.getByRole('textbox', { name: /Email/ })
    await userEvent.type(email, 'ada@')
    await userEvent.tab()
    const message = 'Enter an email address such as name@example.com.'
    await expect(await canvas.findByText(message)).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(liveRegion(canvas)).toHaveTextContent(`Email: ${message}`)
    // Fixed as it is typed, once it was left.
    await userEvent.type(email, 'example.com')
    await expect(canvas.queryByText(message)).toBeNull()
  },
}

export const CrossFieldErrors: Story = {
  ...validationPage({
    ...sampleValidationForm,
    confirmPassword: 'Secret#13',
    endDate: '2026-03-10',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findForm(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Check and send' }))
    await expect(
      await canvas.findByText('Confirm password: The passwords do not match.'),
    ).toBeVisible()
    await expect(
      canvas.getByText('End date: The end date must be after the start date.'),
    ).toBeVisible()
    await expect(canvas.getAllByText('The passwords do not match.')).toHaveLength(1)
  },
}

export const UsernameChecking: Story = {
  ...validationPage(),
  parameters: { ...validationPage().parameters, ...usernameCheckNeverAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findForm(canvas)
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'ada.l')
    await expect(await canvas.findByText('Checking the username…')).toBeVisible()
  },
}

export const UsernameTaken: Story = {
  ...validationPage(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findForm(canvas)
    const username = canvas.getByRole('textbox', { name: /Username/ })
    await userEvent.type(username, 'lena.fischer')
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 5000,
    })
    await expect(username).toHaveAccessibleDescription('This username is already taken.')
    await expect(liveRegion(canvas)).toHaveTextContent('This username is already taken.')
  },
}

export const UsernameFree: Story = {
  ...validationPage(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findForm(canvas)
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'ada.l')
    await expect(
      await canvas.findByText(
        'This username is free.',
        { selector: '.cea-forms__status' },
        { timeout: 5000 },
      ),
    ).toBeVisible()
  },
}

/** Submit with nothing typed: the summary lists six problems, and a link focuses its field. */
export const ErrorSummary: Story = {
  ...validationPage(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findForm(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Check and send' }))
    const summary = await canvas.findByRole('heading', { name: 'There are 6 problems' })
    await waitFor(() => expect(summary.parentElement).toHaveFocus())
    await expect(within(summary.parentElement ?? canvasElement).getAllByRole('link')).toHaveLength(
      6,
    )
    await userEvent.click(canvas.getByRole('link', { name: 'End date: This field is required.' }))
    await expect(canvas.getByLabelText(/End date/)).toHaveFocus()
  },
}

export const Phone: Story = {
  ...validationPage(),
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findForm(canvas)
    await expect(canvas.getByRole('button', { name: 'Check and send' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  ...validationPage(),
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findForm(canvas)
    await expect(form.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

export const RightToLeftArabic: Story = {
  ...validationPage(),
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'نموذج التسجيل' }, { timeout: 5000 })
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('button', { name: 'تحقق وأرسل' })).toBeVisible()
  },
}
