import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { TodoScreen } from '../../../src/screens/todo/TodoScreen'
import {
  deletedTitles,
  expectToast,
  findDialog,
  findTaskList,
  sampleTitles,
  shownTitles,
  todoAt,
  todoMeta,
} from './todoStory'

const meta = {
  ...todoMeta,
  title: 'Screens/Todo/Actions',
} satisfies Meta<typeof TodoScreen>

export default meta
type Story = StoryObj<typeof meta>

export const DeletedRestore: Story = {
  name: 'Deleted with Restore',
  parameters: todoAt('?filter=deleted'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    await expect(shownTitles(canvasElement)).toEqual(deletedTitles)
    await expect(canvas.queryAllByRole('button', { name: /^Move / })).toHaveLength(0)
    await userEvent.click(
      canvas.getByRole('button', { name: 'Restore Update the expense policy page' }),
    )
    await expectToast('“Update the expense policy page” was restored.')
    await waitFor(() =>
      expect(shownTitles(canvasElement)).toEqual(['Order monitor stands for the new hires']),
    )
    // Delete for good asks first.
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Delete for good: Order monitor stands for the new hires',
      }),
    )
    const ask = within(await findDialog('Delete this task for good?', 'alertdialog'))
    await userEvent.click(ask.getByRole('button', { name: 'Delete for good' }))
    await expectToast('“Order monitor stands for the new hires” was deleted for good.')
    await expect(await canvas.findByText('No deleted tasks.')).toBeVisible()
  },
}

export const UndoDelete: Story = {
  name: 'Undo after delete',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete Clean up unused dashboard widgets' }),
    )
    await expectToast('“Clean up unused dashboard widgets” was deleted.')
    await expect(shownTitles(canvasElement)).not.toContain('Clean up unused dashboard widgets')
    await userEvent.click(within(document.body).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(shownTitles(canvasElement)).toEqual(sampleTitles))
  },
}

export const CompleteAndStar: Story = {
  name: 'Complete and star',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    const done = canvas.getByRole('checkbox', {
      name: 'Mark Clean up unused dashboard widgets as completed',
    })
    await userEvent.click(done)
    await expect(done).toBeChecked()
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Completed 4 in total' })).toBeVisible(),
    )
    const star = canvas.getByRole('button', {
      name: 'Mark Clean up unused dashboard widgets as important',
    })
    await userEvent.click(star)
    await expect(star).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Important 5 in total' })).toBeVisible(),
    )
  },
}

export const ReorderByKeyboard: Story = {
  name: 'Reorder by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    const handle = canvas.getByRole('button', { name: 'Move Clean up unused dashboard widgets' })
    handle.focus()
    await userEvent.keyboard('[Space]')
    // dnd-kit's live region says each step; the next key waits for it, as a screen reader user would.
    await expect(
      await within(document.body).findByText(
        'Picked up Clean up unused dashboard widgets. It is at position 2 of 10.',
      ),
    ).toBeInTheDocument()
    await userEvent.keyboard('[ArrowDown]')
    await expect(
      await within(document.body).findByText(
        'Clean up unused dashboard widgets moved to position 3 of 10.',
      ),
    ).toBeInTheDocument()
    await userEvent.keyboard('[Space]')
    await waitFor(() =>
      expect(shownTitles(canvasElement).slice(0, 3)).toEqual([
        'Interview candidates for the data team',
        'Draft the spring newsletter',
        'Clean up unused dashboard widgets',
      ]),
    )
    await expect(
      await within(document.body).findByText(
        'Clean up unused dashboard widgets dropped at position 3 of 10.',
      ),
    ).toBeInTheDocument()
  },
}
