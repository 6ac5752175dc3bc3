import { apiRequest } from './http'
import type { NewTask, Task, TaskResponse, TasksQuery, TasksResponse } from './types/todo'

/** Tasks searched by title, filtered and sorted; deleted tasks only with filter 'deleted'. */
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
