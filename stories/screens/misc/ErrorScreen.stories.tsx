import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ErrorScreen } from '../../../src/screens/misc/ErrorScreen'

const meta = {
  title: 'Screens/Misc/Error (404)',
  component: ErrorScreen,
  parameters: { router: { initialEntry: '/misc/error' } },
} satisfies Meta<typeof ErrorScreen>

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeVisible()
    await expect(canvas.getByText(/couldn't find the page you asked for/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  },
}

export const DarkSkin: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Page not found' })
    await expect(heading.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

export const French: Story = {
  globals: { lang: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page introuvable' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible()
  },
}

export const ArabicRightToLeft: Story = {
  globals: { lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' }),
    ).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(document.documentElement).toHaveAttribute('lang', 'ar')
  },
}
