import { createActorContext, useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import { rolesMachine } from '../../machines/roles/rolesMachine'
import type { roleUsersListMachine } from '../../machines/roles/rolesUsersListMachine'

/** The roles page's actor; `RolesScreen` starts it from the URL. */
export const RolesContext = createActorContext(rolesMachine)

type ListSnapshot = SnapshotFrom<typeof roleUsersListMachine>

export function useRoleUsersListActor() {
  const list = RolesContext.useSelector((snapshot) => snapshot.children.list)
  if (!list) throw new Error('the roles machine has no list child')
  return list
}

export function useRoleUsersList<Value>(select: (snapshot: ListSnapshot) => Value): Value {
  return useSelector(useRoleUsersListActor(), select)
}
