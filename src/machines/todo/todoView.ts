import {
  type Task,
  type TaskFilter,
  type TaskSort,
  taskSorts,
  type TaskTag,
  taskTags,
  type TasksQuery,
} from '../../api/types/todo'

/** The sidebar's filters, in menu order; `all` is every task not deleted. */
export const todoFilters = ['all', 'important', 'completed', 'deleted'] as const
export type TodoFilter = (typeof todoFilters)[number]

/**
 * What the to-do list shows: a search, a filter, a tag and a sort. It is both
 * the machine's query state and the URL (`/apps/todo?filter=important&tag=team&sortBy=title-asc&q=plan`).
 * SPEC §9: every one is empty by default; with no sort (`sortBy: ''`) the
 * tasks come in the manual order the user sets by dragging.
 */
export interface TodoView {
  q: string
  filter: TodoFilter
  tag: TaskTag | ''
  sortBy: TaskSort | ''
}

export const defaultTodoView: TodoView = { q: '', filter: 'all', tag: '', sortBy: '' }

const oneOf =
  <Value extends string>(values: readonly Value[]) =>
  (value: string | null): value is Value =>
    values.some((candidate) => candidate === value)
const isFilter = oneOf(todoFilters)
const isTag = oneOf(taskTags)
const isSort = oneOf(taskSorts)

/** Reads a view from URL search parameters; unknown values fall back to the defaults. */
export function viewFromSearch(search: URLSearchParams): TodoView {
  const filter = search.get('filter')
  const tag = search.get('tag')
  const sortBy = search.get('sortBy')
  return {
    q: search.get('q')?.trim() ?? '',
    filter: isFilter(filter) ? filter : 'all',
    tag: isTag(tag) ? tag : '',
    sortBy: isSort(sortBy) ? sortBy : '',
  }
}

/** The search parameters of a view in a fixed order: only what differs from the defaults. */
export function searchFromView(view: TodoView): URLSearchParams {
  const search = new URLSearchParams()
  if (view.filter !== 'all') search.set('filter', view.filter)
  if (view.tag) search.set('tag', view.tag)
  if (view.sortBy) search.set('sortBy', view.sortBy)
  if (view.q) search.set('q', view.q)
  return search
}

/** `?filter=deleted&tag=team`, or '' for the default view: for links and for comparing views. */
export function viewHref(view: TodoView): string {
  const search = searchFromView(view).toString()
  return search ? `?${search}` : ''
}

export const sameView = (a: TodoView, b: TodoView) => viewHref(a) === viewHref(b)

/** With no sort chosen the manual order applies: the only order a drag or a move can change. */
export const isManualOrder = (view: TodoView) => view.sortBy === ''

/** The query of `GET /apps/todo/tasks` for a view. */
export function queryOfView(view: TodoView): TasksQuery {
  const filter: TaskFilter = view.filter === 'all' ? '' : view.filter
  return {
    q: view.q.trim() || undefined,
    filter: filter || undefined,
    tag: view.tag || undefined,
    sortBy: view.sortBy || undefined,
  }
}

/** Whether a task (as the client now knows it) belongs in a view's list. */
export function belongsTo(task: Task, view: TodoView): boolean {
  const inFilter =
    view.filter === 'deleted'
      ? task.isDeleted
      : !task.isDeleted &&
        (view.filter === 'all' ||
          (view.filter === 'important' ? task.isImportant : task.isCompleted))
  const q = view.q.trim().toLowerCase()
  return (
    inFilter &&
    (view.tag === '' || task.tags.includes(view.tag)) &&
    (q === '' || task.title.toLowerCase().includes(q))
  )
}
