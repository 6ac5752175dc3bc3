import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import type {
  Task,
  TaskFilter,
  TaskResponse,
  TaskSort,
  TasksResponse,
  TaskTag,
} from '../../api/types/todo'
import { createTasks } from '../../fixtures/todo'
import { queryList, whenGiven } from '../db/listQuery'
import { defineTable, type Store } from '../db/store'
import { notFound } from '../http/errors'
import { idParam, queryText, readJson, readQuery } from '../http/input'
import { route } from '../http/route'
import { nextId } from '../db/ids'

export const tasksTable = defineTable<Task>('tasks', createTasks)

const taskTag = z.enum(['team', 'low', 'medium', 'high', 'update']) satisfies z.ZodType<TaskTag>
const taskFilter = z.enum(['', 'important', 'completed', 'deleted']) satisfies z.ZodType<TaskFilter>
const taskSort = z.enum([
  'latest',
  'title-asc',
  'title-desc',
  'assignee',
  'due-date',
]) satisfies z.ZodType<TaskSort>

const tasksQuery = z.object({
  q: queryText,
  filter: taskFilter.optional(),
  tag: z.union([taskTag, z.literal('')]).optional(),
  sortBy: z.union([taskSort, z.literal('')]).optional(),
})

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date')

/** Every field a person edits; no defaults, so an update changes only what it sends. */
const taskFields = z.object({
  title: z.string().trim().min(1, 'give the task a title').max(200),
  dueDate: calendarDate,
  description: z.string().max(20_000),
  assignee: z
    .object({ fullName: z.string().trim().min(1).max(120), avatar: z.string().max(1000) })
    .nullable(),
  tags: z
    .array(taskTag)
    .max(5)
    .transform((tags) => [...new Set(tags)]),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
})

const addBody = z.object({
  task: taskFields.extend({
    description: taskFields.shape.description.default(''),
    assignee: taskFields.shape.assignee.default(null),
    tags: taskFields.shape.tags.default([]),
    isCompleted: z.boolean().default(false),
    isDeleted: z.boolean().default(false),
    isImportant: z.boolean().default(false),
  }),
})
const updateBody = z.object({
  task: taskFields.partial().extend({ id: z.number().int().positive() }),
})
const deleteQuery = z.object({ taskId: idParam })

const visibleIn: Record<TaskFilter, (task: Task) => boolean> = {
  '': (task) => !task.isDeleted,
  important: (task) => task.isImportant && !task.isDeleted,
  completed: (task) => task.isCompleted && !task.isDeleted,
  deleted: (task) => task.isDeleted,
}

type Keyed = { task: Task; key: string | number | null }
const sortKeys: Record<TaskSort, { key: (task: Task) => Keyed['key']; sort: 'asc' | 'desc' }> = {
  latest: { key: (task) => task.id, sort: 'desc' },
  'title-asc': { key: (task) => task.title, sort: 'asc' },
  'title-desc': { key: (task) => task.title, sort: 'desc' },
  assignee: { key: (task) => task.assignee?.fullName ?? null, sort: 'asc' },
  'due-date': { key: (task) => task.dueDate, sort: 'asc' },
}

function replaceTask(store: Store, id: number, change: (task: Task) => Task): Task {
  return store.transaction((tx) => {
    const rows = tx.read(tasksTable)
    const current = rows.find((row) => row.id === id)
    if (!current) throw notFound(`No task with id ${id}.`)
    const next = change(current)
    tx.write(
      tasksTable,
      rows.map((row) => (row.id === id ? next : row)),
    )
    return next
  })
}

export const todoHandlers = [
  route('get', '/apps/todo/tasks', ({ url, store }): TasksResponse => {
    const { q, filter, tag, sortBy } = readQuery(url, tasksQuery)
    const order = sortKeys[sortBy || 'latest']
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
    return { tasks: matching.map((row) => row.task) }
  }),

  route('post', '/apps/todo/add-tasks', async ({ request, store }) => {
    const { task: fields } = await readJson(request, addBody)
    const task = store.transaction((tx) => {
      const rows = tx.read(tasksTable)
      const created: Task = { id: nextId(rows), ...fields }
      tx.write(tasksTable, [...rows, created])
      return created
    })
    return HttpResponse.json({ task } satisfies TaskResponse, { status: 201 })
  }),

  route('post', '/apps/todo/update-task', async ({ request, store }): Promise<TaskResponse> => {
    const { task: changes } = await readJson(request, updateBody)
    return { task: replaceTask(store, changes.id, (current) => ({ ...current, ...changes })) }
  }),

  route('delete', '/apps/todo/delete-task', ({ url, store }): TaskResponse => {
    const { taskId } = readQuery(url, deleteQuery)
    return { task: replaceTask(store, taskId, (current) => ({ ...current, isDeleted: true })) }
  }),
]

const failure = { message: 'The task list could not be loaded. Try again in a moment.' }

/** Stand-ins for stories: no tasks, a failing list, and one that never answers. */
export const todoScenarios = {
  empty: [
    http.get('*/apps/todo/tasks', () => HttpResponse.json({ tasks: [] } satisfies TasksResponse)),
  ],
  error: [
    http.get('*/apps/todo/tasks', () => HttpResponse.json(failure, { status: 500 })),
    http.post('*/apps/todo/*', () => HttpResponse.json(failure, { status: 500 })),
    http.delete('*/apps/todo/delete-task', () => HttpResponse.json(failure, { status: 500 })),
  ],
  loading: [
    http.get('*/apps/todo/tasks', async () => {
      await delay('infinite')
    }),
  ],
}
