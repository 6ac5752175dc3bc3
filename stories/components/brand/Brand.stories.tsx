import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Brand } from '../../../src/components/brand/Brand'
import { Logo } from '../../../src/components/brand/Logo'

const meta = {
  title: 'Components/Brand',
  component: Brand,
  subcomponents: { Logo },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The product's mark and name, as the menu's header and the sign-in pages show it.\n\n**Use it** wherever the product names itself (menu header, auth pages, loading screen). **Do** hide the name (`isNameShown: false`) where space is short: the mark keeps the name as its accessible label. **Don't** draw the mark yourself: its `Logo` part (props below) is shared with the loading screen.",
      },
    },
    layout: 'centered',
  },
  args: { size: 32, isNameShown: true },
} satisfies Meta<typeof Brand>

export default meta
type Story = StoryObj<typeof meta>

export const WithName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('CEA Dashboard')).toBeVisible()
    // Beside the visible name the mark is decorative, so the name is not read twice.
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

export const MarkOnly: Story = {
  args: { isNameShown: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: 'CEA Dashboard' })).toBeVisible()
    await expect(canvas.queryByText('CEA Dashboard')).toBeNull()
  },
}

export const Large: Story = {
  args: { size: 64 },
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('svg')
    await expect(mark).toHaveAttribute('width', '64')
    await expect(within(canvasElement).getByText('CEA Dashboard')).toBeVisible()
  },
}
