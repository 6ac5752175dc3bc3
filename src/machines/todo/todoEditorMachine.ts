import { assign, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { addTask, updateTask } from '../../api/todo'
import type { Task } from '../../api/types/todo'
import { editorStates } from '../shared/editorStates'
import {
  checkTaskFields,
  emptyTaskFields,
  fieldsOfTask,
  isDirty,
  serverFieldErrors,
  type TaskFieldErrors,
  type TaskFields,
  taskOfFields,
} from './todoEditorRules'
import { failureOf, type TodoFailure } from './todoFailure'

export interface TodoEditorInput {
  /** The task to edit; null for a new one. */
  task: Task | null
  /** Prefilled fields of a new task (a due date, the tag of the list it was added from). */
  fields?: Partial<TaskFields>
}

export interface TodoEditorContext {
  taskId: number | null
  /** The fields as the drawer opened: what `isDirty` compares with. */
  initial: TaskFields
  fields: TaskFields
  errors: TaskFieldErrors
  /** A save failed for a reason that is not a field's (the back end could not be reached). */
  failure: TodoFailure | null
  saved: Task | null
}

export type TodoEditorEvent =
  | { type: 'editor.change'; fields: Partial<TaskFields> }
  | { type: 'editor.save' }
  /** Close: at once when nothing changed, else the drawer asks (tag `askingToClose`). */
  | { type: 'editor.close' }
  | { type: 'editor.discard' }
  | { type: 'editor.keepEditing' }

export type TodoEditorOutput =
  { outcome: 'closed' } | { outcome: 'saved'; task: Task; isNew: boolean }

/** What a save sends: the record's id (null for a new one) and its fields. */
interface SaveInput {
  taskId: number | null
  fields: TaskFields
}

/** Clears the errors of the fields that changed: a message goes once its field is edited. */
function withoutErrorsOf(errors: TaskFieldErrors, fields: Partial<TaskFields>): TaskFieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !(field in fields)),
  ) as TaskFieldErrors
}

/**
 * The task drawer: fields, validation codes (worded by the screen), a dirty
 * check before closing, saving (add or update), a failed save that keeps every
 * field, the back end's field errors at their fields. Tags: `editing`,
 * `saving`, `askingToClose` (the states: `editorStates`). Done with `{ outcome }` when saved
 * or closed.
 */
export const todoEditorMachine = setup({
  types: {
    context: {} as TodoEditorContext,
    events: {} as TodoEditorEvent,
    input: {} as TodoEditorInput,
    output: {} as TodoEditorOutput,
  },
  actors: {
    saveRecord: fromCall<Task, SaveInput>(({ input }) =>
      input.taskId === null
        ? addTask(taskOfFields(input.fields))
        : updateTask({ id: input.taskId, ...taskOfFields(input.fields) }),
    ),
  },
  actions: {
    changeFields: assign(({ context }, fields: Partial<TaskFields>) => ({
      fields: { ...context.fields, ...fields },
      errors: withoutErrorsOf(context.errors, fields),
    })),
    showFieldErrors: assign({ errors: ({ context }) => checkTaskFields(context.fields) }),
    clearErrors: assign({ errors: {}, failure: null }),
    saveFailed: assign((_, error: unknown) => {
      const errors = serverFieldErrors(error)
      return Object.keys(errors).length > 0 ? { errors } : { failure: failureOf(error) }
    }),
    setSaved: assign((_, saved: Task) => ({ saved })),
  },
  guards: {
    isValid: ({ context }) => Object.keys(checkTaskFields(context.fields)).length === 0,
    isDirty: ({ context }) => isDirty(context.initial, context.fields),
  },
}).createMachine({
  id: 'todoEditor',
  context: ({ input }) => {
    const initial = input.task
      ? fieldsOfTask(input.task)
      : { ...emptyTaskFields, ...input.fields, tags: [...(input.fields?.tags ?? [])] }
    return {
      taskId: input.task?.id ?? null,
      initial,
      fields: initial,
      errors: {},
      failure: null,
      saved: null,
    }
  },
  initial: 'editing',
  states: editorStates<TodoEditorContext, Partial<TaskFields>, SaveInput, Task>((context) => ({
    taskId: context.taskId,
    fields: context.fields,
  })),
  output: ({ context }): TodoEditorOutput =>
    context.saved
      ? { outcome: 'saved', task: context.saved, isNew: context.taskId === null }
      : { outcome: 'closed' },
})
