import { createActorContext } from '@xstate/react'
import { todoMachine } from '../../machines/todo/todoMachine'

/** The to-do actor; `TodoScreen` starts it from the URL and every to-do screen part reads it. */
export const TodoContext = createActorContext(todoMachine)
