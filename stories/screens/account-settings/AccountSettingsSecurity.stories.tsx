import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { AccountSettingsScreen } from '../../../src/screens/account-settings/AccountSettingsScreen'
import {
  accountSettingsAt,
  accountSettingsMeta,
  accountSettingsWith,
  darkStoryOf,
  errorStoryOf,
  expectNoSidewaysScroll,
  findNotice,
  findSection,
  loadingStoryOf,
  neverAnswers,
  rightToLeftStoryOf,
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

export const Loading: Story = loadingStoryOf('?tab=security', 'Active sessions')

export const LoadError: Story = errorStoryOf('?tab=security')

/** A phone: the password fields one under another, the sessions within the screen. */
export const Phone: Story = {
  globals: phoneViewport,
  parameters: {
    ...accountSettingsAt('?tab=security'),
    ...accountSettingsWith(...securityWithTwoSessions),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const sessions = await findSessions(canvas)
    await expect(field(canvas, 'New password').getBoundingClientRect().top).toBeGreaterThan(
      field(canvas, 'Current password').getBoundingClientRect().top,
    )
    await expectNoSidewaysScroll(sessions)
    await expectNoSidewaysScroll(await findSection(canvas, 'Change password'))
  },
}

export const Dark: Story = darkStoryOf('Active sessions', 'Change password')

export const RightToLeftArabic: Story = rightToLeftStoryOf(
  'الأمان',
  'الجلسات النشطة',
  'تغيير كلمة المرور',
)
