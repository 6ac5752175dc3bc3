import { lazy, Suspense } from 'react'
import { EmailContext } from './emailContext'

// The form (Primer's FormControl and its inputs) loads when compose first opens, so the
// mailbox's first load does not carry it; Tiptap loads later still, inside the form.
const ComposeForm = lazy(() =>
  import('./ComposeForm').then((module) => ({ default: module.ComposeForm })),
)

/** The compose dialog while the mailbox's compose child runs. */
export function ComposeDialog() {
  const composer = EmailContext.useSelector((snapshot) => snapshot.children.composer)
  if (!composer) return null
  return (
    <Suspense fallback={null}>
      <ComposeForm composer={composer} />
    </Suspense>
  )
}
