import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SkinToggle } from '../../../src/components/navbar/SkinToggle'

const meta = {
  title: 'Components/Navbar/SkinToggle',
  component: SkinToggle,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A navbar button that switches between the light and dark skins; its name says what it will do.\n\n**Don't** use it for the other skins: the customizer offers them all.",
      },
    },
  },
  args: {
    skin: 'light',
    labels: { toDark: 'Switch to dark skin', toLight: 'Switch to light skin' },
    onToggle: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SkinToggle>

export default meta
type Story = StoryObj<typeof meta>

export const Light: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Switch to dark skin' }),
    )
    await expect(args.onToggle).toHaveBeenCalledOnce()
  },
}

export const Dark: Story = {
  args: { skin: 'dark' },
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Switch to light skin' }),
    ).toBeVisible()
  },
}
