import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { NotAuthorizedScreen } from '../../../src/screens/misc/NotAuthorizedScreen'

const meta = {
  title: 'Screens/Misc/Not authorized',
  component: NotAuthorizedScreen,
  parameters: { router: { initialEntry: '/misc/not-authorized' } },
  args: { homePath: '/access-control' },
} satisfies Meta<typeof NotAuthorizedScreen>

export default meta
type Story = StoryObj<typeof meta>

/** A signed-in client opened an admin page: 403, back to the client's home. */
export const Forbidden: Story = {
  globals: { role: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'You are not authorized' }),
    ).toBeVisible()
    await expect(canvas.getByText('403')).toBeVisible()
    await expect(canvas.getByText(/ask an administrator for access/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/access-control',
    )
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull()
  },
}

/** A visitor who is not signed in: 401, with a way to sign in. */
export const SignedOut: Story = {
  globals: { role: 'signed-out' },
  args: { homePath: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Please sign in first' }),
    ).toBeVisible()
    await expect(canvas.getByText('401')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  },
}

export const DarkSkin: Story = {
  globals: { skin: 'dark', role: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = await canvas.findByRole('heading', { level: 1, name: 'You are not authorized' })
    await expect(heading.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

export const French: Story = {
  globals: { lang: 'fr', role: 'signed-out' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "Veuillez d'abord vous connecter" }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible()
  },
}

export const ArabicRightToLeft: Story = {
  globals: { lang: 'ar', role: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'غير مصرّح لك' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  },
}
