import { z } from 'zod'
import { taskFieldsSchema } from '../../../api/schemas/todo'
import {
  type Task,
  noTaskCounts,
  type TaskCounts,
  type TaskFilter,
  type TaskPlacement,
  taskSorts,
  type TaskTag,
  taskTags,
} from '../../../api/types/todo'
import { createTasks } from '../../../fixtures/todo'
import type { Where } from '../../db/repository'
import { defineTable } from '../../db/table'
import { notFound } from '../../http/errors'
import { queryText } from '../../http/input'

/**
 * A task as the back end keeps it: the §3 task and its place in the manual
 * order (ascending; never sent to the client). The sample data's manual order
 * is newest first, and a new task goes first (one place before the first), so
 * with no sort chosen the list looks as with `latest` until someone drags.
 * A row stored before places existed has none: its place is `-id`, the same rule.
 */
export type StoredTask = Task & { position?: number }

export const tasksTable = defineTable<StoredTask>('tasks', (day) =>
  createTasks(day).map((task) => ({ ...task, position: -task.id })),
)

export const placeOf = (task: StoredTask): number => task.position ?? -task.id

/** The task as the client sees it: without its place. */
export function toTask({ position: _place, ...task }: StoredTask): Task {
  return task
}

/** Every task in the manual order, deleted ones too. */
export function inManualOrder(rows: readonly StoredTask[]): StoredTask[] {
  return [...rows].sort((a, b) => placeOf(a) - placeOf(b))
}

/** The place of a new task: before every other. */
export function firstPlace(rows: readonly StoredTask[]): number {
  let first = 1
  for (const row of rows) first = Math.min(first, placeOf(row))
  return first - 1
}

function findTask(rows: readonly StoredTask[], id: number): StoredTask {
  const task = rows.find((row) => row.id === id)
  if (!task) throw notFound(`No task with id ${id}.`)
  return task
}

/**
 * Moves `taskId` right before or after another task and numbers every place
 * again (0, 1, 2…). Relative to a neighbour, so a move in a filtered list keeps
 * the hidden tasks where they were. Answers the rows and the new order of ids.
 */
export function moveTask(
  rows: readonly StoredTask[],
  taskId: number,
  placement: TaskPlacement,
): { rows: StoredTask[]; order: number[] } {
  const moving = findTask(rows, taskId)
  const neighbourId = 'beforeId' in placement ? placement.beforeId : placement.afterId
  findTask(rows, neighbourId)
  const order = inManualOrder(rows)
    .filter((row) => row.id !== taskId)
    .map((row) => row.id)
  const at = order.indexOf(neighbourId) + ('afterId' in placement ? 1 : 0)
  order.splice(at, 0, moving.id)
  const places = new Map(order.map((id, place) => [id, place]))
  return {
    rows: rows.map((row) => {
      const position = places.get(row.id) ?? placeOf(row)
      return row.position === position ? row : { ...row, position }
    }),
    order,
  }
}

/** Which tasks each filter of the sidebar shows: deleted tasks only under `deleted`. */
export const visibleIn: Record<TaskFilter, Where<StoredTask>> = {
  '': { isDeleted: false },
  important: { isImportant: true, isDeleted: false },
  completed: { isCompleted: true, isDeleted: false },
  deleted: { isDeleted: true },
}

/** The sidebar's numbers, counted from the data. */
export function countTasks(rows: readonly Task[]): TaskCounts {
  const counts = structuredClone(noTaskCounts)
  for (const task of rows) {
    if (task.isDeleted) {
      counts.deleted += 1
      continue
    }
    counts.all += 1
    if (task.isImportant) counts.important += 1
    if (task.isCompleted) counts.completed += 1
    for (const tag of new Set(task.tags)) counts.tags[tag] += 1
  }
  return counts
}

// Input of the calls.

const taskTag = z.enum(taskTags) satisfies z.ZodType<TaskTag>
const taskFilter = z.enum(['', 'important', 'completed', 'deleted']) satisfies z.ZodType<TaskFilter>
const taskSort = z.enum(taskSorts)

export const tasksQuery = z.object({
  q: queryText,
  filter: taskFilter.optional(),
  tag: z.union([taskTag, z.literal('')]).optional(),
  sortBy: z.union([taskSort, z.literal('')]).optional(),
})

const { shape } = taskFieldsSchema

export const addBody = z.object({
  task: z.object({
    ...shape,
    description: z._default(shape.description, ''),
    assignee: z._default(shape.assignee, null),
    tags: z._default(shape.tags, []),
    isCompleted: z.boolean().default(false),
    isDeleted: z.boolean().default(false),
    isImportant: z.boolean().default(false),
  }),
})
export const updateBody = z.object({
  task: z.object(shape).partial().extend({ id: z.number().int().positive() }),
})

const taskId = z.number().int().positive()
export const reorderBody = z
  .union([
    z.strictObject({ taskId, beforeId: taskId }),
    z.strictObject({ taskId, afterId: taskId }),
  ])
  .refine(
    (body) => ('beforeId' in body ? body.beforeId : body.afterId) !== body.taskId,
    'a task cannot move next to itself',
  )
