import { Button } from '@primer/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ListMessage } from '../../../src/components/list-table/ListMessage'

const meta = {
  title: 'Components/ListTable/ListMessage',
  component: ListMessage,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "Where a list's rows would be, when there are none: why (an alert when loading failed, a status when nothing matches) and what to do (Try again, or an action such as Clear search).\n\n**Use it** for lists that are not a `ListTable` (which shows it itself). **Do** offer the way out: Retry for an error, an action for an empty list when one helps.",
      },
    },
  },
  args: {
    kind: 'error',
    labels: {
      error: 'The users could not be loaded.',
      empty: 'No users match.',
      retry: 'Try again',
    },
    onRetry: fn(),
  },
} satisfies Meta<typeof ListMessage>

export default meta
type Story = StoryObj<typeof meta>

/** Loading failed: an alert and Try again. */
export const LoadError: Story = {
  name: 'Error',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('The users could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** Nothing matches: a status and the empty list's action. */
export const Empty: Story = {
  args: { kind: 'empty', emptyAction: <Button>Clear search</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('No users match.')
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}
