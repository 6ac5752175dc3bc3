import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import type { TodoScreen } from '../../../src/screens/todo/TodoScreen'
import {
  dialogsClosed,
  expectToast,
  findDialog,
  findTaskList,
  openAddTask,
  openTask,
  shownTitles,
  todoMeta,
} from './todoStory'

const meta = {
  ...todoMeta,
  title: 'Screens/Todo/Editor',
} satisfies Meta<typeof TodoScreen>

export default meta
type Story = StoryObj<typeof meta>

export const AddInvalid: Story = {
  name: 'Add (invalid)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const drawer = within(await openAddTask(canvas))
    const title = drawer.getByRole('textbox', { name: /^Title/ })
    await expect(title).toHaveValue('')
    await expect(drawer.getByRole('combobox', { name: 'Assignee' })).toHaveValue('')
    await userEvent.click(drawer.getByRole('button', { name: 'Add' }))
    // Each problem at its field; the drawer stays open.
    await expect(await drawer.findByText('Enter a title.')).toBeVisible()
    await expect(drawer.getByText('Choose a due date.')).toBeVisible()
    await expect(title).toHaveAttribute('aria-invalid', 'true')
    await expect(title).toHaveAccessibleDescription('Enter a title.')
    // Typing a title clears its message only.
    await userEvent.type(title, 'Call the printer')
    await waitFor(() => expect(drawer.queryByText('Enter a title.')).toBeNull())
    await expect(drawer.getByText('Choose a due date.')).toBeVisible()
  },
}

export const AddSaved: Story = {
  name: 'Add (saved)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    const drawer = within(await openAddTask(canvas))
    await userEvent.type(drawer.getByRole('textbox', { name: /^Title/ }), 'Call the printer')
    fireEvent.change(drawer.getByLabelText(/^Due date/), { target: { value: '2026-03-20' } })
    const people = drawer.getByRole('combobox', { name: 'Assignee' })
    await waitFor(() => expect(within(people).getAllByRole('option').length).toBeGreaterThan(2))
    await userEvent.selectOptions(people, within(people).getAllByRole('option')[1] as HTMLElement)
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Team' }))
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Important' }))
    await userEvent.click(drawer.getByRole('button', { name: 'Add' }))
    await dialogsClosed()
    await expectToast('“Call the printer” was added.')
    // New tasks go first in the manual order.
    await waitFor(() => expect(shownTitles(canvasElement)[0]).toBe('Call the printer'))
    await expect(
      canvas.getByRole('button', { name: 'Mark Call the printer as important' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(canvas.getByRole('link', { name: 'All 11 tasks' })).toBeVisible())
  },
}

export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    const drawer = within(await openTask(canvas, 'Clean up unused dashboard widgets'))
    const title = drawer.getByRole('textbox', { name: /^Title/ })
    await expect(title).toHaveValue('Clean up unused dashboard widgets')
    await expect(drawer.getByRole('checkbox', { name: 'Low' })).toBeChecked()
    await userEvent.clear(title)
    await userEvent.type(title, 'Remove unused dashboard widgets')
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }))
    await dialogsClosed()
    await expectToast('“Remove unused dashboard widgets” was saved.')
    await waitFor(() =>
      expect(shownTitles(canvasElement)[1]).toBe('Remove unused dashboard widgets'),
    )
  },
}

export const CloseAsksFirst: Story = {
  name: 'Edit (close asks first)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    const drawer = within(await openTask(canvas, 'Plan the quarterly all-hands'))
    const title = drawer.getByRole('textbox', { name: /^Title/ })
    await userEvent.type(title, ' and offsite')
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }))
    const ask = within(await findDialog('Discard your changes?', 'alertdialog'))
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }))
    await expect(title).toHaveValue('Plan the quarterly all-hands and offsite')
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }))
    const again = within(await findDialog('Discard your changes?', 'alertdialog'))
    await userEvent.click(again.getByRole('button', { name: 'Discard' }))
    await dialogsClosed()
    await expect(shownTitles(canvasElement)).toContain('Plan the quarterly all-hands')
  },
}
