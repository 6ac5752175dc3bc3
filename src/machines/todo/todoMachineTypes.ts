import type { Task, TaskCounts } from '../../api/types/todo'
import type { WriteAnswer } from '../shared/writeKit'
import type { TaskWrite } from './todoActors'
import type { TodoEditorInput } from './todoEditorMachine'
import type { TaskFields } from './todoEditorRules'
import type { TodoFailure } from './todoFailure'
import type { PlacedTask, TaskChanges } from './todoList'
import type { TodoView } from './todoView'

/** The toast under the list; `deleted` offers Undo while the delete waits. */
export type TodoNotice =
  | { kind: 'deleted' | 'restored' | 'deletedForGood' | 'added' | 'saved'; task: Task }
  | { kind: 'failed'; action: TaskWrite['kind']; failure: TodoFailure }

/** A write in flight: what it was and the tasks as they were before it, to roll back. */
export interface PendingWrite {
  kind: TaskWrite['kind']
  before: PlacedTask[]
}

export interface TodoContext {
  /** The query state (search, filter, tag, sort); mirrored in the URL. */
  view: TodoView
  /** The search box as typed; becomes `view.q` after a pause or on Enter. */
  searchText: string
  tasks: Task[]
  counts: TaskCounts
  listFailure: TodoFailure | null
  countsFailure: TodoFailure | null
  pendingWrites: Record<string, PendingWrite>
  writeCount: number
  /** Deleted on screen, not yet sent: Undo puts it back until the window passes. */
  waitingDelete: PlacedTask | null
  notice: TodoNotice | null
  /** The task the drawer edits; null while it adds one (or is closed). */
  editorTask: Task | null
  editorInput: TodoEditorInput
  noticeMs: number
  undoMs: number
  searchDelayMs: number
}

export interface TodoInput {
  view?: TodoView
  /** How long a toast stays: 5 s unless a test says otherwise. */
  noticeMs?: number
  /** How long a delete can be undone before its call runs: 5 s. */
  undoMs?: number
  /** Pause after typing before the search runs. */
  searchDelayMs?: number
}

/** Events the screen sends. */
export type TodoScreenEvent =
  | { type: 'view.changed'; view: TodoView }
  | { type: 'list.retry' }
  | { type: 'list.refetch' }
  | { type: 'search.type'; text: string }
  | { type: 'search.submit' }
  | { type: 'task.update'; id: number; changes: TaskChanges }
  | { type: 'task.toggleCompleted'; id: number }
  | { type: 'task.toggleImportant'; id: number }
  | { type: 'task.delete'; id: number }
  | { type: 'task.restore'; id: number }
  /** After the screen's confirmation; only a deleted task. */
  | { type: 'task.deleteForGood'; id: number }
  /** @dnd-kit's `onDragEnd`: `active.id` dropped on `over.id` (null: dropped nowhere). */
  | { type: 'task.reorder'; activeId: number; overId: number | null }
  /** The keyboard: one row up (-1) or down (1). */
  | { type: 'task.move'; id: number; by: -1 | 1 }
  | { type: 'notice.undo' }
  | { type: 'notice.dismiss' }
  /** Runs a waiting delete now (the page is being hidden). */
  | { type: 'undo.commit' }
  | { type: 'editor.openNew'; fields?: Partial<TaskFields> }
  | { type: 'editor.open'; id: number }
  /** Closes the drawer and deletes its task (soft, with Undo). */
  | { type: 'editor.delete' }
  | { type: 'editor.change'; fields: Partial<TaskFields> }
  | { type: 'editor.save' }
  | { type: 'editor.close' }
  | { type: 'editor.discard' }
  | { type: 'editor.keepEditing' }

/** Events the machine sends itself (signals of its steps, its actors' answers). */
export type TodoInternalEvent =
  | WriteAnswer
  | { type: 'list.load' }
  | { type: 'counts.refresh' }
  | { type: 'notice.show' }
  | { type: 'undo.start' }
  | { type: 'undo.clear' }
  | { type: 'tasks.changedElsewhere' }

export type TodoEvent = TodoScreenEvent | TodoInternalEvent
