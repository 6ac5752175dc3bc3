import { lazy, Suspense } from 'react'
import { TodoContext } from './todoContext'

// The drawer (Primer's FormControl and its inputs) loads when a task is first opened or added,
// so the list's first load does not carry it; Tiptap loads later still, with the description.
const TodoEditorDrawer = lazy(() =>
  import('./TodoEditorDrawer').then((module) => ({ default: module.TodoEditorDrawer })),
)

/** The task drawer while the machine's editor child runs. */
export function TodoEditor() {
  const editor = TodoContext.useSelector((snapshot) => snapshot.children.editor)
  if (!editor) return null
  return (
    <Suspense fallback={null}>
      <TodoEditorDrawer editor={editor} />
    </Suspense>
  )
}
