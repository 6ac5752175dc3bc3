import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { UserViewScreen } from '../../../src/screens/user-view/UserViewScreen'
import { findNotice, findUserCard, userViewAt, userViewMeta } from './userViewStory'

const meta = {
  ...userViewMeta,
  title: 'Screens/Users/User view settings',
  parameters: userViewAt(1, '?tab=security'),
} satisfies Meta<typeof UserViewScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

const passwordField = (canvas: Canvas, label: 'New password' | 'Confirm new password') =>
  canvas.getByLabelText(new RegExp(`^${label}`))

export const PasswordRulesFailing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findUserCard(canvas)
    await userEvent.type(passwordField(canvas, 'New password'), 'weakpass')
    await userEvent.type(passwordField(canvas, 'Confirm new password'), 'other')
    const rules = within(canvas.getByRole('list', { name: 'Password rules' }))
    await expect(rules.getByText('At least 8 characters').closest('li')).toHaveTextContent('met')
    await expect(rules.getByText('An upper-case letter').closest('li')).toHaveTextContent(
      'not met yet',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await expect(passwordField(canvas, 'New password')).toHaveAccessibleDescription(
      'The password does not follow the rules below.',
    )
    await expect(passwordField(canvas, 'Confirm new password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    )
    await expect(passwordField(canvas, 'New password')).toHaveValue('weakpass')
  },
}

export const PasswordSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findUserCard(canvas)
    await userEvent.type(passwordField(canvas, 'New password'), 'Sunflower-42')
    await userEvent.type(passwordField(canvas, 'Confirm new password'), 'Sunflower-42')
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await findNotice(canvas, 'The password was changed.')
    await expect(passwordField(canvas, 'New password')).toHaveValue('')
    await expect(canvas.getByText(/^Last changed on/)).toBeVisible()
  },
}

export const TwoStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findUserCard(canvas)
    const toggle = canvas.getByRole('button', { name: 'Two-step verification' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(toggle)
    await findNotice(canvas, 'Two-step verification was saved.')
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'))
    // On again needs a phone number.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Phone number' }))
    await userEvent.click(toggle)
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'This field is required.',
    )
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '+49 151 2345 678')
    await userEvent.click(toggle)
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'), { timeout: 5000 })
  },
}

export const NotificationsSaved: Story = {
  parameters: userViewAt(1, '?tab=notifications'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findUserCard(canvas)
    const box = canvas.getByRole('checkbox', { name: 'Account activity by Email' })
    await expect(box).not.toBeChecked()
    await userEvent.click(box)
    await expect(box).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await findNotice(canvas, 'Notification settings were saved.')
    await expect(box).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeDisabled()
  },
}
