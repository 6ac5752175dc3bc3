// Shared by the to-do stories: where the screen is mounted, its story options,
// handler overrides, the sample titles in their orders, and the queries a play repeats.
import type { Meta } from '@storybook/react-vite'
import { http, type RequestHandler } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Task } from '../../../src/api/types/todo'
import { getStore, pinnedReferenceDay } from '../../../src/mocks/db/instance'
import type { Store } from '../../../src/mocks/db/store'
import { tasksTable, todoHandlers } from '../../../src/mocks/handlers/todo'
import { usersHandlers } from '../../../src/mocks/handlers/users'
import { failingUntilRecovered } from '../../support/failingUntilRecovered'
import { TodoScreen, type TodoScreenProps } from '../../../src/screens/todo/TodoScreen'
import {
  addressEntry,
  CurrentAddress,
  expectAddress,
  expectAddressAfter,
  findDialog,
} from '../email/emailStory'

type Canvas = ReturnType<typeof within>

export const todoPath = '/apps/todo'

/** The router parameters of a story that opens the to-do list at `search` (e.g. `?filter=deleted`). */
export const todoAt = (search = '') => ({
  router: { initialEntry: `${todoPath}${search}`, path: todoPath },
})

/** A search that runs at once, toasts and an Undo window that stay while a play looks at them. */
export const storyOptions: TodoScreenProps['options'] = {
  searchDelayMs: 0,
  noticeMs: 60_000,
  undoMs: 60_000,
}

/** The to-do screen with the address line, as every to-do story renders it. */
export function TodoStory(props: TodoScreenProps) {
  return (
    <div style={{ padding: 16 }}>
      <TodoScreen {...props} />
      <CurrentAddress />
    </div>
  )
}

export const todoMeta = {
  component: TodoScreen,
  // Due dates are read against the sample data's pinned day, not the browser's clock.
  args: { options: storyOptions, now: pinnedReferenceDay },
  render: (args) => <TodoStory {...args} />,
  parameters: todoAt(),
} satisfies Meta<typeof TodoScreen>

/** Puts `first` before the to-do group's handlers: it answers its route, the rest as usual. */
export const todoWith = (...first: RequestHandler[]) => ({
  msw: { handlers: { todo: [...first, ...todoHandlers] } },
})

/**
 * The to-do group with `tasks` added to the sample data: the first call on a fresh story
 * store writes them (placed first in the manual order), then the usual handlers answer.
 */
export function todoWithTasks(...tasks: Task[]) {
  const seeded = new WeakSet<Store>()
  const seed = http.all('*/apps/todo/*', () => {
    const store = getStore()
    if (!seeded.has(store)) {
      seeded.add(store)
      store.transaction((tx) => tx.write(tasksTable, [...tx.read(tasksTable), ...tasks]))
    }
    // Nothing returned: the real handler answers.
    return undefined
  })
  return todoWith(seed)
}

/** The users' group with a list of everyone (the assignee picker's) failing until recovered. */
export function peopleFailing() {
  const people = failingUntilRecovered('get', '*/api/users/list/all-data', 'The directory is busy.')
  return {
    ...people,
    parameters: { msw: { handlers: { users: [people.handler, ...usersHandlers] } } },
  }
}

/** The list call failing until the play recovers it (then as usual, so retry works). */
export const listFailing = () =>
  failingUntilRecovered('get', '*/apps/todo/tasks', 'The task store is busy.')

/** The sample tasks in the manual order, and the deleted ones. */
export const sampleTitles = [
  'Interview candidates for the data team',
  'Clean up unused dashboard widgets',
  'Draft the spring newsletter',
  'Fix right-to-left layout in the date picker',
  'Plan the quarterly all-hands',
  'Migrate reports to the new warehouse',
  'Refresh the onboarding checklist',
  'Book the venue for the autumn summit',
  'Review the Harbourline renewal terms',
  'Prepare the 4.2 release notes',
]
export const deletedTitles = [
  'Update the expense policy page',
  'Order monitor stands for the new hires',
]

/** The task list once its rows are there. */
export async function findTaskList(canvas: Canvas, name = 'Tasks') {
  const list = await canvas.findByRole('list', { name }, { timeout: 5000 })
  await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0))
  return list
}

/** The titles shown, in order. */
export const shownTitles = (list: HTMLElement) =>
  Array.from(list.querySelectorAll('.cea-todo-row__title'), (title) => title.textContent ?? '')

/** The row of a task, by its title. */
export function rowOf(list: HTMLElement, title: string): HTMLElement {
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) => item.querySelector('.cea-todo-row__title')?.textContent === title)
  if (!row) throw new Error(`no row "${title}"`)
  return row
}

/** The sidebar's "Add task" (the drawer's own title says the same): the drawer, once open. */
export async function openAddTask(canvas: Canvas) {
  await findTaskList(canvas)
  await userEvent.click(canvas.getByRole('button', { name: 'Add task' }))
  return findDialog('Add task')
}

/** Opens a task's drawer from its title. */
export async function openTask(canvas: Canvas, title: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Edit ${title}` }))
  return findDialog('Edit task')
}

/** The toast's text once it shows `text`. */
export const expectToast = (text: string) =>
  waitFor(() => expect(within(document.body).getByText(text)).toBeVisible())

/** Waits until no dialog is open. */
export const dialogsClosed = () =>
  waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())

export { addressEntry, expectAddress, expectAddressAfter, findDialog }
