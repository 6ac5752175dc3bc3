import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { todoScenarios } from '../../../src/mocks/handlers/todo'
import type { TodoScreen } from '../../../src/screens/todo/TodoScreen'
import {
  expectAddress,
  findTaskList,
  listFailsOnce,
  rowOf,
  sampleTitles,
  shownTitles,
  todoAt,
  todoMeta,
  todoWith,
} from './todoStory'

const meta = {
  ...todoMeta,
  title: 'Screens/Todo/List',
} satisfies Meta<typeof TodoScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'To-do' })).toBeVisible()
    const list = await findTaskList(canvas)
    await expect(shownTitles(canvasElement)).toEqual(sampleTitles)
    // A row: complete, title, tags, due date, assignee, star, delete, and its drag handle.
    const row = within(rowOf(list, 'Prepare the 4.2 release notes'))
    await expect(
      row.getByRole('checkbox', { name: 'Mark Prepare the 4.2 release notes as completed' }),
    ).not.toBeChecked()
    await expect(row.getByText('Update')).toBeVisible()
    await expect(row.getByText('High')).toBeVisible()
    await expect(row.getByText('Assigned to Tobias Renner')).toBeInTheDocument()
    await expect(
      row.getByRole('button', { name: 'Mark Prepare the 4.2 release notes as important' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(
      row.getByRole('button', { name: 'Move Prepare the 4.2 release notes' }),
    ).toBeVisible()
    // Completed: ticked and struck through.
    const done = rowOf(list, 'Draft the spring newsletter')
    await expect(within(done).getByRole('checkbox')).toBeChecked()
    await expect(
      getComputedStyle(done.querySelector('.cea-todo-row__title') as Element).textDecorationLine,
    ).toBe('line-through')
    // The sidebar: filters and tags with their counts.
    const filters = canvas.getByRole('complementary', { name: 'Task filters' })
    await waitFor(() =>
      expect(within(filters).getByRole('link', { name: 'All 10 tasks' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    )
    await expect(within(filters).getByRole('link', { name: 'Important 4 tasks' })).toBeVisible()
    await expect(within(filters).getByRole('link', { name: 'Deleted 2 tasks' })).toBeVisible()
    await expect(within(filters).getByRole('link', { name: 'Team 3 tasks' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Sort: Manual order' })).toBeVisible()
    await expectAddress(canvas, '/apps/todo')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { todo: todoScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'To-do' })).toBeVisible()
    await expect(await canvas.findByText('Loading tasks…')).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Tasks' })).toBeNull()
  },
}

export const LoadError: Story = {
  name: 'Error',
  parameters: todoWith(listFailsOnce()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(
      'The tasks could not be reached. Check your connection and try again.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await findTaskList(canvas)
    await expect(shownTitles(canvasElement)).toEqual(sampleTitles)
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const EmptyImportant: Story = {
  name: 'Empty (Important)',
  parameters: { ...todoAt('?filter=important'), msw: { handlers: { todo: todoScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('No important tasks. Mark a task with the star to see it here.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Tasks' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Important 0 tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

export const TagTeam: Story = {
  name: 'Tag: Team',
  parameters: todoAt('?tag=team'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    await waitFor(() =>
      expect(shownTitles(canvasElement)).toEqual([
        'Interview candidates for the data team',
        'Plan the quarterly all-hands',
        'Book the venue for the autumn summit',
      ]),
    )
    await expect(canvas.getByRole('link', { name: 'Team 3 tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // Back to every task from the sidebar: the address follows.
    await userEvent.click(canvas.getByRole('link', { name: 'All 10 tasks' }))
    await waitFor(() => expect(shownTitles(canvasElement)).toHaveLength(10))
    await expectAddress(canvas, '/apps/todo')
  },
}

export const SortedByTitle: Story = {
  name: 'Sorted (handles hidden)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Sort: Manual order' }))
    await userEvent.click(
      await within(document.body).findByRole('menuitemradio', { name: 'Title A–Z' }),
    )
    await expectAddress(canvas, '/apps/todo?sortBy=title-asc')
    await waitFor(() => expect(shownTitles(canvasElement)).toEqual([...sampleTitles].sort()))
    await expect(canvas.getByRole('button', { name: 'Sort: Title A–Z' })).toBeVisible()
    await expect(canvas.queryAllByRole('button', { name: /^Move / })).toHaveLength(0)
    await expect(
      canvas.getByText(
        'The list is sorted, so tasks cannot be moved. Choose Manual order to arrange them yourself.',
      ),
    ).toBeVisible()
  },
}

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tasks' }), 'plan')
    await waitFor(() =>
      expect(shownTitles(canvasElement)).toEqual(['Plan the quarterly all-hands']),
    )
    await expectAddress(canvas, '/apps/todo?q=plan')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tasks' }), 'zzz')
    await expect(await canvas.findByText('No task matches your search.')).toBeVisible()
  },
}
