// The user card's dialogs: edit (the users form's rules), suspend / activate (asks first) and
// the plan upgrade. Each saves through its call; a failure keeps what was chosen or typed.
import { assign } from 'xstate'
import {
  fieldsOfUser,
  hasUserErrors,
  serverFieldErrors,
  toNewUser,
  validateUserFields,
} from './userFormRules'
import { serverProblems } from '../shared/fieldProblems'
import { userViewSetup, withStored } from './userViewSetup'

export const editRegion = userViewSetup.createStateConfig({
  initial: 'closed',
  states: {
    closed: {
      on: {
        'edit.open': {
          target: 'editing',
          actions: assign(({ context }) => ({
            edit: {
              fields: context.user ? fieldsOfUser(context.user) : context.edit.fields,
              errors: {},
              failure: null,
            },
          })),
        },
      },
    },
    editing: {
      on: {
        'edit.change': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _dropped, ...errors } = context.edit.errors
            return {
              edit: {
                ...context.edit,
                fields: { ...context.edit.fields, [event.field]: event.value },
                errors,
              },
            }
          }),
        },
        'edit.submit': [
          {
            guard: 'isEditValid',
            target: 'saving',
            actions: assign(({ context }) => ({
              edit: { ...context.edit, errors: {}, failure: null },
            })),
          },
          {
            actions: assign(({ context }) => ({
              edit: { ...context.edit, errors: validateUserFields(context.edit.fields) },
            })),
          },
        ],
        'edit.close': 'closed',
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'submitUser',
        // Only the dialog's fields: the plan, status and billing have calls of their own.
        input: ({ context }) => {
          const { fullName, username, email, contact, company, country, role } = toNewUser(
            context.edit.fields,
          )
          return { id: context.id ?? 0, fullName, username, email, contact, company, country, role }
        },
        onDone: {
          target: 'closed',
          actions: [
            assign(({ context, event }) => withStored(context, { user: event.output })),
            { type: 'notifySaved', params: 'profile' },
            'refetch',
          ],
        },
        // What was typed stays; the back end's field problems show at their fields.
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const errors = serverFieldErrors(event.error)
            return {
              edit: {
                ...context.edit,
                errors,
                failure: hasUserErrors(errors) ? null : event.error,
              },
            }
          }),
        },
      },
    },
  },
})

export const statusRegion = userViewSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: { on: { 'status.ask': 'confirming' } },
    confirming: {
      on: { 'status.confirm': 'saving', 'status.cancel': 'idle' },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'submitUser',
        input: ({ context }) => ({
          id: context.id ?? 0,
          status: context.user?.status === 'inactive' ? ('active' as const) : ('inactive' as const),
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => ({
              ...withStored(context, { user: event.output }),
              notice: {
                kind: 'saved' as const,
                what:
                  event.output.status === 'inactive'
                    ? ('suspended' as const)
                    : ('activated' as const),
              },
            })),
            'refetch',
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            notice: {
              kind: 'failed' as const,
              what:
                context.user?.status === 'inactive'
                  ? ('activated' as const)
                  : ('suspended' as const),
              error: event.error,
            },
          })),
        },
      },
    },
  },
})

export const planRegion = userViewSetup.createStateConfig({
  initial: 'closed',
  states: {
    closed: {
      on: {
        'plan.open': {
          target: 'choosing',
          actions: assign(({ context }) => ({
            plan: { choice: context.user?.currentPlan ?? null, error: null, failure: null },
          })),
        },
      },
    },
    choosing: {
      on: {
        'plan.choose': {
          actions: assign(({ context, event }) => ({
            plan: { ...context.plan, choice: event.plan, error: null },
          })),
        },
        'plan.submit': [
          {
            guard: 'isNewPlanChosen',
            target: 'saving',
            actions: assign(({ context }) => ({
              plan: { ...context.plan, error: null, failure: null },
            })),
          },
          {
            actions: assign(({ context }) => ({
              plan: { ...context.plan, error: { code: 'samePlan' as const } },
            })),
          },
        ],
        'plan.close': 'closed',
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'submitPlan',
        input: ({ context }) => ({ id: context.id ?? 0, plan: context.plan.choice ?? 'basic' }),
        onDone: {
          target: 'closed',
          actions: [
            assign(({ context, event }) => withStored(context, event.output)),
            { type: 'notifySaved', params: 'plan' },
            'refetch',
          ],
        },
        onError: {
          target: 'choosing',
          actions: assign(({ context, event }) => {
            const problem = serverProblems(event.error, ['plan'] as const).plan ?? null
            return {
              plan: { ...context.plan, error: problem, failure: problem ? null : event.error },
            }
          }),
        },
      },
    },
  },
})
