import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
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
} from './accountSettingsStory'

const meta = {
  ...accountSettingsMeta,
  title: 'Screens/Account settings/Notifications',
  parameters: accountSettingsAt('?tab=notifications'),
} satisfies Meta<typeof AccountSettingsScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const toggle = (canvas: Canvas, event: string) =>
  waitFor(() => canvas.getByRole('checkbox', { name: `${event} by Email` }), { timeout: 5000 })

/** The six toggles as a grid; one changed and saved. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const follows = await toggle(canvas, 'Someone follows me')
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(6)
    await expect(follows).not.toBeChecked()
    await expect(await toggle(canvas, 'Weekly blog digest')).toBeChecked()
    await userEvent.click(follows)
    await userEvent.click(canvas.getByRole('button', { name: 'Save notifications' }))
    await findNotice(canvas, 'Your notification settings were saved.')
    await expect(follows).toBeChecked()
  },
}

export const Saving: Story = {
  parameters: {
    ...accountSettingsAt('?tab=notifications'),
    ...accountSettingsWith(neverAnswers('/account-setting/data')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await toggle(canvas, 'Weekly product updates'))
    await userEvent.click(canvas.getByRole('button', { name: 'Save notifications' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Save notifications/ })).toHaveAttribute(
        'data-loading',
        'true',
      ),
    )
  },
}

/** The save is refused: the reason shows and the toggles keep what was chosen. */
export const SaveRefused: Story = {
  parameters: {
    ...accountSettingsAt('?tab=notifications'),
    ...accountSettingsWith(
      http.post('*/account-setting/data', () =>
        HttpResponse.json(
          { message: 'Notifications are locked by your administrator.' },
          { status: 409 },
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const updates = await toggle(canvas, 'Weekly product updates')
    await userEvent.click(updates)
    await userEvent.click(canvas.getByRole('button', { name: 'Save notifications' }))
    await expect(
      await canvas.findByText(
        'Notifications are locked by your administrator.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await expect(updates).toBeChecked()
  },
}

export const Loading: Story = loadingStoryOf('?tab=notifications', 'Email notifications')

export const LoadError: Story = errorStoryOf('?tab=notifications')

/** A phone: the grid of events and channels fits the screen, its toggles within reach. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const follows = await toggle(canvas, 'Someone follows me')
    await expectNoSidewaysScroll(await findSection(canvas, 'Email notifications'))
    await expect(follows.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = darkStoryOf('Email notifications', 'Save notifications')

export const RightToLeftArabic: Story = rightToLeftStoryOf(
  'الإشعارات',
  'إشعارات البريد الإلكتروني',
  'حفظ الإشعارات',
)
