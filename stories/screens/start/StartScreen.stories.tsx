import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StartScreen } from '../../../src/screens/start/StartScreen'

const meta = {
  title: 'Screens/Start/Start',
  component: StartScreen,
} satisfies Meta<typeof StartScreen>

export default meta
type Story = StoryObj<typeof meta>

export const SimulatedBackend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' }),
    ).toBeVisible()
    await expect(canvas.getByText('Back end: simulated in this browser')).toBeVisible()
  },
}

export const RemoteBackend: Story = {
  args: { apiUrl: 'https://api.example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Back end: https://api.example.com')).toBeVisible()
  },
}

export const SignedOut: Story = {
  globals: { role: 'signed-out' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome to CEA Dashboard' }),
    ).toBeVisible()
  },
}
