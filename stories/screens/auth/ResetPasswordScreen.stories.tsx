import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { resetPasswordMachine } from '../../../src/machines/auth/resetPasswordMachine'
import { ResetPasswordScreen } from '../../../src/screens/auth/ResetPasswordScreen'
import { expectShown, instantActor, passwordInput, pendingActor } from './authStoryHelpers'

const instantMachine = resetPasswordMachine.provide({
  actors: { submitNewPassword: instantActor() },
})
const pendingMachine = resetPasswordMachine.provide({
  actors: { submitNewPassword: pendingActor() },
})

const meta = {
  title: 'Screens/Auth/Reset Password',
  component: ResetPasswordScreen,
  args: { variant: 'basic' },
  // The flow answers at once in stories; Submitting waits forever.
  render: (args) => <ResetPasswordScreen {...args} machine={instantMachine} />,
  globals: { role: 'signed-out' },
  parameters: { router: { initialEntry: '/pages/reset-password-basic' } },
} satisfies Meta<typeof ResetPasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const newPassword = (canvas: Canvas) => passwordInput(canvas, 'New password')
const confirmation = (canvas: Canvas) => passwordInput(canvas, 'Confirm password')

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reset password' }),
    ).toBeVisible()
    await expect(newPassword(canvas)).toHaveValue('')
    await expect(confirmation(canvas)).toHaveValue('')
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/pages/login-basic',
    )
    await userEvent.type(confirmation(canvas), 'visible?')
    await userEvent.click(canvas.getByRole('button', { name: 'Show confirmation' }))
    await expect(confirmation(canvas)).toHaveAttribute('type', 'text')
    await expect(newPassword(canvas)).toHaveAttribute('type', 'password')
  },
}

export const Cover: Story = {
  args: { variant: 'cover' },
  parameters: { router: { initialEntry: '/pages/reset-password-cover' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reset password' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/pages/login-cover',
    )
  },
}

export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'short')
    await userEvent.type(confirmation(canvas), 'shorter1')
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }))
    await expectShown(canvas, 'Use at least 8 characters')
    await expectShown(canvas, "The passwords don't match")
    await expect(newPassword(canvas)).toHaveFocus()
    await expect(newPassword(canvas)).toHaveValue('short')
    // Fixing both clears the messages as the person types.
    await userEvent.type(newPassword(canvas), 'er1')
    await expect(canvas.queryByText('Use at least 8 characters')).toBeNull()
    await expect(canvas.queryByText("The passwords don't match")).toBeNull()
  },
}

export const Submitting: Story = {
  render: (args) => <ResetPasswordScreen {...args} machine={pendingMachine} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'Cobalt-Harbor-42')
    await userEvent.type(confirmation(canvas), 'Cobalt-Harbor-42')
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }))
    const busy = await canvas.findByRole('button', { name: 'Saving…' })
    await expect(busy).toHaveAttribute('aria-disabled', 'true')
  },
}

export const PasswordReset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'Cobalt-Harbor-42')
    await userEvent.type(confirmation(canvas), 'Cobalt-Harbor-42')
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your password has been reset',
    )
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/pages/login-basic',
    )
  },
}
