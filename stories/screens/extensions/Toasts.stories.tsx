import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { ToastsScreen } from '../../../src/screens/extensions/ToastsScreen'
import { darkStoryOf, rightToLeftStoryOf } from '../../support/skinAndDirectionStories'
import {
  expectAnnounced,
  expectNoSidewaysScroll,
  extensionsAt,
  findTitle,
  toastStack,
} from './extensionsStory'

const meta = {
  title: 'Screens/Extensions/Toasts',
  component: ToastsScreen,
  // The sample save settles at once and toasts stay until dismissed: no play waits on a clock.
  args: { settleDelayMs: 0, toastDurationMs: null },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <ToastsScreen {...args} />
    </div>
  ),
  parameters: extensionsAt('/extensions/toasts'),
} satisfies Meta<typeof ToastsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The page, and Undo: archiving a message offers it back, and Undo restores the count. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Toasts')
    for (const name of ['Kinds', 'With an action', 'Promise toast', 'Stacking and position'])
      await expect(canvas.getByRole('region', { name })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Archive a message' }))
    await expect(canvas.getByText('Messages in the inbox: 2')).toBeVisible()
    await expectAnnounced('Information: Message archived.')
    await userEvent.click(within(toastStack().stack).getByRole('button', { name: 'Undo' }))
    await expect(canvas.getByText('Messages in the inbox: 3')).toBeVisible()
    await expectAnnounced('Success: Message back in the inbox.')
  },
}

/** Each kind with its icon named, announced, and focus left on the button pressed. */
export const EachKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const kinds = [
      ['Show success', 'Success', 'Your changes were saved.'],
      ['Show error', 'Error', 'The file could not be uploaded.'],
      ['Show warning', 'Warning', 'Your storage is almost full.'],
      ['Show information', 'Information', 'A new version is available.'],
    ] as const
    for (const [button, kind, text] of kinds) {
      const pressed = await canvas.findByRole('button', { name: button })
      await userEvent.click(pressed)
      await expectAnnounced(`${kind}: ${text}`)
      await expect(pressed).toHaveFocus()
      const toast = within(toastStack().stack).getByText(text).closest('li')
      await expect(toast).toBeVisible()
      await expect(within(toast ?? document.body).getByRole('img', { name: kind })).toBeVisible()
    }
    await expect(toastStack().toasts()).toHaveLength(4)
  },
}

/** A promise toast while its work runs: a spinner and "In progress". */
export const PromisePending: Story = {
  args: { settleDelayMs: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Save the report' }))
    await expectAnnounced('In progress: Saving the report…')
    const toast = within(toastStack().stack).getByText('Saving the report…').closest('li')
    await expect(toast).toHaveAttribute('data-kind', 'pending')
  },
}

/** The same toast once its work is done. */
export const PromiseDone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Save the report' }))
    await expectAnnounced('Success: Report saved.')
    await expect(toastStack().toasts()).toHaveLength(1)
    await expect(
      within(toastStack().stack).getByText('Report saved.').closest('li'),
    ).toHaveAttribute('data-kind', 'success')
  },
}

/** The same toast once its work failed. */
export const PromiseFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Save (it will fail)' }))
    await expectAnnounced('Error: The report could not be saved.')
    await expect(
      within(toastStack().stack).getByText('The report could not be saved.').closest('li'),
    ).toHaveAttribute('data-kind', 'error')
  },
}

/** Three toasts stacked in the top start corner; Escape closes the focused one. */
export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Corner' }),
      'top-start',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Show three toasts' }))
    const { stack, toasts } = toastStack()
    await waitFor(() => expect(toasts()).toHaveLength(3))
    const box = stack.getBoundingClientRect()
    await expect(box.top).toBeLessThan(window.innerHeight / 2)
    await expect(box.left).toBeLessThan(window.innerWidth / 2)
    const dismissButtons = () => within(stack).getAllByRole('button', { name: 'Dismiss' })
    await userEvent.click(dismissButtons()[0] ?? stack)
    await waitFor(() => expect(toasts()).toHaveLength(2))
    dismissButtons()[0]?.focus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(toasts()).toHaveLength(1))
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Toasts')
    await userEvent.click(canvas.getByRole('button', { name: 'Show three toasts' }))
    await waitFor(() => expect(toastStack().toasts()).toHaveLength(3))
    await expect(toastStack().stack.getBoundingClientRect().right).toBeLessThanOrEqual(
      window.innerWidth,
    )
    await expectNoSidewaysScroll()
  },
}

export const Dark: Story = darkStoryOf('Kinds', 'Show success')

export const RightToLeftArabic: Story = rightToLeftStoryOf(null, 'الأنواع', 'إظهار نجاح')
