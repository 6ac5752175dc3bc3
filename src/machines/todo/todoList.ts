import type { Task } from '../../api/types/todo'
import { belongsTo, type TodoView } from './todoView'

/** A task and the row it had in the list: what Undo and a rollback put back. */
export interface PlacedTask {
  task: Task
  index: number
}

/** The fields a write may change (`isDeleted: false` restores). */
export type TaskChanges = Partial<Omit<Task, 'id'>>

export function placedOf(tasks: readonly Task[], id: number): PlacedTask | undefined {
  const index = tasks.findIndex((task) => task.id === id)
  const task = tasks[index]
  return task ? { task, index } : undefined
}

export const withoutTask = (tasks: readonly Task[], id: number) =>
  tasks.filter((task) => task.id !== id)

/** A change applied in the list: the task stays in its row, or leaves when it no longer belongs. */
export function changeInList(tasks: readonly Task[], changed: Task, view: TodoView): Task[] {
  return belongsTo(changed, view)
    ? tasks.map((task) => (task.id === changed.id ? changed : task))
    : withoutTask(tasks, changed.id)
}

/** Each task back as it was, in the row it had (a change, a removal or a move undone). */
export function putBack(tasks: readonly Task[], placed: readonly PlacedTask[]): Task[] {
  let next = [...tasks]
  for (const { task, index } of [...placed].sort((a, b) => a.index - b.index)) {
    next = withoutTask(next, task.id)
    next.splice(Math.min(index, next.length), 0, task)
  }
  return next
}

/** The list with the row at `from` moved to `to` (what @dnd-kit's `arrayMove` does). */
export function moveInList(tasks: readonly Task[], from: number, to: number): Task[] {
  const next = [...tasks]
  const [moved] = next.splice(from, 1)
  if (moved) next.splice(to, 0, moved)
  return next
}

/**
 * Whether a task is past its due date on `today` (YYYY-MM-DD, the viewer's day): open tasks
 * only (a completed or deleted one is not late), and a task due today is not late yet.
 */
export function isOverdue(
  task: Pick<Task, 'dueDate' | 'isCompleted' | 'isDeleted'>,
  today: string,
) {
  return !task.isCompleted && !task.isDeleted && task.dueDate !== '' && task.dueDate < today
}
