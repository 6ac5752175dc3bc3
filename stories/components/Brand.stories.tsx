import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Brand } from '../../src/components/brand/Brand'

const meta = {
  title: 'Components/Brand',
  component: Brand,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
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
