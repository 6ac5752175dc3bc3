import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { AccountSettingsScreen } from '../../../src/screens/account-settings/AccountSettingsScreen'
import { accountSettingsMeta, findProfile } from './accountSettingsStory'

const meta = {
  ...accountSettingsMeta,
  title: 'Screens/Account settings/Appearance',
} satisfies Meta<typeof AccountSettingsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** A phone: one column, nothing scrolls sideways. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const profile = await findProfile(canvas)
    const email = canvas.getByLabelText(/^Email/)
    const username = canvas.getByLabelText(/^Username/)
    await expect(email.getBoundingClientRect().top).toBeGreaterThan(
      username.getBoundingClientRect().top,
    )
    await expect(profile.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const profile = await findProfile(canvas)
    await expect(profile.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible()
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'إعدادات الحساب' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(
      await canvas.findByRole('link', { name: 'الحساب' }, { timeout: 5000 }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('button', { name: 'حفظ التغييرات' })).toBeVisible()
  },
}
