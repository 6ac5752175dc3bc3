import { createActorContext, useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import type { usersListMachine } from '../../machines/users/usersListMachine'
import { usersMachine } from '../../machines/users/usersMachine'

/** The users screen's actor; `UsersListScreen` starts it from the URL and every part reads it. */
export const UsersContext = createActorContext(usersMachine)

type ListSnapshot = SnapshotFrom<typeof usersListMachine>

/** The list child (the kit's list machine): its actor, to send list events to. */
export function useUsersListActor() {
  const list = UsersContext.useSelector((snapshot) => snapshot.children.list)
  if (!list) throw new Error('the users machine has no list child')
  return list
}

/** A value of the list child's snapshot. */
export function useUsersList<Value>(select: (snapshot: ListSnapshot) => Value): Value {
  return useSelector(useUsersListActor(), select)
}

/** The list's rows are the users the load answered. */
export const usersOf = (snapshot: ListSnapshot) => snapshot.context.rows
