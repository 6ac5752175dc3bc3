import { assign, sendTo, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { backendTables } from '../../api/backendAnnouncements'
import type { User, UsersExportQuery } from '../../api/types/users'
import { addUser, exportUsersCsv, updateUser } from '../../api/users'
import type { ListInput } from '../list/listSteps'
import { saveTextFile } from '../shared/saveTextFile'
import { fromTableChanges } from '../shared/tableChanges'
import {
  emptyUserFields,
  fieldsOfUser,
  hasUserErrors,
  serverFieldErrors,
  toNewUser,
  type UserField,
  type UserFields,
  type UserFormErrors,
  validateUserFields,
} from './userFormRules'
import { type UserFilters, usersListMachine, usersQueryOf } from './usersListMachine'

export interface UsersContext {
  /** Where the list starts (the URL's params). */
  listInput: UsersInput
  fields: UserFields
  errors: UserFormErrors
  /** Why the last save failed, when the back end did not name a field. */
  saveFailure: unknown
  /** The user just added: the screen says so and can open them. */
  added: User | null
  /** The user the drawer edits; null: it adds a new one. */
  editingId: number | null
  /** The user just saved by an edit. */
  updated: User | null
  exportFailure: unknown
}

export type UsersEvent =
  | { type: 'addUser.open' }
  /** The same drawer, filled with `user`, saving through update-user. */
  | { type: 'editUser.open'; user: User }
  | { type: 'addUser.change'; field: UserField; value: string }
  | { type: 'addUser.submit' }
  | { type: 'addUser.close' }
  | { type: 'added.dismiss' }
  | { type: 'updated.dismiss' }
  | { type: 'users.export' }
  | { type: 'export.dismiss' }
  | { type: 'users.changedElsewhere' }

export type UsersInput = ListInput<UserFilters>

/**
 * The users list screen: the list (child `list`, the kit's list machine), the
 * add-user drawer (validated here, then by the back end, errors at their fields;
 * a save refetches the list) and the CSV export of the list's filter and sort.
 * Writes from other tabs refetch the list too.
 */
export const usersMachine = setup({
  types: {
    context: {} as UsersContext,
    events: {} as UsersEvent,
    input: {} as UsersInput,
    children: {} as { list: 'list' },
  },
  actors: {
    list: usersListMachine,
    saveUser: fromCall<User, { id: number | null; fields: UserFields }>(async ({ input }) => {
      const { avatar: _avatar, ...fields } = toNewUser(input.fields)
      if (input.id === null) return (await addUser(toNewUser(input.fields))).user
      return (await updateUser({ id: input.id, ...fields })).user
    }),
    exportCsv: fromCall<undefined, UsersExportQuery>(async ({ input }) => {
      saveTextFile('users.csv', 'text/csv', await exportUsersCsv(input))
      return undefined
    }),
    listenToUserChanges: fromTableChanges(
      { tables: [backendTables.users], includeOwnWrites: false },
      { type: 'users.changedElsewhere' },
    ),
  },
  guards: {
    isValid: ({ context }) => !hasUserErrors(validateUserFields(context.fields)),
  },
}).createMachine({
  id: 'users',
  type: 'parallel',
  context: ({ input }) => ({
    listInput: input,
    fields: emptyUserFields,
    errors: {},
    saveFailure: null,
    added: null,
    editingId: null,
    updated: null,
    exportFailure: null,
  }),
  invoke: [
    {
      id: 'list',
      src: 'list',
      input: ({ context }) => context.listInput,
    },
    { src: 'listenToUserChanges' },
  ],
  on: {
    'users.changedElsewhere': { actions: sendTo('list', { type: 'list.refetch' }) },
    'added.dismiss': { actions: assign({ added: null }) },
    'updated.dismiss': { actions: assign({ updated: null }) },
  },
  states: {
    addUser: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'addUser.open': {
              target: 'editing',
              actions: assign({
                fields: emptyUserFields,
                errors: {},
                saveFailure: null,
                editingId: null,
              }),
            },
            'editUser.open': {
              target: 'editing',
              actions: assign(({ event }) => ({
                fields: fieldsOfUser(event.user),
                errors: {},
                saveFailure: null,
                editingId: event.user.id,
              })),
            },
          },
        },
        editing: {
          on: {
            'addUser.change': {
              actions: assign(({ context, event }) => {
                const errors = Object.fromEntries(
                  Object.entries(context.errors).filter(([field]) => field !== event.field),
                )
                return { fields: { ...context.fields, [event.field]: event.value }, errors }
              }),
            },
            'addUser.submit': [
              {
                guard: 'isValid',
                target: 'saving',
                actions: assign({ errors: {}, saveFailure: null }),
              },
              {
                actions: assign(({ context }) => ({ errors: validateUserFields(context.fields) })),
              },
            ],
            'addUser.close': 'closed',
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            src: 'saveUser',
            input: ({ context }) => ({ id: context.editingId, fields: context.fields }),
            onDone: {
              target: 'closed',
              actions: [
                assign(({ context, event }) =>
                  context.editingId === null
                    ? { added: event.output, updated: null, fields: emptyUserFields }
                    : { updated: event.output, added: null, fields: emptyUserFields },
                ),
                sendTo('list', { type: 'list.refetch' }),
              ],
            },
            // What was typed stays; the back end's field problems show at their fields.
            onError: {
              target: 'editing',
              actions: assign(({ event }) => {
                const errors = serverFieldErrors(event.error)
                return { errors, saveFailure: hasUserErrors(errors) ? null : event.error }
              }),
            },
          },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: { on: { 'users.export': 'exporting' } },
        exporting: {
          tags: ['exporting'],
          invoke: {
            src: 'exportCsv',
            input: ({ self }) => {
              const params = self.getSnapshot().children.list?.getSnapshot().context.params
              const {
                page: _page,
                perPage: _perPage,
                ...query
              } = params ? usersQueryOf(params) : {}
              return query
            },
            onDone: 'idle',
            onError: {
              target: 'failed',
              actions: assign({ exportFailure: ({ event }) => event.error }),
            },
          },
        },
        failed: {
          on: {
            'users.export': { target: 'exporting', actions: assign({ exportFailure: null }) },
            'export.dismiss': { target: 'idle', actions: assign({ exportFailure: null }) },
          },
        },
      },
    },
  },
})
