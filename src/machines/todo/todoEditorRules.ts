import { ApiError } from '../../api/http'
import type { NewTask, Task, TaskAssignee, TaskTag } from '../../api/types/todo'

/** What the task drawer holds, as typed. */
export interface TaskFields {
  title: string
  /** YYYY-MM-DD, '' while none is picked. */
  dueDate: string
  description: string
  assignee: TaskAssignee | null
  tags: TaskTag[]
  isImportant: boolean
  isCompleted: boolean
}

export type TaskField = keyof TaskFields

/** A field's problem: a code the screen words, or the back end's own sentence (`server`). */
export type TaskFieldError =
  | { code: 'required' | 'tooLong' | 'invalidDate' | 'tooManyTags' }
  | { code: 'server'; message: string }

export type TaskFieldErrors = Partial<Record<TaskField, TaskFieldError>>

export const maxTitleLength = 200
export const maxTaskTags = 5

export const emptyTaskFields: TaskFields = {
  title: '',
  dueDate: '',
  description: '',
  assignee: null,
  tags: [],
  isImportant: false,
  isCompleted: false,
}

/** The drawer filled with a stored task, to edit it. */
export function fieldsOfTask(task: Task): TaskFields {
  return {
    title: task.title,
    dueDate: task.dueDate,
    description: task.description,
    assignee: task.assignee,
    tags: [...task.tags],
    isImportant: task.isImportant,
    isCompleted: task.isCompleted,
  }
}

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const day = new Date(`${value}T00:00:00.000Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
}

/** Every problem of the fields, by field; empty when they can be saved. */
export function checkTaskFields(fields: TaskFields): TaskFieldErrors {
  const errors: TaskFieldErrors = {}
  const title = fields.title.trim()
  if (title === '') errors.title = { code: 'required' }
  else if (title.length > maxTitleLength) errors.title = { code: 'tooLong' }
  if (fields.dueDate === '') errors.dueDate = { code: 'required' }
  else if (!isCalendarDate(fields.dueDate)) errors.dueDate = { code: 'invalidDate' }
  // Counted as given, as the back end counts them (a tag twice is two).
  if (fields.tags.length > maxTaskTags) errors.tags = { code: 'tooManyTags' }
  return errors
}

const comparable = (fields: TaskFields) =>
  JSON.stringify({ ...fields, title: fields.title.trim(), tags: [...new Set(fields.tags)].sort() })

/** Whether closing would lose edits: the fields differ from what the drawer opened with. */
export function isDirty(initial: TaskFields, fields: TaskFields): boolean {
  return comparable(initial) !== comparable(fields)
}

/** The task the fields describe, as add-tasks and update-task take it. */
export function taskOfFields(fields: TaskFields): NewTask {
  return { ...fields, title: fields.title.trim(), tags: [...new Set(fields.tags)] }
}

/** The back end's `errors` of a 400 (`{ title: sentence }`), at the drawer's fields. */
export function serverFieldErrors(error: unknown): TaskFieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {}
  const body = error.body
  if (!body || typeof body !== 'object' || !('errors' in body)) return {}
  const given = body.errors
  const errors: TaskFieldErrors = {}
  if (!given || typeof given !== 'object') return errors
  for (const [field, message] of Object.entries(given))
    if (field in emptyTaskFields && typeof message === 'string')
      errors[field as TaskField] = { code: 'server', message }
  return errors
}
