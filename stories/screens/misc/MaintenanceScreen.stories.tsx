import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MaintenanceScreen } from '../../../src/screens/misc/MaintenanceScreen'

const meta = {
  title: 'Screens/Misc/Maintenance',
  component: MaintenanceScreen,
  parameters: { router: { initialEntry: '/misc/maintenance' } },
} satisfies Meta<typeof MaintenanceScreen>

export default meta
type Story = StoryObj<typeof meta>

export const UnderMaintenance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Under maintenance' }),
    ).toBeVisible()
    await expect(canvas.getByText(/performing some maintenance/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    // The illustration is decoration only.
    await expect(
      canvasElement.querySelector('svg[data-illustration="maintenance"]'),
    ).toHaveAttribute('aria-hidden', 'true')
  },
}

/** The client's home is the access-control page. */
export const ClientHome: Story = {
  args: { homePath: '/access-control' },
  globals: { role: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/access-control',
    )
  },
}

export const DarkSkin: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Under maintenance' })
    await expect(heading.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

export const German: Story = {
  globals: { lang: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wartungsarbeiten' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible()
  },
}

export const ArabicRightToLeft: Story = {
  globals: { lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'قيد الصيانة' }),
    ).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  },
}
