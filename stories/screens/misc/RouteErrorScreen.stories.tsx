import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RouteErrorScreen } from '../../../src/screens/misc/RouteErrorScreen'

const meta = {
  title: 'Screens/Misc/Route error',
  component: RouteErrorScreen,
  args: {
    onReload: fn(),
    details: 'TypeError: Cannot read properties of undefined (reading "rows")',
  },
} satisfies Meta<typeof RouteErrorScreen>

export default meta
type Story = StoryObj<typeof meta>

export const WithDetails: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible()
    const details = canvas.getByText('Technical details')
    await expect(canvas.getByText(/Cannot read properties/)).not.toBeVisible()
    await userEvent.click(details)
    await expect(canvas.getByText(/Cannot read properties/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }))
    await expect(args.onReload).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  },
}

export const WithoutDetails: Story = {
  args: { details: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible()
    await expect(canvas.queryByText('Technical details')).toBeNull()
  },
}
