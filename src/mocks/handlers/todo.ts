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
import { queryList } from '../db/listQuery'
import type { Repository } from '../db/repository'
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

function replaceTask(
  repo: Repository,
  id: number,
  change: (task: StoredTask) => StoredTask,
): Promise<Task> {
  return repo.transaction(async (tx) => {
    const current = await tx.get(tasksTable, id)
    if (!current) throw notFound(`No task with id ${id}.`)
    return toTask(await tx.update(tasksTable, change(current)))
  })
}

/** Removes a task that is already deleted (soft); any other is refused. */
function deleteForGood(repo: Repository, id: number): Promise<Task> {
  return repo.transaction(async (tx) => {
    const current = await tx.get(tasksTable, id)
    if (!current) throw notFound(`No task with id ${id}.`)
    if (!current.isDeleted)
      throw badRequest(`Task ${id} is not deleted: delete it first, then delete it for good.`)
    await tx.remove(tasksTable, id)
    return toTask(current)
  })
}

export const todoHandlers = [
  route('get', '/apps/todo/tasks', async ({ url, repo }): Promise<TasksResponse> => {
    const { q, filter, tag, sortBy } = readQuery(url, tasksQuery)
    const { rows: matching } = await repo.list(tasksTable, {
      q,
      searchFields: ['title'],
      where: { ...visibleIn[filter ?? ''], tags: tag ? { has: tag } : undefined },
    })
    // No sort chosen: the manual order (SPEC §9's default, empty sortBy). The keys are
    // computed (a place, an assignee's name), so the few tasks are sorted here.
    const order = sortBy ? sortKeys[sortBy] : manualOrder
    const keyed: Keyed[] = matching.map((task) => ({ task, key: order.key(task) }))
    const { rows } = queryList(keyed, { sortColumn: 'key', sort: order.sort })
    return { tasks: rows.map((row) => toTask(row.task)) }
  }),

  route('get', '/apps/todo/counts', async ({ repo }): Promise<TaskCounts> =>
    countTasks((await repo.list(tasksTable)).rows),
  ),

  route('post', '/apps/todo/add-tasks', async ({ request, repo }) => {
    const { task: fields } = await readTaskBody(request, addBody)
    const task = await repo.transaction(async (tx) => {
      const { rows } = await tx.list(tasksTable)
      const id = await tx.nextId(tasksTable)
      return toTask(await tx.insert(tasksTable, { id, ...fields, position: firstPlace(rows) }))
    })
    return HttpResponse.json({ task } satisfies TaskResponse, { status: 201 })
  }),

  route('post', '/apps/todo/update-task', async ({ request, repo }): Promise<TaskResponse> => {
    const { task: changes } = await readTaskBody(request, updateBody)
    return { task: await replaceTask(repo, changes.id, (current) => ({ ...current, ...changes })) }
  }),

  route('post', '/apps/todo/reorder-tasks', async ({ request, repo }) => {
    const { taskId, ...placement } = await readJson(request, reorderBody)
    return repo.transaction(async (tx): Promise<ReorderTaskResponse> => {
      const { rows } = await tx.list(tasksTable)
      const moved = moveTask(rows, taskId, placement)
      // moveTask keeps the rows whose place did not change: only the others are written.
      for (const [at, row] of moved.rows.entries())
        if (row !== rows[at]) await tx.update(tasksTable, row)
      return { taskIds: moved.order }
    })
  }),

  route('delete', '/apps/todo/delete-task', async ({ url, repo }): Promise<TaskResponse> => {
    const { taskId, permanent } = readQuery(url, deleteQuery)
    if (permanent === 'true') return { task: await deleteForGood(repo, taskId) }
    return {
      task: await replaceTask(repo, taskId, (current) => ({ ...current, isDeleted: true })),
    }
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
