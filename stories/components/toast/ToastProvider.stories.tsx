import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '@primer/react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ToastButtons } from '../../../src/components/toast/ToastButtons'
import { useToasts } from '../../../src/components/toast/toastContext'
import { ToastProvider } from '../../../src/components/toast/ToastProvider'

/** A screen below the provider: one button shows a toast of each kind. */
function ShowEachKind() {
  const toasts = useToasts()
  return (
    <Button
      onClick={() => {
        toasts.show({ kind: 'success', text: 'Invoice sent.' })
        toasts.show({ kind: 'error', text: 'The card was declined.' })
        toasts.show({ kind: 'warning', text: 'Your trial ends tomorrow.' })
        toasts.show({ kind: 'info', text: 'Two people are editing.' })
      }}
    >
      Show each kind
    </Button>
  )
}

const meta = {
  title: 'Components/ToastProvider',
  component: ToastProvider,
  // The buttons every toast ends with (the older single Toast uses them too).
  subcomponents: { ToastButtons },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The toast system. Put `ToastProvider` around a screen (or the app) and call `useToasts()` below it: `show`, `update`, `dismiss`, and `promise` for a toast that follows a task (pending → success or error). Toasts stack in the corner `position` names (start and end follow the page direction), at most four. Each is announced in a polite live region and never takes focus; it closes by its button, by Escape while focused (focus then returns where it was), or after `durationMs`, which waits while it is hovered or focused. Do give every text and label in the UI language; do not use a toast for something a person must act on (use a dialog).',
      },
    },
  },
  args: {
    labels: {
      region: 'Notifications',
      dismiss: 'Dismiss',
      kinds: {
        success: 'Success',
        error: 'Error',
        warning: 'Warning',
        info: 'Information',
        pending: 'In progress',
      },
    },
    position: 'bottom-end',
    durationMs: null,
    children: null,
  },
  render: (args) => (
    <ToastProvider {...args}>
      <ShowEachKind />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>

export default meta
type Story = StoryObj<typeof meta>

/** Each kind stacked, the last announced; Escape on a focused toast closes it and focus comes back. */
export const EachKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Show each kind' })
    await userEvent.click(button)
    const stack = canvas.getByRole('region', { name: 'Notifications' })
    await waitFor(() => expect(within(stack).getAllByRole('listitem')).toHaveLength(4))
    await expect(within(stack).getAllByRole('status')[0]).toHaveTextContent(
      'Information: Two people are editing.',
    )
    await expect(button).toHaveFocus()
    within(stack).getAllByRole('button', { name: 'Dismiss' })[0]?.focus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(stack).getAllByRole('listitem')).toHaveLength(3))
    await expect(button).toHaveFocus()
  },
}
