import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { twoStepsMachine } from '../../../src/machines/auth/twoStepsMachine'
import { TwoStepsScreen } from '../../../src/screens/auth/TwoStepsScreen'
import { expectShown, instantActor, pendingActor } from './authStoryHelpers'

const instantMachine = twoStepsMachine.provide({ actors: { submitCode: instantActor() } })
const pendingMachine = twoStepsMachine.provide({ actors: { submitCode: pendingActor() } })

const meta = {
  title: 'Screens/Auth/Two Steps',
  component: TwoStepsScreen,
  args: { variant: 'basic' },
  globals: { role: 'signed-out' },
  parameters: { router: { initialEntry: '/pages/two-steps-basic' } },
  // The flow answers at once in stories; Submitting waits forever.
  render: (args) => <TwoStepsScreen {...args} machine={instantMachine} />,
} satisfies Meta<typeof TwoStepsScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const box = (canvas: Canvas, position: number) =>
  canvas.getByRole('textbox', { name: `Digit ${position} of 6` })
const code = (canvas: Canvas) =>
  [1, 2, 3, 4, 5, 6].map((position) => (box(canvas, position) as HTMLInputElement).value).join('')

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Two-step verification' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('group', { name: 'Type your 6-digit security code' }),
    ).toBeVisible()
    await expect(canvas.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6)
    await expect(canvas.getByRole('button', { name: 'Verify my account' })).toBeDisabled()
  },
}

export const Cover: Story = {
  args: { variant: 'cover' },
  parameters: { router: { initialEntry: '/pages/two-steps-cover' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Two-step verification' }),
    ).toBeVisible()
    await expect(box(canvas, 1)).toBeVisible()
  },
}

/** Each digit moves on to the next box, letters are refused, Backspace on an empty box goes back. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Digit 1 of 6' }))
    await userEvent.keyboard('4')
    await expect(box(canvas, 2)).toHaveFocus()
    await userEvent.keyboard('x')
    await expect(box(canvas, 2)).toHaveValue('')
    await expect(box(canvas, 2)).toHaveFocus()
    await userEvent.keyboard('82')
    await expect(box(canvas, 4)).toHaveFocus()
    await userEvent.keyboard('{Backspace}')
    await expect(box(canvas, 3)).toHaveFocus()
    await userEvent.keyboard('{Backspace}')
    await expect(box(canvas, 3)).toHaveValue('')
    await expect(code(canvas)).toBe('48')
    await userEvent.keyboard('2913')
    await expect(code(canvas)).toBe('482913')
    await expect(canvas.getByRole('button', { name: 'Verify my account' })).toBeEnabled()
  },
}

export const PastedCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Digit 1 of 6' }))
    await userEvent.paste('not a code')
    await expect(code(canvas)).toBe('')
    await userEvent.paste('482 913')
    await expect(code(canvas)).toBe('482913')
    await expect(box(canvas, 6)).toHaveFocus()
    await expect(canvas.getByRole('button', { name: 'Verify my account' })).toBeEnabled()
  },
}

export const RefusedCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Digit 1 of 6' }))
    await userEvent.keyboard('000000')
    await userEvent.click(canvas.getByRole('button', { name: 'Verify my account' }))
    await expectShown(canvas, 'That code is not valid')
    await expect(box(canvas, 1)).toHaveAttribute('aria-invalid', 'true')
    await expect(
      canvas.getByRole('group', { name: 'Type your 6-digit security code' }),
    ).toHaveAccessibleDescription('That code is not valid')
  },
}

export const Submitting: Story = {
  render: (args) => <TwoStepsScreen {...args} machine={pendingMachine} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Digit 1 of 6' }))
    await userEvent.paste('482913')
    await userEvent.click(canvas.getByRole('button', { name: 'Verify my account' }))
    const busy = await canvas.findByRole('button', { name: 'Verifying…' })
    await expect(busy).toHaveAttribute('aria-disabled', 'true')
  },
}

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Digit 1 of 6' }))
    await userEvent.keyboard('482913')
    await userEvent.click(canvas.getByRole('button', { name: 'Verify my account' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your account is verified')
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/',
    )
  },
}

export const NewCodeRequested: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Digit 1 of 6' }))
    await userEvent.keyboard('48')
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('A new code was sent.')
    await expect(code(canvas)).toBe('')
  },
}

export const ArabicRightToLeft: Story = {
  globals: { role: 'signed-out', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'التحقّق بخطوتين' }),
    ).toBeVisible()
    // The boxes stay left to right, as codes are read.
    const first = canvas.getByRole('textbox', { name: /^الرقم (1|١) من (6|٦)$/ })
    await expect(first.closest('[dir]')).toHaveAttribute('dir', 'ltr')
    await userEvent.click(first)
    await userEvent.keyboard('7')
    await expect(canvas.getByRole('textbox', { name: /^الرقم (2|٢) من (6|٦)$/ })).toHaveFocus()
  },
}
