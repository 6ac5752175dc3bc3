// Task of SPEC §3 and the request/answer shapes of the to-do calls (SPEC §7 "To-do").

export const taskTags = ['team', 'low', 'medium', 'high', 'update'] as const
export type TaskTag = (typeof taskTags)[number]

export interface TaskAssignee {
  fullName: string
  avatar: string
}

export interface Task {
  id: number
  title: string
  /** YYYY-MM-DD. */
  dueDate: string
  /** HTML from the editor; sanitize before rendering. */
  description: string
  /** null while nobody is assigned. */
  assignee: TaskAssignee | null
  tags: TaskTag[]
  isCompleted: boolean
  /** Soft delete: deleted tasks only show in the 'deleted' filter. */
  isDeleted: boolean
  isImportant: boolean
}

export type TaskFilter = '' | 'important' | 'completed' | 'deleted'

export const taskSorts = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const
export type TaskSort = (typeof taskSorts)[number]

export interface TasksQuery {
  q?: string
  filter?: TaskFilter
  tag?: TaskTag | ''
  /**
   * Absent or '': the manual order (the order the user set by dragging; new tasks go first).
   * 'latest': the most recently added first.
   */
  sortBy?: TaskSort | ''
}

export interface TasksResponse {
  tasks: Task[]
}

/** A new task: everything but the id (flags default to false). */
export type NewTask = Omit<Task, 'id' | 'isCompleted' | 'isDeleted' | 'isImportant'> &
  Partial<Pick<Task, 'isCompleted' | 'isDeleted' | 'isImportant'>>

export interface AddTaskRequest {
  task: NewTask
}

export interface UpdateTaskRequest {
  task: Task
}

export interface TaskResponse {
  task: Task
}

/** Where a moved task goes in the manual order: right before or right after another task. */
export type TaskPlacement = { beforeId: number } | { afterId: number }

/** `POST /apps/todo/reorder-tasks`. */
export type ReorderTaskRequest = { taskId: number } & TaskPlacement

/** The manual order after a move: every task's id (deleted ones too), first to last. */
export interface ReorderTaskResponse {
  taskIds: number[]
}

/** `GET /apps/todo/counts`: tasks not deleted (all, important, completed, per tag) and deleted ones. */
export interface TaskCounts {
  all: number
  important: number
  completed: number
  deleted: number
  tags: Record<TaskTag, number>
}

/** Counts of no task: the sidebar before its first answer. */
export const noTaskCounts: TaskCounts = {
  all: 0,
  important: 0,
  completed: 0,
  deleted: 0,
  tags: { team: 0, low: 0, medium: 0, high: 0, update: 0 },
}

/** A 400 of add-tasks / update-task names each problem at its field too. */
export interface TaskFieldErrorsResponse {
  message: string
  errors: Partial<Record<keyof Task, string>>
}
