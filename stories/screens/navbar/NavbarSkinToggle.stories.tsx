import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { NavbarSkinToggle } from '../../../src/screens/navbar/NavbarSkinToggle'

const meta = {
  title: 'Screens/Navbar/Skin toggle',
  component: NavbarSkinToggle,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavbarSkinToggle>

export default meta
type Story = StoryObj<typeof meta>

export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to dark skin' }))
    // The preferences machine now holds the dark skin (the app's theme follows it).
    await expect(await canvas.findByRole('button', { name: 'Switch to light skin' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to light skin' }))
    await expect(await canvas.findByRole('button', { name: 'Switch to dark skin' })).toBeVisible()
  },
}

export const SemiDarkGoesDark: Story = {
  globals: { skin: 'semi-dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Switch to dark skin' }),
    ).toBeVisible()
  },
}
