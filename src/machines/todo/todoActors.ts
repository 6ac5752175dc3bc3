import { fromCall } from '../shared/fromCall'
import { backendTables } from '../../api/backendAnnouncements'
import {
  deleteTask,
  deleteTaskForGood,
  fetchTaskCounts,
  fetchTasks,
  reorderTask,
  updateTask,
} from '../../api/todo'
import type { TaskCounts, TaskPlacement, TasksQuery, TasksResponse } from '../../api/types/todo'
import { commitOnLeave } from '../shared/commitOnLeave'
import { fromTableChanges } from '../shared/tableChanges'
import { fromWrite } from '../shared/writeKit'
import type { TaskChanges } from './todoList'

/** One write of the list: a change of fields, a delete (soft or for good), a move. */
export type TaskWrite =
  | { kind: 'update'; taskId: number; changes: TaskChanges }
  | { kind: 'delete'; taskId: number }
  | { kind: 'deleteForGood'; taskId: number }
  | { kind: 'reorder'; taskId: number; placement: TaskPlacement }

/** Sends one write of the list. */
export function sendTaskWrite(write: TaskWrite): Promise<unknown> {
  switch (write.kind) {
    case 'update':
      return updateTask({ id: write.taskId, ...write.changes })
    case 'delete':
      return deleteTask(write.taskId)
    case 'deleteForGood':
      return deleteTaskForGood(write.taskId)
    case 'reorder':
      return reorderTask(write.taskId, write.placement)
  }
}

/** The calls the to-do machine makes; tests and stories reach them only through MSW. */
export const todoActors = {
  /** The list of the view (`listRegions`). */
  fetchList: fromCall<TasksResponse, TasksQuery>(({ input, signal }) => fetchTasks(input, signal)),
  fetchCounts: fromCall<TaskCounts>(({ signal }) => fetchTaskCounts(signal)),
  /** Writes made in other tabs; this tab's own are already shown (optimistic) and refetched. */
  listenToTaskChanges: fromTableChanges(
    { tables: [backendTables.tasks], includeOwnWrites: false },
    { type: 'tasks.changedElsewhere' },
  ),
  /** A delete waiting for its Undo window is sent when the page or the screen goes. */
  commitOnLeave,
  /** One write per spawned actor, so several can be in flight and each rolls back on its own. */
  write: fromWrite(sendTaskWrite),
}
