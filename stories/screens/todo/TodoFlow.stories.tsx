import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import type { TodoScreen } from '../../../src/screens/todo/TodoScreen'
import {
  dialogsClosed,
  expectAddress,
  expectToast,
  openAddTask,
  shownTitles,
  todoMeta,
  todoWith,
} from './todoStory'

const meta = {
  ...todoMeta,
  title: 'Screens/Todo/Flow',
} satisfies Meta<typeof TodoScreen>

export default meta
type Story = StoryObj<typeof meta>

const addNeverAnswers = http.post('*/apps/todo/add-tasks', async () => {
  await delay('infinite')
  return HttpResponse.json({})
})

export const AddSaving: Story = {
  name: 'Add (saving)',
  parameters: todoWith(addNeverAnswers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const drawer = within(await openAddTask(canvas))
    await userEvent.type(drawer.getByRole('textbox', { name: /^Title/ }), 'Call the printer')
    fireEvent.change(drawer.getByLabelText(/^Due date/), { target: { value: '2026-03-20' } })
    await userEvent.click(drawer.getByRole('button', { name: 'Add' }))
    // The drawer stays while the call runs; its button says it is busy.
    await waitFor(() =>
      expect(drawer.getByRole('button', { name: /^Add/ })).toHaveAttribute('data-loading', 'true'),
    )
    await expect(drawer.getByRole('textbox', { name: /^Title/ })).toHaveValue('Call the printer')
  },
}

export const TaskLife: Story = {
  name: 'Flow: add, complete, delete, restore',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const drawer = within(await openAddTask(canvas))
    await userEvent.type(drawer.getByRole('textbox', { name: /^Title/ }), 'Book the team lunch')
    fireEvent.change(drawer.getByLabelText(/^Due date/), { target: { value: '2026-03-20' } })
    await userEvent.click(drawer.getByRole('button', { name: 'Add' }))
    await dialogsClosed()
    await waitFor(() => expect(shownTitles(canvasElement)[0]).toBe('Book the team lunch'))
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Mark Book the team lunch as completed' }),
    )
    await userEvent.click(await canvas.findByRole('link', { name: 'Completed 4 in total' }))
    await expectAddress(canvas, '/apps/todo?filter=completed')
    await waitFor(() => expect(shownTitles(canvasElement)).toContain('Book the team lunch'))
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Book the team lunch' }))
    await expectToast('“Book the team lunch” was deleted.')
    // Opening Deleted sends the waiting delete: the task is listed there.
    await userEvent.click(canvas.getByRole('link', { name: /^Deleted/ }))
    await expectAddress(canvas, '/apps/todo?filter=deleted')
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Restore Book the team lunch' }, { timeout: 5000 }),
    )
    await expectToast('“Book the team lunch” was restored.')
    await waitFor(() => expect(shownTitles(canvasElement)).not.toContain('Book the team lunch'))
  },
}
