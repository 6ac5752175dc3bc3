import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import {
  noTaskCounts,
  type ReorderTaskResponse,
  type Task,
  type TaskCounts,
  type TaskResponse,
  type TaskSort,
  type TasksResponse,
} from '../../api/types/todo'
import { nextId } from '../db/ids'
import { queryList, whenGiven } from '../db/listQuery'
import type { Store } from '../db/store'
import { badRequest, describeZodError, invalidFields, notFound } from '../http/errors'
import { idParam, readJson, readQuery } from '../http/input'
import { route } from '../http/route'
import {
  addBody,
  countTasks,
  firstPlace,
  moveTask,
  placeOf,
  reorderBody,
  type StoredTask,
  tasksQuery,
  tasksTable,
  toTask,
  updateBody,
  visibleIn,
} from './todo/todoTable'

export { tasksTable } from './todo/todoTable'

const deleteQuery = z.object({
  taskId: idParam,
  /** `true`: delete for good, only a task already deleted (soft). */
  permanent: z.enum(['true', 'false', '']).optional(),
})

type Keyed = { task: StoredTask; key: string | number | null }
type Order = { key: (task: StoredTask) => Keyed['key']; sort: 'asc' | 'desc' }
const manualOrder: Order = { key: placeOf, sort: 'asc' }
const sortKeys: Record<TaskSort, Order> = {
  latest: { key: (task) => task.id, sort: 'desc' },
  'title-asc': { key: (task) => task.title, sort: 'asc' },
  'title-desc': { key: (task) => task.title, sort: 'desc' },
  assignee: { key: (task) => task.assignee?.fullName ?? null, sort: 'asc' },
  'due-date': { key: (task) => task.dueDate, sort: 'asc' },
}

/** Like `readJson`; a 400 also names each problem at its task field (`errors.title`). */
async function readTaskBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const parsed = schema.safeParse(await readJson(request, z.unknown()))
  if (parsed.success) return parsed.data
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const [where, field] = issue.path
    if (where === 'task' && typeof field === 'string' && !(field in errors))
      errors[field] = issue.message
  }
  throw invalidFields(`Invalid request: ${describeZodError(parsed.error)}`, errors)
}

function replaceTask(store: Store, id: number, change: (task: StoredTask) => StoredTask): Task {
  return store.transaction((tx) => {
    const rows = tx.read(tasksTable)
    const current = rows.find((row) => row.id === id)
    if (!current) throw notFound(`No task with id ${id}.`)
    const next = change(current)
    tx.write(
      tasksTable,
      rows.map((row) => (row.id === id ? next : row)),
    )
    return toTask(next)
  })
}

/** Removes a task that is already deleted (soft); any other is refused. */
function deleteForGood(store: Store, id: number): Task {
  return store.transaction((tx) => {
    const rows = tx.read(tasksTable)
    const current = rows.find((row) => row.id === id)
    if (!current) throw notFound(`No task with id ${id}.`)
    if (!current.isDeleted)
      throw badRequest(`Task ${id} is not deleted: delete it first, then delete it for good.`)
    tx.write(
      tasksTable,
      rows.filter((row) => row.id !== id),
    )
    return toTask(current)
  })
}

export const todoHandlers = [
  route('get', '/apps/todo/tasks', ({ url, store }): TasksResponse => {
    const { q, filter, tag, sortBy } = readQuery(url, tasksQuery)
    // No sort chosen: the manual order (SPEC §9's default, empty sortBy).
    const order = sortBy ? sortKeys[sortBy] : manualOrder
    const rows: Keyed[] = store.read(tasksTable).map((task) => ({ task, key: order.key(task) }))
    const { rows: matching } = queryList(rows, {
      q,
      searchFields: [(row) => row.task.title],
      filters: [
        (row) => visibleIn[filter ?? ''](row.task),
        whenGiven(tag, (row: Keyed, wanted) => row.task.tags.includes(wanted)),
      ],
      sortColumn: 'key',
      sort: order.sort,
    })
    return { tasks: matching.map((row) => toTask(row.task)) }
  }),

  route('get', '/apps/todo/counts', ({ store }): TaskCounts => countTasks(store.read(tasksTable))),

  route('post', '/apps/todo/add-tasks', async ({ request, store }) => {
    const { task: fields } = await readTaskBody(request, addBody)
    const task = store.transaction((tx) => {
      const rows = tx.read(tasksTable)
      const created: StoredTask = { id: nextId(rows), ...fields, position: firstPlace(rows) }
      tx.write(tasksTable, [...rows, created])
      return toTask(created)
    })
    return HttpResponse.json({ task } satisfies TaskResponse, { status: 201 })
  }),

  route('post', '/apps/todo/update-task', async ({ request, store }): Promise<TaskResponse> => {
    const { task: changes } = await readTaskBody(request, updateBody)
    return { task: replaceTask(store, changes.id, (current) => ({ ...current, ...changes })) }
  }),

  route('post', '/apps/todo/reorder-tasks', async ({ request, store }) => {
    const { taskId, ...placement } = await readJson(request, reorderBody)
    return store.transaction((tx): ReorderTaskResponse => {
      const moved = moveTask(tx.read(tasksTable), taskId, placement)
      tx.write(tasksTable, moved.rows)
      return { taskIds: moved.order }
    })
  }),

  route('delete', '/apps/todo/delete-task', ({ url, store }): TaskResponse => {
    const { taskId, permanent } = readQuery(url, deleteQuery)
    if (permanent === 'true') return { task: deleteForGood(store, taskId) }
    return { task: replaceTask(store, taskId, (current) => ({ ...current, isDeleted: true })) }
  }),
]

const failure = { message: 'The task list could not be loaded. Try again in a moment.' }

/** Stand-ins for stories: no tasks, a failing list, and one that never answers. */
export const todoScenarios = {
  empty: [
    http.get('*/apps/todo/tasks', () => HttpResponse.json({ tasks: [] } satisfies TasksResponse)),
    http.get('*/apps/todo/counts', () => HttpResponse.json(noTaskCounts)),
  ],
  error: [
    http.get('*/apps/todo/*', () => HttpResponse.json(failure, { status: 500 })),
    http.post('*/apps/todo/*', () => HttpResponse.json(failure, { status: 500 })),
    http.delete('*/apps/todo/delete-task', () => HttpResponse.json(failure, { status: 500 })),
  ],
  loading: [
    http.get('*/apps/todo/*', async () => {
      await delay('infinite')
    }),
  ],
}
