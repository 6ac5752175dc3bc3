import { assign, sendTo, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { backendTables } from '../../api/backendAnnouncements'
import {
  addPermission,
  deletePermissions,
  fetchPermissions,
  updatePermission,
} from '../../api/permissions'
import {
  type Permission,
  permissionRoles,
  type PermissionsQuery,
  permissionSortColumns,
} from '../../api/types/permissions'
import { createListMachine } from '../list/listMachine'
import { listShape, type ListParams, oneOf, pageQuery } from '../list/listParams'
import { type CallFailure, failureOf } from '../shared/callFailure'
import { fromTableChanges } from '../shared/tableChanges'

export type PermissionFilters = { assignedTo: string }

/** SPEC §9: page 1 of 10; no sort column keeps the back end's order. */
export const permissionsListShape = listShape<PermissionFilters>({
  filters: { assignedTo: '' },
  sortColumns: permissionSortColumns,
})
export const defaultPermissionParams = permissionsListShape.defaults

/** The list call's query for these params. */
export function permissionsQueryOf(params: ListParams<PermissionFilters>): PermissionsQuery {
  const assignedTo = oneOf(permissionRoles, params.filters.assignedTo)
  return { ...pageQuery(params, permissionSortColumns), ...(assignedTo ? { assignedTo } : {}) }
}

export const permissionsListMachine = createListMachine<Permission, PermissionFilters, never>({
  shape: permissionsListShape,
  load: async (params, signal) => {
    const page = await fetchPermissions(permissionsQueryOf(params), signal)
    return { total: page.total, rows: page.permissions }
  },
  remove: deletePermissions,
})

/** A name's problem: none typed, too long, or the back end's reason (a name already used). */
export type NameError = { code: 'required' | 'tooLong' } | { code: 'rejected'; message: string }
export const maxPermissionName = 60

export function checkPermissionName(name: string): NameError | null {
  const trimmed = name.trim()
  if (trimmed === '') return { code: 'required' }
  if (trimmed.length > maxPermissionName) return { code: 'tooLong' }
  return null
}

export interface PermissionsContext {
  listInput: PermissionsInput
  /** The dialog: a new permission, or a rename of `renaming`. */
  renaming: Permission | null
  name: string
  nameError: NameError | null
  /** A failure that is not about the name (the back end could not be reached). */
  saveFailure: CallFailure | null
  saved: { kind: 'added' | 'renamed'; permission: Permission } | null
}

export type PermissionsEvent =
  | { type: 'permission.add' }
  | { type: 'permission.rename'; permission: Permission }
  | { type: 'name.change'; name: string }
  | { type: 'dialog.submit' }
  | { type: 'dialog.close' }
  | { type: 'saved.dismiss' }
  | { type: 'permissions.changedElsewhere' }

export interface PermissionsInput {
  params: ListParams<PermissionFilters>
  searchDelayMs?: number
  undoMs?: number
}

/**
 * The permissions screen: the list (child `list`, the kit's list machine) and one
 * dialog that adds a permission (assigned to administrator only — SPEC §6) or
 * renames one. A save refetches the list; so do other tabs' writes.
 */
export const permissionsMachine = setup({
  types: {
    context: {} as PermissionsContext,
    events: {} as PermissionsEvent,
    input: {} as PermissionsInput,
    children: {} as { list: 'list' },
  },
  actors: {
    list: permissionsListMachine,
    savePermission: fromCall<Permission, { id: number | null; name: string }>(
      async ({ input }) =>
        (input.id === null
          ? await addPermission(input.name.trim())
          : await updatePermission(input.id, input.name.trim())
        ).permission,
    ),
    listenToPermissionChanges: fromTableChanges(
      { tables: [backendTables.permissions], includeOwnWrites: false },
      { type: 'permissions.changedElsewhere' },
    ),
  },
  guards: {
    isNameValid: ({ context }) => checkPermissionName(context.name) === null,
  },
}).createMachine({
  id: 'permissions',
  context: ({ input }) => ({
    listInput: input,
    renaming: null,
    name: '',
    nameError: null,
    saveFailure: null,
    saved: null,
  }),
  invoke: [
    { id: 'list', src: 'list', input: ({ context }) => context.listInput },
    { src: 'listenToPermissionChanges' },
  ],
  on: {
    'permissions.changedElsewhere': { actions: sendTo('list', { type: 'list.refetch' }) },
    'saved.dismiss': { actions: assign({ saved: null }) },
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'permission.add': {
          target: 'editing',
          actions: assign({ renaming: null, name: '', nameError: null, saveFailure: null }),
        },
        'permission.rename': {
          target: 'editing',
          actions: assign(({ event }) => ({
            renaming: event.permission,
            name: event.permission.name,
            nameError: null,
            saveFailure: null,
          })),
        },
      },
    },
    editing: {
      on: {
        'name.change': { actions: assign({ name: ({ event }) => event.name, nameError: null }) },
        'dialog.submit': [
          { guard: 'isNameValid', target: 'saving', actions: assign({ saveFailure: null }) },
          { actions: assign({ nameError: ({ context }) => checkPermissionName(context.name) }) },
        ],
        'dialog.close': 'closed',
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'savePermission',
        input: ({ context }) => ({ id: context.renaming?.id ?? null, name: context.name }),
        onDone: {
          target: 'closed',
          actions: [
            assign(({ context, event }) => ({
              saved: { kind: context.renaming ? 'renamed' : 'added', permission: event.output },
            })),
            sendTo('list', { type: 'list.refetch' }),
          ],
        },
        // A refused name (a duplicate) shows at the field; anything else above the form.
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const failure = failureOf(event.error)
            return failure.reason === 'rejected'
              ? { nameError: { code: 'rejected', message: failure.message } as NameError }
              : { saveFailure: failure }
          }),
        },
      },
    },
  },
})
