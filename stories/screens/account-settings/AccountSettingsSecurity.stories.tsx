import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { AccountSettingsScreen } from '../../../src/screens/account-settings/AccountSettingsScreen'
import {
  accountSettingsAt,
  accountSettingsMeta,
  accountSettingsWith,
  findNotice,
  neverAnswers,
  securityWithTwoSessions,
} from './accountSettingsStory'

const meta = {
  ...accountSettingsMeta,
  title: 'Screens/Account settings/Security',
  parameters: accountSettingsAt('?tab=security'),
} satisfies Meta<typeof AccountSettingsScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const field = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^${label}`))
const findSessions = (canvas: Canvas) =>
  waitFor(() => canvas.getByRole('region', { name: 'Active sessions' }), { timeout: 5000 })

async function typePassword(canvas: Canvas, current: string, next: string, again = next) {
  await userEvent.type(field(canvas, 'Current password'), current)
  await userEvent.type(field(canvas, 'New password'), next)
  await userEvent.type(field(canvas, 'Confirm new password'), again)
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
}

/** Two sessions, this one marked; the other is signed out. */
export const Populated: Story = {
  parameters: {
    ...accountSettingsAt('?tab=security'),
    ...accountSettingsWith(...securityWithTwoSessions),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const sessions = within(await findSessions(canvas))
    await expect(sessions.getByText('This session')).toBeVisible()
    await expect(sessions.getByText('Safari on iOS')).toBeVisible()
    await expect(canvas.getByText(/^Last changed/)).toBeVisible()
    await userEvent.click(sessions.getByRole('button', { name: 'Sign out of Safari on iOS' }))
    await findNotice(canvas, 'That session was signed out.')
    await expect(sessions.queryByText('Safari on iOS')).toBeNull()
  },
}

export const Saving: Story = {
  parameters: {
    ...accountSettingsAt('?tab=security'),
    ...accountSettingsWith(neverAnswers('/account-setting/password')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findSessions(canvas)
    await typePassword(canvas, 'admin', 'Sunflower-42')
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Change password/ })).toHaveAttribute(
        'data-loading',
        'true',
      ),
    )
  },
}

/** The shared rules stop a weak password; the back end says the current one is wrong. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findSessions(canvas)
    await typePassword(canvas, 'admin', 'weakpass', 'other')
    await expect(field(canvas, 'New password')).toHaveAccessibleDescription(
      'The password does not meet every rule below.',
    )
    await expect(field(canvas, 'Confirm new password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    )
    await userEvent.clear(field(canvas, 'Current password'))
    await userEvent.clear(field(canvas, 'New password'))
    await userEvent.clear(field(canvas, 'Confirm new password'))
    await typePassword(canvas, 'not-it', 'Sunflower-42')
    await waitFor(
      () =>
        expect(field(canvas, 'Current password')).toHaveAccessibleDescription(
          'The current password is wrong',
        ),
      { timeout: 5000 },
    )
    await expect(field(canvas, 'New password')).toHaveValue('Sunflower-42')
  },
}
