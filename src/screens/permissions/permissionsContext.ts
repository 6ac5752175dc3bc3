import { createActorContext, useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import {
  permissionsMachine,
  type permissionsListMachine,
} from '../../machines/permissions/permissionsMachine'

/** The permissions screen's actor; `PermissionsScreen` starts it from the URL. */
export const PermissionsContext = createActorContext(permissionsMachine)

type ListSnapshot = SnapshotFrom<typeof permissionsListMachine>

export function usePermissionsListActor() {
  const list = PermissionsContext.useSelector((snapshot) => snapshot.children.list)
  if (!list) throw new Error('the permissions machine has no list child')
  return list
}

export function usePermissionsList<Value>(select: (snapshot: ListSnapshot) => Value): Value {
  return useSelector(usePermissionsListActor(), select)
}
