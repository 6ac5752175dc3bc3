import { apiRequest } from './http'
import type {
  NewTask,
  ReorderTaskResponse,
  Task,
  TaskCounts,
  TaskPlacement,
  TaskResponse,
  TasksQuery,
  TasksResponse,
} from './types/todo'

/**
 * Tasks searched by title, filtered and sorted; deleted tasks only with filter 'deleted'.
 * Without `sortBy` (or with '') they come in the manual order (`reorderTask`).
 */
export function fetchTasks(params: TasksQuery = {}, signal?: AbortSignal): Promise<TasksResponse> {
  return apiRequest<TasksResponse>('/apps/todo/tasks', { query: { ...params }, signal })
}

export async function addTask(task: NewTask): Promise<Task> {
  const answer = await apiRequest<TaskResponse>('/apps/todo/add-tasks', {
    method: 'POST',
    body: { task },
  })
  return answer.task
}

/** Saves the fields sent (a whole task, or just some of its fields) onto the task `task.id`. */
export async function updateTask(task: Pick<Task, 'id'> & Partial<Task>): Promise<Task> {
  const answer = await apiRequest<TaskResponse>('/apps/todo/update-task', {
    method: 'POST',
    body: { task },
  })
  return answer.task
}

/** Soft delete: the task moves to the 'deleted' filter. */
export async function deleteTask(taskId: number): Promise<Task> {
  const answer = await apiRequest<TaskResponse>('/apps/todo/delete-task', {
    method: 'DELETE',
    query: { taskId },
  })
  return answer.task
}

/** Deletes a task for good; only a task already deleted (soft) can be, any other is a 400. */
export async function deleteTaskForGood(taskId: number): Promise<Task> {
  const answer = await apiRequest<TaskResponse>('/apps/todo/delete-task', {
    method: 'DELETE',
    query: { taskId, permanent: true },
  })
  return answer.task
}

/** Moves a task right before or after another in the manual order; answers every id in the new order. */
export function reorderTask(
  taskId: number,
  placement: TaskPlacement,
): Promise<ReorderTaskResponse> {
  return apiRequest<ReorderTaskResponse>('/apps/todo/reorder-tasks', {
    method: 'POST',
    body: { taskId, ...placement },
  })
}

/** The sidebar's numbers: tasks not deleted (all, important, completed, per tag) and deleted ones. */
export function fetchTaskCounts(signal?: AbortSignal): Promise<TaskCounts> {
  return apiRequest<TaskCounts>('/apps/todo/counts', { signal })
}
