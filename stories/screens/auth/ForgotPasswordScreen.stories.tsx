import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { forgotPasswordMachine } from '../../../src/machines/auth/forgotPasswordMachine'
import { ForgotPasswordScreen } from '../../../src/screens/auth/ForgotPasswordScreen'
import { expectShown, instantActor, pendingActor } from './authStoryHelpers'

const instantMachine = forgotPasswordMachine.provide({
  actors: { submitResetLink: instantActor() },
})
const pendingMachine = forgotPasswordMachine.provide({
  actors: { submitResetLink: pendingActor() },
})

const meta = {
  title: 'Screens/Auth/Forgot Password',
  component: ForgotPasswordScreen,
  args: { variant: 'basic' },
  // The flow answers at once in stories; Submitting waits forever.
  render: (args) => <ForgotPasswordScreen {...args} machine={instantMachine} />,
  globals: { role: 'signed-out' },
  parameters: { router: { initialEntry: '/pages/forgot-password-basic' } },
} satisfies Meta<typeof ForgotPasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Forgot password?' }),
    ).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('')
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/pages/login-basic',
    )
  },
}

export const Cover: Story = {
  args: { variant: 'cover' },
  parameters: { router: { initialEntry: '/pages/forgot-password-cover' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Forgot password?' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/pages/login-cover',
    )
  },
}

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Send reset link' }))
    await expectShown(canvas, 'Enter your email address')
    const email = canvas.getByRole('textbox', { name: /Email/ })
    await expect(email).toHaveFocus()
    // Checked again as the person types.
    await userEvent.type(email, 'amara')
    await expectShown(canvas, 'Enter a valid email address, like name@example.com')
    await expect(email).toHaveValue('amara')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Submitting: Story = {
  render: (args) => <ForgotPasswordScreen {...args} machine={pendingMachine} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), 'amara@demo.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
    const busy = await canvas.findByRole('button', { name: 'Sending…' })
    await expect(busy).toHaveAttribute('aria-disabled', 'true')
  },
}

export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), 'amara@demo.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Reset link sent to amara@demo.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }))
    await expect(await canvas.findByText('We sent the link again.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/pages/login-basic',
    )
    // Another address: back to the form with the text kept.
    await userEvent.click(canvas.getByRole('button', { name: 'Use another email' }))
    await expect(await canvas.findByRole('textbox', { name: /Email/ })).toHaveValue(
      'amara@demo.com',
    )
  },
}
