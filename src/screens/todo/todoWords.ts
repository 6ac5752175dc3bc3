import type { TFunction } from 'i18next'
import type { TaskSort, TaskTag } from '../../api/types/todo'
import type { TodoFailure } from '../../machines/todo/todoFailure'
import type { TaskFieldError, TaskField } from '../../machines/todo/todoEditorRules'

/** Primer Label variants: each tag's colour. */
export const tagColours = {
  team: 'accent',
  low: 'success',
  medium: 'attention',
  high: 'danger',
  update: 'done',
} as const satisfies Record<TaskTag, string>

export const tagText = (t: TFunction, tag: TaskTag) => t(`todo.tag.${tag}`)

export const sortText = (t: TFunction, sort: TaskSort | '') =>
  sort === '' ? t('todo.sort.manual') : t(`todo.sort.${sort}`)

export const failureText = (t: TFunction, failure: TodoFailure | null) =>
  failure?.reason === 'rejected'
    ? t('todo.errors.rejected', { message: failure.message })
    : t('todo.errors.unavailable')

/** A field's problem in words; the back end's own sentence as it came. */
export function fieldErrorText(t: TFunction, field: TaskField, error: TaskFieldError | undefined) {
  if (!error) return null
  if (error.code === 'server') return error.message
  if (error.code === 'required')
    return field === 'title'
      ? t('todo.editor.errors.titleRequired')
      : field === 'dueDate'
        ? t('todo.editor.errors.dueDateRequired')
        : t('todo.editor.errors.required')
  return t(`todo.editor.errors.${error.code}`)
}

/** Today as YYYY-MM-DD in the viewer's time zone. */
export function todayKey(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

/** A due date (YYYY-MM-DD) through Intl, in the UI's language: "Mar 18" or "Mar 18, 2027". */
export function formatDueDate(dueDate: string, language: string, today = todayKey()): string {
  const day = new Date(`${dueDate}T00:00:00.000Z`)
  if (Number.isNaN(day.getTime())) return dueDate
  const sameYear = dueDate.slice(0, 4) === today.slice(0, 4)
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(day)
}
