import type { TodoContext, TodoEvent } from './todoMachineTypes'
import * as steps from './todoSteps'

/** The step of an event the list answers the same way in any state. */
export function stepForEvent(context: TodoContext, event: TodoEvent): steps.TodoStep {
  switch (event.type) {
    case 'view.changed':
      return steps.showView(context, event.view)
    case 'task.update':
      return steps.update(context, event.id, event.changes)
    case 'task.toggleCompleted':
      return steps.toggle(context, event.id, 'isCompleted')
    case 'task.toggleImportant':
      return steps.toggle(context, event.id, 'isImportant')
    case 'task.delete':
      return steps.softDelete(context, event.id)
    case 'task.restore':
      return steps.restore(context, event.id)
    case 'task.deleteForGood':
      return steps.deleteForGood(context, event.id)
    case 'task.reorder':
      return steps.reorder(context, event.activeId, event.overId)
    case 'task.move':
      return steps.moveBy(context, event.id, event.by)
    case 'editor.openNew':
      return steps.openNew(context, event.fields)
    case 'editor.open':
      return steps.openTask(context, event.id)
    case 'write.succeeded':
      return steps.writeSucceeded(context, event.writeId)
    case 'write.failed':
      return steps.writeFailed(context, event.writeId, event.error)
    case 'editor.delete':
      return context.editorTask
        ? steps.softDelete({ ...context, editorTask: null }, context.editorTask.id)
        : steps.stay(context)
    default:
      return steps.stay(context)
  }
}
