import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Toast } from '../../../src/components/toast/Toast'

const meta = {
  title: 'Components/Toast',
  component: Toast,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A short message at the bottom of the page about what just happened, with an optional action (e.g. Undo) and a close button, in a polite live region.\n\n**Use it** to confirm a change that has no other visible trace (a deleted row). **Do** keep it mounted with `text: null` between messages, so the next one is announced. **Don't** put errors that need an answer in it: show them where they happened.",
      },
    },
  },
  args: {
    text: 'Task deleted',
    action: { label: 'Undo', onClick: fn() },
    dismissLabel: 'Dismiss',
    onDismiss: fn(),
  },
} satisfies Meta<typeof Toast>

export default meta
type Story = StoryObj<typeof meta>

/** The message is announced; Undo and Dismiss each do their part. */
export const WithUndo: Story = {
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('Task deleted')
    await userEvent.click(within(status).getByRole('button', { name: 'Undo' }))
    await expect(args.action?.onClick).toHaveBeenCalled()
    await userEvent.click(within(status).getByRole('button', { name: 'Dismiss' }))
    await expect(args.onDismiss).toHaveBeenCalled()
  },
}
