import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { buildTask } from '../../../src/fixtures/todo'
import { dateFrom } from '../../../src/fixtures/dates'
import { pinnedReferenceDay } from '../../../src/mocks/db/instance'
import { todoScenarios } from '../../../src/mocks/handlers/todo'
import type { TodoScreen } from '../../../src/screens/todo/TodoScreen'
import {
  addressEntry,
  expectAddress,
  expectAddressAfter,
  findTaskList,
  listFailing,
  rowOf,
  sampleTitles,
  shownTitles,
  todoAt,
  todoMeta,
  todoWith,
  todoWithTasks,
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
      expect(within(filters).getByRole('link', { name: 'All 10 in total' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    )
    await expect(within(filters).getByRole('link', { name: 'Important 4 in total' })).toBeVisible()
    await expect(within(filters).getByRole('link', { name: 'Deleted 2 in total' })).toBeVisible()
    await expect(within(filters).getByRole('link', { name: 'Team 3 in total' })).toBeVisible()
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

const tasksFailing = listFailing()

export const LoadError: Story = {
  name: 'Error',
  parameters: todoWith(tasksFailing.handler),
  beforeEach: () => tasksFailing.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(
      'The tasks could not be reached. Check your connection and try again.',
    )
    tasksFailing.recover()
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
    await expect(canvas.getByRole('link', { name: 'Important 0 in total' })).toHaveAttribute(
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
    await expect(canvas.getByRole('link', { name: 'Team 3 in total' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // The chosen tag's entry takes it off: every task again, and the address follows.
    await userEvent.click(canvas.getByRole('link', { name: 'Team 3 in total' }))
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
    // A letter typed and taken back at once: the address comes back with the search, once the
    // router has reported both writes (the letter's, then the one taking it back).
    const entry = addressEntry(canvas)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tasks' }), 's{Backspace}')
    await expectAddressAfter(canvas, entry, '/apps/todo?q=plan')
    // The list of the search taken back, once loaded (nothing busy any more).
    await waitFor(() => {
      expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull()
      expect(shownTitles(canvasElement)).toEqual(['Plan the quarterly all-hands'])
    })
    await expectAddress(canvas, '/apps/todo?q=plan')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tasks' }), 'zzz')
    await expect(await canvas.findByText('No task matches your search.')).toBeVisible()
  },
}

/** Days from the stories' pinned day (Monday 16 March 2026), as due dates. */
const dueIn = (days: number) => dateFrom(pinnedReferenceDay, days)

export const DueDates: Story = {
  name: 'Due dates (overdue marked)',
  // Two open tasks beside the sample data: one two days late, one due on the pinned day.
  parameters: todoWithTasks(
    buildTask({ id: 13, title: 'Send the signed contract', dueDate: dueIn(-2), tags: ['high'] }),
    buildTask({ id: 14, title: 'Confirm the caterer', dueDate: dueIn(0), tags: ['team'] }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await findTaskList(canvas)
    const dueLine = (title: string) =>
      rowOf(list, title).querySelector('.cea-todo-row__due') as HTMLElement
    // Late: said in words (and the icon and colour besides), with the date as a <time>.
    const late = dueLine('Send the signed contract')
    await expect(late).toHaveTextContent(/^Overdue, due Mar 14$/)
    await expect(within(late).getByText('Overdue, due Mar 14')).toBeVisible()
    await expect(late.querySelector('time')).toHaveAttribute('datetime', '2026-03-14')
    await expect(late.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    // Due today is not late yet; nor is a later date, nor a completed task past its date.
    const notLate: Array<[string, string]> = [
      ['Confirm the caterer', 'Due Mar 16'],
      ['Prepare the 4.2 release notes', 'Due Mar 18'],
      ['Draft the spring newsletter', 'Due Mar 10'],
    ]
    for (const [title, words] of notLate) {
      const line = dueLine(title)
      await expect(line).toHaveTextContent(new RegExp(`^${words}$`))
      await expect(line.querySelector('svg')).toBeNull()
    }
    // The colour follows the words, never alone.
    const colourOf = (element: HTMLElement) => getComputedStyle(element).color
    await expect(colourOf(late)).not.toBe(colourOf(dueLine('Confirm the caterer')))
    await expect(canvas.getAllByText(/^Overdue, due /)).toHaveLength(1)
  },
}
