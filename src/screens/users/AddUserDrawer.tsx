import { lazy, Suspense } from 'react'
import type { AddUserFormProps } from './AddUserForm'
import { UsersContext } from './usersContext'

// The form (its fields, the plan's select, the identity rules' words) loads when a user is first
// added or edited, so the list's first load does not carry it.
const AddUserForm = lazy(() =>
  import('./AddUserForm').then((module) => ({ default: module.AddUserForm })),
)

/** The add-user (or edit-user) drawer while the machine's form is open. */
export function AddUserDrawer({ returnFocusRef }: AddUserFormProps) {
  const isOpen = UsersContext.useSelector((snapshot) => !snapshot.matches({ addUser: 'closed' }))
  if (!isOpen) return null
  return (
    <Suspense fallback={null}>
      <AddUserForm returnFocusRef={returnFocusRef} />
    </Suspense>
  )
}
