import { lazy, Suspense } from 'react'
import { CalendarContext } from './calendarContext'

// The drawer (Primer's FormControl, its inputs and the guest picker) loads when an event is
// first opened or added, so the calendar's first load does not carry it.
const CalendarEditorDrawer = lazy(() =>
  import('./CalendarEditorDrawer').then((module) => ({ default: module.CalendarEditorDrawer })),
)

/** The event drawer while the machine's editor child runs. */
export function CalendarEditor() {
  const editor = CalendarContext.useSelector((snapshot) => snapshot.children.editor)
  if (!editor) return null
  return (
    <Suspense fallback={null}>
      <CalendarEditorDrawer editor={editor} />
    </Suspense>
  )
}
