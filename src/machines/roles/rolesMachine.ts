import { assign, enqueueActions, raise, sendTo, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { backendTables } from '../../api/backendAnnouncements'
import { addRole, deleteRole, fetchRoles, updateRole } from '../../api/roles'
import type { RoleArea, RoleGrant, RolePermissions, RoleSummary } from '../../api/types/roles'
import type { ListInput } from '../list/listSteps'
import { type CallFailure, failureOf } from '../shared/callFailure'
import { fromTableChanges } from '../shared/tableChanges'
import { allGrants, checkRoleName, type RoleNameError, toggleGrant } from './roleFormRules'
import { roleUsersListMachine, type RoleUsersFilters } from './rolesUsersListMachine'

export type RolesNotice =
  | { kind: 'added' | 'updated' | 'deleted'; name: string }
  | { kind: 'deleteFailed'; name: string; failure: CallFailure }

export interface RolesContext {
  listInput: ListInput<RoleUsersFilters>
  roles: RoleSummary[]
  loadFailure: CallFailure | null
  /** The dialog: the role being edited, or null for a new one. */
  editingId: number | null
  name: string
  permissions: RolePermissions
  nameError: RoleNameError | null
  /** A failure that is not about the name (the back end could not be reached). */
  saveFailure: CallFailure | null
  /** The role whose deletion waits for a confirmation or an answer. */
  deleting: RoleSummary | null
  notice: RolesNotice | null
}

export type RolesEvent =
  | { type: 'roles.retry' }
  | { type: 'roles.refetch' }
  | { type: 'roles.changedElsewhere' }
  | { type: 'role.add' }
  | { type: 'role.edit'; role: RoleSummary }
  | { type: 'name.change'; name: string }
  | { type: 'grant.toggle'; area: RoleArea; grant: RoleGrant }
  | { type: 'grants.selectAll'; selected: boolean }
  | { type: 'dialog.submit' }
  | { type: 'dialog.close' }
  | { type: 'role.delete'; role: RoleSummary }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'role.showUsers'; roleId: number | null }
  | { type: 'notice.dismiss' }

export type RolesInput = ListInput<RoleUsersFilters>

interface SaveInput {
  id: number | null
  name: string
  permissions: RolePermissions
}

/**
 * The roles page: the role cards (loaded, refetched after every write and other
 * tabs' writes), one dialog that adds or edits a role (name + permission
 * matrix), deletion after a confirmation, and the users table below (child
 * `list`, the kit's list machine) filtered by the role the admin picks.
 */
export const rolesMachine = setup({
  types: {
    context: {} as RolesContext,
    events: {} as RolesEvent,
    input: {} as RolesInput,
    children: {} as { list: 'list' },
  },
  actors: {
    list: roleUsersListMachine,
    loadRoles: fromCall<RoleSummary[]>(async ({ signal }) => (await fetchRoles(signal)).roles),
    saveRole: fromCall<RoleSummary, SaveInput>(async ({ input }) => {
      const name = input.name.trim()
      const answer =
        input.id === null
          ? await addRole(name, input.permissions)
          : await updateRole(input.id, name, input.permissions)
      return answer.role
    }),
    deleteRole: fromCall<undefined, { id: number }>(async ({ input }) => {
      await deleteRole(input.id)
      return undefined
    }),
    listenToChanges: fromTableChanges(
      { tables: [backendTables.roles, backendTables.users], includeOwnWrites: false },
      { type: 'roles.changedElsewhere' },
    ),
  },
  guards: {
    isNameValid: ({ context }) => checkRoleName(context.name) === null,
  },
  actions: {
    refetchUsers: sendTo('list', { type: 'list.refetch' }),
    // The table stops filtering by a role that is gone; else it refetches its holders' counts.
    showUsersAfterDelete: enqueueActions(({ context, enqueue, self }) => {
      const list = self.getSnapshot().children.list
      const filtered = list?.getSnapshot().context.params.filters.accessRole
      if (filtered === String(context.deleting?.id))
        enqueue.sendTo('list', { type: 'list.filter', filter: 'accessRole', value: '' })
      else enqueue.sendTo('list', { type: 'list.refetch' })
    }),
  },
}).createMachine({
  id: 'roles',
  type: 'parallel',
  context: ({ input }) => ({
    listInput: input,
    roles: [],
    loadFailure: null,
    editingId: null,
    name: '',
    permissions: {},
    nameError: null,
    saveFailure: null,
    deleting: null,
    notice: null,
  }),
  invoke: [
    { id: 'list', src: 'list', input: ({ context }) => context.listInput },
    { src: 'listenToChanges' },
  ],
  on: {
    'roles.changedElsewhere': { actions: [raise({ type: 'roles.refetch' }), 'refetchUsers'] },
    'notice.dismiss': { actions: assign({ notice: null }) },
    'role.showUsers': {
      actions: sendTo('list', ({ event }) => ({
        type: 'list.filter',
        filter: 'accessRole',
        value: event.roleId === null ? '' : String(event.roleId),
      })),
    },
  },
  states: {
    cards: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['rolesLoading'],
          invoke: {
            src: 'loadRoles',
            onDone: {
              target: 'ready',
              actions: assign({ roles: ({ event }) => event.output, loadFailure: null }),
            },
            onError: {
              target: 'failed',
              actions: assign({ loadFailure: ({ event }) => failureOf(event.error) }),
            },
          },
        },
        failed: { tags: ['rolesError'], on: { 'roles.retry': 'loading' } },
        ready: { on: { 'roles.refetch': 'refreshing' } },
        // The cards stay while fresh counts come; a failure keeps the last ones.
        refreshing: {
          invoke: {
            src: 'loadRoles',
            onDone: { target: 'ready', actions: assign({ roles: ({ event }) => event.output }) },
            onError: 'ready',
          },
          on: { 'roles.refetch': { target: 'refreshing', reenter: true } },
        },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'role.add': {
              target: 'editing',
              actions: assign({
                editingId: null,
                name: '',
                permissions: {},
                nameError: null,
                saveFailure: null,
              }),
            },
            'role.edit': {
              target: 'editing',
              actions: assign(({ event }) => ({
                editingId: event.role.id,
                name: event.role.name,
                permissions: structuredClone(event.role.permissions),
                nameError: null,
                saveFailure: null,
              })),
            },
          },
        },
        editing: {
          tags: ['dialogOpen'],
          on: {
            'name.change': {
              actions: assign({ name: ({ event }) => event.name, nameError: null }),
            },
            'grant.toggle': {
              actions: assign({
                permissions: ({ context, event }) =>
                  toggleGrant(context.permissions, event.area, event.grant),
              }),
            },
            'grants.selectAll': {
              actions: assign({ permissions: ({ event }) => allGrants(event.selected) }),
            },
            'dialog.submit': [
              { guard: 'isNameValid', target: 'saving', actions: assign({ saveFailure: null }) },
              { actions: assign({ nameError: ({ context }) => checkRoleName(context.name) }) },
            ],
            'dialog.close': 'closed',
          },
        },
        saving: {
          tags: ['dialogOpen', 'saving'],
          invoke: {
            src: 'saveRole',
            input: ({ context }) => ({
              id: context.editingId,
              name: context.name,
              permissions: context.permissions,
            }),
            onDone: {
              target: 'closed',
              actions: [
                assign(({ context, event }) => ({
                  notice: {
                    kind: context.editingId === null ? ('added' as const) : ('updated' as const),
                    name: event.output.name,
                  },
                })),
                raise({ type: 'roles.refetch' }),
                'refetchUsers',
              ],
            },
            // A refused name (taken) shows at the field; anything else above the form.
            onError: {
              target: 'editing',
              actions: assign(({ event }) => {
                const failure = failureOf(event.error)
                return failure.reason === 'rejected'
                  ? { nameError: { code: 'rejected', message: failure.message } as RoleNameError }
                  : { saveFailure: failure }
              }),
            },
          },
        },
      },
    },
    deletion: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'role.delete': {
              target: 'confirming',
              actions: assign({ deleting: ({ event }) => event.role }),
            },
          },
        },
        confirming: {
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': { target: 'idle', actions: assign({ deleting: null }) },
          },
        },
        deleting: {
          tags: ['deleting'],
          invoke: {
            src: 'deleteRole',
            input: ({ context }) => ({ id: context.deleting?.id ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                'showUsersAfterDelete',
                assign(({ context }) => ({
                  roles: context.roles.filter((role) => role.id !== context.deleting?.id),
                  notice: { kind: 'deleted' as const, name: context.deleting?.name ?? '' },
                  deleting: null,
                })),
                raise({ type: 'roles.refetch' }),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                notice: {
                  kind: 'deleteFailed' as const,
                  name: context.deleting?.name ?? '',
                  failure: failureOf(event.error),
                },
                deleting: null,
              })),
            },
          },
        },
      },
    },
  },
})
