import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { WizardStep } from '../../../src/api/types/formsKit'
import { sampleWizardForm } from '../../../src/fixtures/formsKit'
import { WizardScreen } from '../../../src/screens/forms/wizard/WizardScreen'
import { wizardAt, wizardFails, wizardNeverAnswers } from './formsKitStory'

const meta = {
  title: 'Screens/Forms/Wizard',
  component: WizardScreen,
} satisfies Meta<typeof WizardScreen>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = ReturnType<typeof within>

const findStepHeading = (canvas: Canvas, name: RegExp) =>
  canvas.findByRole('heading', { level: 2, name }, { timeout: 5000 })

/** The stepper's current step. */
const currentStep = (canvas: Canvas) =>
  canvas.getByRole('navigation', { name: 'Wizard steps' }).querySelector('[aria-current="step"]')

/** A step shown filled in, its values in its fields, every earlier step a button back. */
const populatedAt = (step: WizardStep, name: string, field: string, value: string): Story => ({
  ...wizardAt(step, sampleWizardForm),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStepHeading(canvas, new RegExp(`of 5: ${name}`))
    await expect(currentStep(canvas)).toHaveTextContent(name)
    await expect(canvas.getByLabelText(new RegExp(field))).toHaveValue(value)
    await expect(canvas.getByRole('button', { name: /Account details/ })).toBeVisible()
  },
})

export const AccountPopulated: Story = {
  ...wizardAt('account', sampleWizardForm),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStepHeading(canvas, /Step 1 of 5: Account details/)
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveValue('ada.l')
    // Every later step passes, so the stepper may open each of them.
    await expect(canvas.getByRole('button', { name: /Review/ })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull()
  },
}
export const PersonalPopulated = populatedAt('personal', 'Personal info', 'First name', 'Ada')
export const AddressPopulated = populatedAt('address', 'Address', 'City', 'London')
export const SocialPopulated = populatedAt(
  'social',
  'Social links',
  'Website',
  'https://ada.example',
)

export const ReviewPopulated: Story = {
  ...wizardAt('review', sampleWizardForm),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStepHeading(canvas, /Step 5 of 5: Review/)
    await expect(canvas.getByText('Lovelace')).toBeVisible()
    await expect(canvas.getByText('EC1A 1BB')).toBeVisible()
    await expect(canvas.queryByText('Secret#12')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Edit Personal info' })).toBeVisible()
  },
}

/** Next on an empty step: each field says what is wrong and the first takes focus. */
export const ErrorsAfterNext: Story = {
  ...wizardAt('account'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStepHeading(canvas, /Step 1 of 5/)
    await expect(canvas.queryByRole('button', { name: /Personal info/ })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(4)
    const username = canvas.getByRole('textbox', { name: /Username/ })
    await waitFor(() => expect(username).toHaveFocus())
    await expect(username).toHaveAttribute('aria-invalid', 'true')
    await expect(currentStep(canvas)).toHaveTextContent(/Account details/)
  },
}

export const Submitting: Story = {
  ...wizardAt('review', sampleWizardForm),
  parameters: { ...wizardAt('review').parameters, ...wizardNeverAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStepHeading(canvas, /Review/)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await expect(await canvas.findByText('Submitting…')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Edit Account details' })).toBeDisabled()
  },
}

export const Submitted: Story = {
  ...wizardAt('review', sampleWizardForm),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStepHeading(canvas, /Review/)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await expect(
      await canvas.findByRole('heading', { name: 'Submitted: registration #1' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByText('Ada Lovelace is registered as ada.l.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Start again' })).toBeVisible()
  },
}

export const SubmitFailed: Story = {
  ...wizardAt('review', sampleWizardForm),
  parameters: { ...wizardAt('review').parameters, ...wizardFails },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStepHeading(canvas, /Review/)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await expect(
      await canvas.findByText('The form could not be submitted', {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByText('The server did not answer. Try again.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled()
  },
}

export const VerticalStepper: Story = {
  ...wizardAt('address', sampleWizardForm),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStepHeading(canvas, /Address/)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vertical stepper' }))
    const stepper = canvas.getByRole('navigation', { name: 'Wizard steps' })
    await expect(stepper).toHaveAttribute('data-orientation', 'vertical')
    await expect(canvas.getByText('Optional links to your profiles')).toBeVisible()
  },
}

export const Phone: Story = {
  ...wizardAt('personal', sampleWizardForm),
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStepHeading(canvas, /Personal info/)
    const items = canvas.getByRole('navigation', { name: 'Wizard steps' }).querySelectorAll('li')
    // One step under another on a phone.
    const [first, second] = [...items].map((item) => item.getBoundingClientRect())
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? Infinity)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  ...wizardAt('social', sampleWizardForm),
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = await findStepHeading(canvas, /Social links/)
    await expect(heading.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

export const RightToLeftArabic: Story = {
  ...wizardAt('account'),
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStepHeading(canvas, /الخطوة 1 من 5/)
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('button', { name: 'التالي' })).toBeVisible()
  },
}
