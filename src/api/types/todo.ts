// Task of SPEC §3 and the request/answer shapes of the to-do calls (SPEC §7 "To-do").

export type TaskTag = 'team' | 'low' | 'medium' | 'high' | 'update'

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

export type TaskSort = 'latest' | 'title-asc' | 'title-desc' | 'assignee' | 'due-date'

export interface TasksQuery {
  q?: string
  filter?: TaskFilter
  tag?: TaskTag | ''
  /** Default 'latest': the most recently added first. */
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
