import type { Task } from '../../api/types/todo'
import { type WriteStep } from '../shared/writeKit'
import { optimisticSteps } from '../shared/writeSteps'
import type { TaskWrite } from './todoActors'
import type { TodoEditorOutput } from './todoEditorMachine'
import type { TaskFields } from './todoEditorRules'
import {
  changeInList,
  moveInList,
  type PlacedTask,
  placedOf,
  putBack,
  type TaskChanges,
  withoutTask,
} from './todoList'
import type { PendingWrite, TodoContext, TodoNotice } from './todoMachineTypes'
import { isManualOrder, sameView, type TodoView } from './todoView'

type Signal = 'list.load' | 'list.refetch' | 'counts.refresh' | 'undo.start' | 'undo.clear'

/**
 * What the to-do list does for an event, worked out without side effects (the write kit's step,
 * `src/machines/shared/writeKit.ts`): the next context, the writes to start and the signals for
 * its regions. The machine's single `run` action carries a step out.
 */
export type TodoStep = WriteStep<TodoContext, TaskWrite, Signal | 'notice.show'>

const kit = optimisticSteps<TodoContext, PendingWrite, TodoNotice, TaskWrite, Signal>({
  refetch: ['list.refetch', 'counts.refresh'],
  rollBack: (context, failed) => ({ ...context, tasks: putBack(context.tasks, failed.before) }),
  failed: (failed, failure) => ({ kind: 'failed', action: failed.kind, failure }),
})

export const stay = kit.stay
const then = kit.then
const notify = kit.notify
export const writeSucceeded = kit.writeSucceeded
export const writeFailed = kit.writeFailed

/** Another view: the list reloads when its query changed. */
export function showView(context: TodoContext, view: TodoView): TodoStep {
  // Opening Deleted sends a delete still waiting for its Undo window, so its task is listed there.
  if (view.filter === 'deleted' && context.waitingDelete)
    return then(commitDelete(context), (committed) => {
      const shown = showView(committed, view)
      return { ...shown, signals: ['undo.clear', ...shown.signals] }
    })
  if (sameView(context.view, view)) return stay({ ...context, view })
  return { context: { ...context, view, searchText: view.q }, writes: [], signals: ['list.load'] }
}

/** The search as typed becomes the query; the box keeps what was typed (a trailing space too). */
export function commitSearch(context: TodoContext): TodoStep {
  const q = context.searchText.trim()
  if (q === context.view.q) return stay(context)
  const step = showView(context, { ...context.view, q })
  return { ...step, context: { ...step.context, searchText: context.searchText } }
}

/** The list as loaded: a task whose delete still waits for its Undo window stays hidden. */
export function listed(context: TodoContext, tasks: Task[]): Task[] {
  const waiting = context.waitingDelete
  return waiting ? withoutTask(tasks, waiting.task.id) : tasks
}

/** A write sent, already applied to `tasks`; `before` is what a failure puts back. */
const write = (context: TodoContext, taskWrite: TaskWrite, tasks: Task[], before: PlacedTask[]) =>
  kit.startWrite({ ...context, tasks }, taskWrite, { kind: taskWrite.kind, before })

/** Fields changed at once: the task stays in its row, or leaves a list it no longer belongs to. */
export function update(context: TodoContext, id: number, changes: TaskChanges): TodoStep {
  const placed = placedOf(context.tasks, id)
  if (!placed) return stay(context)
  const tasks = changeInList(context.tasks, { ...placed.task, ...changes, id }, context.view)
  return write(context, { kind: 'update', taskId: id, changes }, tasks, [placed])
}

export function toggle(
  context: TodoContext,
  id: number,
  flag: 'isCompleted' | 'isImportant',
): TodoStep {
  const task = placedOf(context.tasks, id)?.task
  return task ? update(context, id, { [flag]: !task[flag] }) : stay(context)
}

/** A deleted task back among the others (it leaves the Deleted list). */
export function restore(context: TodoContext, id: number): TodoStep {
  const task = placedOf(context.tasks, id)?.task
  if (!task?.isDeleted) return stay(context)
  return then(update(context, id, { isDeleted: false }), (next) =>
    notify(next, { kind: 'restored', task: { ...task, isDeleted: false } }),
  )
}

/** The waiting delete is sent now: its task already left the list. */
export function commitDelete(context: TodoContext): TodoStep {
  const waiting = context.waitingDelete
  if (!waiting) return stay(context)
  return write(
    { ...context, waitingDelete: null },
    { kind: 'delete', taskId: waiting.task.id },
    context.tasks,
    [waiting],
  )
}

/** Delete (soft): the task leaves at once; its call waits for the Undo window. */
export function softDelete(context: TodoContext, id: number): TodoStep {
  return then(commitDelete(context), (next) => {
    const placed = placedOf(next.tasks, id)
    if (!placed || placed.task.isDeleted) return stay(next)
    const deleting = { ...next, tasks: withoutTask(next.tasks, id), waitingDelete: placed }
    return notify(deleting, { kind: 'deleted', task: placed.task }, ['undo.start'])
  })
}

/** Undo a waiting delete: the task is back in its row and no call is made. */
export function undoDelete(context: TodoContext): TodoStep {
  const waiting = context.waitingDelete
  if (!waiting) return stay(context)
  const back = { ...context, tasks: putBack(context.tasks, [waiting]), waitingDelete: null }
  return notify(back, { kind: 'restored', task: waiting.task }, ['undo.clear'])
}

/** Delete for good (the screen asked first): only a task already deleted. */
export function deleteForGood(context: TodoContext, id: number): TodoStep {
  const placed = placedOf(context.tasks, id)
  if (!placed?.task.isDeleted) return stay(context)
  const removed = write(
    context,
    { kind: 'deleteForGood', taskId: id },
    withoutTask(context.tasks, id),
    [placed],
  )
  return then(removed, (next) => notify(next, { kind: 'deletedForGood', task: placed.task }))
}

/**
 * A drop (@dnd-kit's `onDragEnd`): the task takes the row of the one it was
 * dropped on, at once. The call places it next to that neighbour — after it when
 * moving down, before it when moving up — so tasks this list hides keep their places.
 */
export function reorder(context: TodoContext, activeId: number, overId: number | null): TodoStep {
  if (!isManualOrder(context.view) || overId === null || activeId === overId) return stay(context)
  const from = placedOf(context.tasks, activeId)
  const to = placedOf(context.tasks, overId)
  if (!from || !to) return stay(context)
  const placement = from.index < to.index ? { afterId: overId } : { beforeId: overId }
  return write(
    context,
    { kind: 'reorder', taskId: activeId, placement },
    moveInList(context.tasks, from.index, to.index),
    [from],
  )
}

/** The keyboard's move: one row up or down; nothing past either end. */
export function moveBy(context: TodoContext, id: number, by: -1 | 1): TodoStep {
  const placed = placedOf(context.tasks, id)
  const neighbour = placed && context.tasks[placed.index + by]
  return neighbour ? reorder(context, id, neighbour.id) : stay(context)
}

/** Opens the drawer for a new task, with fields given (e.g. the tag shown). */
export const openNew = (context: TodoContext, fields?: Partial<TaskFields>): TodoStep =>
  stay({ ...context, editorTask: null, editorInput: { task: null, fields } })

/** Opens the drawer on a listed task. */
export function openTask(context: TodoContext, id: number): TodoStep {
  const task = context.tasks.find((candidate) => candidate.id === id) ?? null
  return stay({ ...context, editorTask: task, editorInput: { task } })
}

/** The drawer saved a task: a toast, and the list and counts follow. */
export function editorDone(context: TodoContext, output: TodoEditorOutput): TodoStep {
  const closed = { ...context, editorTask: null }
  if (output.outcome !== 'saved') return stay(closed)
  const notice: TodoNotice = { kind: output.isNew ? 'added' : 'saved', task: output.task }
  // An edited task shows as saved at once: opened again before the refetch answers, the drawer
  // holds what was saved, not the fields before it (a second save would put those back).
  const shown = output.isNew
    ? closed
    : { ...closed, tasks: changeInList(closed.tasks, output.task, closed.view) }
  return notify(shown, notice, ['list.refetch', 'counts.refresh'])
}
