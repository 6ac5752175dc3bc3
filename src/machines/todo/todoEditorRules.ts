import { serverFieldMessages } from '../../api/schemas/formIssues'
import { isCalendarDate, maxTaskTags, maxTitleLength } from '../../api/schemas/rules'
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

export { maxTaskTags, maxTitleLength }

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

/**
 * Every problem of the fields, by field: the back end's rules (the limits `src/api/schemas/todo.ts`
 * is built from), checked without zod so the to-do page loads no validation library.
 */
export function checkTaskFields(fields: TaskFields): TaskFieldErrors {
  const errors: TaskFieldErrors = {}
  const title = fields.title.trim()
  if (title === '') errors.title = { code: 'required' }
  else if (title.length > maxTitleLength) errors.title = { code: 'tooLong' }
  if (fields.dueDate === '') errors.dueDate = { code: 'required' }
  else if (!isCalendarDate(fields.dueDate)) errors.dueDate = { code: 'invalidDate' }
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
  const errors: TaskFieldErrors = {}
  for (const [field, message] of Object.entries(serverFieldMessages(error)))
    if (field in emptyTaskFields) errors[field as TaskField] = { code: 'server', message }
  return errors
}
