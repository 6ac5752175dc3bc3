import { assign, enqueueActions, sendTo, setup } from 'xstate'
import { noTaskCounts, type TasksQuery, type TasksResponse } from '../../api/types/todo'
import { editorRegion } from '../shared/editorRegion'
import { listRegions } from '../shared/listRegions'
import { noticeRegion } from '../shared/noticeRegion'
import { undoRegion } from '../shared/undoRegion'
import { typingPauseRegion } from '../shared/typingPauseRegion'
import { runStep, writeAnswers } from '../shared/writeKit'
import { sendTaskWrite, todoActors } from './todoActors'
import { type TodoEditorOutput, todoEditorMachine } from './todoEditorMachine'
import { stepForEvent } from './todoEvents'
import { failureOf } from './todoFailure'
import type { TodoContext, TodoEvent, TodoInput } from './todoMachineTypes'
import * as steps from './todoSteps'
import { defaultTodoView, queryOfView } from './todoView'

export type { TodoContext, TodoEvent, TodoInput, TodoNotice } from './todoMachineTypes'

/** The delete waiting for its Undo window, sent without the machine (its screen was left). */
const sendHeldDelete = ({ waitingDelete }: TodoContext) =>
  waitingDelete
    ? sendTaskWrite({ kind: 'delete', taskId: waitingDelete.task.id })
    : Promise.resolve()

/**
 * The to-do list (SPEC §4, issue #11). Regions: `list` (tags loading / empty / error / populated)
 * and `refresh` (refetch in place with the last parameters after writes and other tabs' writes:
 * tag refreshing), both from `listRegions`; `counts` (the sidebar's numbers), `search` (the typing
 * pause); from the write kit (`src/machines/shared/writeKit.ts`): `undo` (the Undo window of a
 * delete), `notice` (the toast) and `editor` (the task drawer, a child `todoEditorMachine` with id
 * `editor`: tag editorOpen). Writes are optimistic: applied at once, one spawned actor each,
 * rolled back on error. The logic is in `todoSteps.ts`.
 */
export const todoMachine = setup({
  types: {
    context: {} as TodoContext,
    events: {} as TodoEvent,
    input: {} as TodoInput,
    children: {} as { editor: 'editor' },
  },
  actors: { ...todoActors, editor: todoEditorMachine },
  delays: {
    noticeDuration: ({ context }) =>
      context.notice?.kind === 'deleted' ? context.undoMs : context.noticeMs,
    undoWindow: ({ context }) => context.undoMs,
    searchPause: ({ context }) => context.searchDelayMs,
  },
  actions: {
    /**
     * Carries out a step (`runStep`): the new context, its writes, its signals. Without params,
     * the step of the event (`todoEvents.ts`: the same in any state).
     */
    run: enqueueActions(({ context, event, enqueue }, given: steps.TodoStep | undefined) =>
      runStep(enqueue, event, given ?? stepForEvent(context, event)),
    ),
    setList: assign(({ context }, response: TasksResponse) => ({
      tasks: steps.listed(context, response.tasks),
      listFailure: null,
    })),
    setListFailure: assign((_, error: unknown) => ({ listFailure: failureOf(error) })),
    clearNotice: assign({ notice: null }),
    setSearchText: assign((_, text: string) => ({ searchText: text })),
    forwardToEditor: sendTo('editor', ({ event }) => event),
  },
  guards: {
    listEmpty: ({ context }) => context.tasks.length === 0,
    listNotEmpty: ({ context }) => context.tasks.length > 0,
    writesPending: ({ context }) => Object.keys(context.pendingWrites).length > 0,
    canOpenInEditor: ({ context }, id: number) => context.tasks.some((task) => task.id === id),
    editorHasRecord: ({ context }) => context.editorTask !== null,
  },
}).createMachine({
  id: 'todo',
  context: ({ input }) => ({
    view: input.view ?? defaultTodoView,
    searchText: input.view?.q ?? '',
    tasks: [],
    counts: noTaskCounts,
    listFailure: null,
    countsFailure: null,
    pendingWrites: {},
    writeCount: 0,
    waitingDelete: null,
    notice: null,
    editorTask: null,
    editorInput: { task: null },
    noticeMs: input.noticeMs ?? 5000,
    undoMs: input.undoMs ?? 5000,
    searchDelayMs: input.searchDelayMs ?? 300,
  }),
  type: 'parallel',
  // Another tab changed tasks: refetch the list and the counts in place.
  invoke: { src: 'listenToTaskChanges' },
  on: {
    'view.changed': { actions: 'run' },
    'tasks.changedElsewhere': {
      actions: enqueueActions(({ enqueue }) => {
        enqueue.raise({ type: 'list.refetch' })
        enqueue.raise({ type: 'counts.refresh' })
      }),
    },
    'task.update': { actions: 'run' },
    'task.toggleCompleted': { actions: 'run' },
    'task.toggleImportant': { actions: 'run' },
    'task.delete': { actions: 'run' },
    'task.restore': { actions: 'run' },
    'task.deleteForGood': { actions: 'run' },
    'task.reorder': { actions: 'run' },
    'task.move': { actions: 'run' },
    ...writeAnswers,
  },
  states: {
    ...listRegions<TodoContext, TasksQuery, TasksResponse>((context) => queryOfView(context.view)),
    counts: {
      initial: 'loading',
      on: { 'counts.refresh': '.loading' },
      states: {
        loading: {
          tags: ['countsLoading'],
          invoke: {
            src: 'fetchCounts',
            onDone: {
              target: 'idle',
              actions: assign({ counts: ({ event }) => event.output, countsFailure: null }),
            },
            onError: {
              target: 'idle',
              actions: assign({ countsFailure: ({ event }) => failureOf(event.error) }),
            },
          },
        },
        idle: {},
      },
    },
    undo: undoRegion<TodoContext, steps.TodoStep>({
      commit: steps.commitDelete,
      undo: steps.undoDelete,
      send: sendHeldDelete,
    }),
    notice: noticeRegion(),
    search: typingPauseRegion<TodoContext, steps.TodoStep>(steps.commitSearch),
    editor: editorRegion<TodoContext, TodoEditorOutput, steps.TodoStep>(steps.editorDone),
  },
})
