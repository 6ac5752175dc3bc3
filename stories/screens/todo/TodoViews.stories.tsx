// Issue #11: every filter when empty, every tag and every sort, each opened from its URL.
// (Empty (Important), Tag: Team and Title A–Z are in TodoList.stories.tsx.)
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Task, TaskSort, TaskTag } from '../../../src/api/types/todo'
import { createTasks } from '../../../src/fixtures/todo'
import { pinnedReferenceDay } from '../../../src/mocks/db/instance'
import { todoScenarios } from '../../../src/mocks/handlers/todo'
import type { TodoScreen } from '../../../src/screens/todo/TodoScreen'
import { expectAddress } from '../email/emailStory'
import { findTaskList, shownTitles, todoAt, todoMeta } from './todoStory'

const meta = {
  ...todoMeta,
  title: 'Screens/Todo/Views',
} satisfies Meta<typeof TodoScreen>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = ReturnType<typeof within>

const sortNote =
  'The list is sorted, so tasks cannot be moved. Choose Manual order to arrange them yourself.'

/** The sample tasks that are not deleted, in store order (by id). */
const live = createTasks(pinnedReferenceDay).filter((task) => !task.isDeleted)

/** The sidebar's accessible name of a filter or tag with its count. */
const entryName = (label: string, count: number) => `${label} ${count} in total`

/** Waits until the sidebar entry is there and marked: the filter as the page, a tag as chosen. */
const expectCurrent = (canvas: Canvas, name: string | RegExp, current: 'page' | 'true' = 'page') =>
  waitFor(() => expect(canvas.getByRole('link', { name })).toHaveAttribute('aria-current', current))

/**
 * The titles in the back end's order (`sortKeys` in the handler): texts folded
 * to lower case, ties in store order, tasks without a key last either way.
 */
function titlesBy(key: (task: Task) => string | number | null, sort: 'asc' | 'desc' = 'asc') {
  const fold = (value: string | number) => (typeof value === 'string' ? value.toLowerCase() : value)
  const keyed = live.filter((task) => key(task) !== null)
  const compare = (a: Task, b: Task) => {
    const left = fold(key(a) as string | number)
    const right = fold(key(b) as string | number)
    const order = left < right ? -1 : left > right ? 1 : 0
    return sort === 'asc' ? order : -order
  }
  return [...keyed.sort(compare), ...live.filter((task) => key(task) === null)].map(
    (task) => task.title,
  )
}

/** The manual order of the sample data: newest first. */
const manualTitles = titlesBy((task) => task.id, 'desc')

// Empty, per filter.

const empty = (filter: 'all' | 'completed' | 'deleted', label: string, text: string): Story => ({
  parameters: {
    ...todoAt(filter === 'all' ? '' : `?filter=${filter}`),
    msw: { handlers: { todo: todoScenarios.empty } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(text, {}, { timeout: 5000 })).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Tasks' })).toBeNull()
    await expectCurrent(canvas, entryName(label, 0))
  },
})

export const EmptyAll: Story = {
  name: 'Empty (All)',
  ...empty('all', 'All', 'No tasks yet. Add one to get started.'),
}

export const EmptyCompleted: Story = {
  name: 'Empty (Completed)',
  ...empty('completed', 'Completed', 'No completed tasks yet.'),
}

export const EmptyDeleted: Story = {
  name: 'Empty (Deleted)',
  ...empty('deleted', 'Deleted', 'No deleted tasks.'),
}

// One tag: its tasks in the manual order, each with the tag's label.

const tagged = (tag: TaskTag, label: string): Story => ({
  parameters: todoAt(`?tag=${tag}`),
  play: async ({ canvasElement }) => {
    const titles = manualTitles.filter((title) =>
      live.some((task) => task.title === title && task.tags.includes(tag)),
    )
    const canvas = within(canvasElement)
    const list = await findTaskList(canvas)
    await waitFor(() => expect(shownTitles(list)).toEqual(titles))
    for (const tags of canvasElement.querySelectorAll<HTMLElement>('.cea-todo-row__meta'))
      await expect(within(tags).getByText(label)).toBeVisible()
    await expectCurrent(canvas, entryName(label, titles.length), 'true')
    await expectCurrent(canvas, /^All /)
  },
})

export const TagLow: Story = { name: 'Tag: Low', ...tagged('low', 'Low') }
export const TagMedium: Story = { name: 'Tag: Medium', ...tagged('medium', 'Medium') }
export const TagHigh: Story = { name: 'Tag: High', ...tagged('high', 'High') }
export const TagUpdate: Story = { name: 'Tag: Update', ...tagged('update', 'Update') }

// A filter and a tag together, as the URL has them: both marked, and each changes on its own.

const importantTitles = (tag: TaskTag) =>
  manualTitles.filter((title) =>
    live.some((task) => task.title === title && task.isImportant && task.tags.includes(tag)),
  )

export const FilterAndTag: Story = {
  name: 'Filter and tag (Important, High)',
  parameters: todoAt('?filter=important&tag=high'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await findTaskList(canvas)
    await waitFor(() => expect(shownTitles(list)).toEqual(importantTitles('high')))
    await expectCurrent(canvas, /^Important /)
    await expectCurrent(canvas, /^High /, 'true')
    // Another tag keeps the filter.
    await userEvent.click(canvas.getByRole('link', { name: /^Medium / }))
    await expectAddress(canvas, '/apps/todo?filter=important&tag=medium')
    await waitFor(() => expect(shownTitles(canvasElement)).toEqual(importantTitles('medium')))
    await expectCurrent(canvas, /^Important /)
    await expectCurrent(canvas, /^Medium /, 'true')
    await expect(canvas.getByRole('link', { name: /^High / })).not.toHaveAttribute('aria-current')
    // Another filter keeps the tag.
    await userEvent.click(canvas.getByRole('link', { name: /^All / }))
    await expectAddress(canvas, '/apps/todo?tag=medium')
    await expectCurrent(canvas, /^Medium /, 'true')
  },
}

// One sort: the back end's order, the menu button names it, no drag handles.

const sorted = (sortBy: TaskSort, label: string, titles: string[]): Story => ({
  parameters: todoAt(`?sortBy=${sortBy}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    await waitFor(() => expect(shownTitles(canvasElement)).toEqual(titles))
    await expect(canvas.getByRole('button', { name: `Sort: ${label}` })).toBeVisible()
    await expect(canvas.queryAllByRole('button', { name: /^Move / })).toHaveLength(0)
    await expect(canvas.getByText(sortNote)).toBeVisible()
  },
})

export const SortLatest: Story = {
  name: 'Sorted: Latest',
  ...sorted('latest', 'Latest', manualTitles),
}

export const SortTitleDesc: Story = {
  name: 'Sorted: Title Z–A',
  ...sorted(
    'title-desc',
    'Title Z–A',
    titlesBy((task) => task.title, 'desc'),
  ),
}

export const SortAssignee: Story = {
  name: 'Sorted: Assignee',
  ...sorted(
    'assignee',
    'Assignee',
    titlesBy((task) => task.assignee?.fullName ?? null),
  ),
}

export const SortDueDate: Story = {
  name: 'Sorted: Due date',
  ...sorted(
    'due-date',
    'Due date',
    titlesBy((task) => task.dueDate),
  ),
}
