// The tabs' forms: password, two-step, notifications, billing. Each is idle → saving → saved or
// failed; a failure keeps what was typed, with the back end's field problems at their fields.
import { assign } from 'xstate'
import {
  emptyPasswordFields,
  serverProblems,
  validatePassword,
  validatePhone,
  withoutProblem,
} from '../shared/fieldProblems'
import { billingFieldsOf, toBillingUpdate, validateBilling } from './userViewRules'
import { userViewSetup, withStored } from './userViewSetup'

/** A form's states between saves (its `saving` state ignores another submit). */
const settled = { idle: {}, saved: {}, failed: {} }

export const passwordRegion = userViewSetup.createStateConfig({
  initial: 'idle',
  on: {
    'password.change': {
      actions: assign(({ context, event }) => ({
        password: {
          fields: { ...context.password.fields, [event.field]: event.value },
          errors: withoutProblem(context.password.errors, event.field),
          failure: null,
        },
      })),
    },
    'password.submit': [
      { guard: 'isPasswordValid', target: '.saving' },
      {
        target: '.idle',
        actions: assign(({ context }) => ({
          password: { ...context.password, errors: validatePassword(context.password.fields) },
        })),
      },
    ],
  },
  states: {
    ...settled,
    saving: {
      tags: ['saving'],
      on: { 'password.submit': {} },
      invoke: {
        src: 'submitPassword',
        input: ({ context }) => ({ id: context.id ?? 0, ...context.password.fields }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ password: { fields: emptyPasswordFields, errors: {}, failure: null } }),
            { type: 'notifySaved', params: 'password' },
            'refetch',
          ],
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => {
            const errors = serverProblems(event.error, ['newPassword', 'confirmPassword'] as const)
            const failure = Object.keys(errors).length ? null : event.error
            return { password: { ...context.password, errors, failure } }
          }),
        },
      },
    },
  },
})

export const twoStepRegion = userViewSetup.createStateConfig({
  initial: 'idle',
  on: {
    'twoStep.phone': {
      actions: assign(({ context, event }) => ({
        twoStep: { ...context.twoStep, phone: event.value, error: null, failure: null },
      })),
    },
    'twoStep.submit': [
      {
        guard: ({ context, event }) => !validatePhone(context.twoStep.phone, event.enabled),
        target: '.saving',
        actions: assign(({ context, event }) => ({
          twoStep: { ...context.twoStep, target: event.enabled, error: null, failure: null },
        })),
      },
      {
        target: '.idle',
        actions: assign(({ context, event }) => ({
          twoStep: {
            ...context.twoStep,
            error: validatePhone(context.twoStep.phone, event.enabled) ?? null,
          },
        })),
      },
    ],
  },
  states: {
    ...settled,
    saving: {
      tags: ['saving'],
      on: { 'twoStep.submit': {} },
      invoke: {
        src: 'submitTwoStep',
        input: ({ context }) => ({
          id: context.id ?? 0,
          enabled: context.twoStep.target,
          phone: context.twoStep.target ? context.twoStep.phone.trim() : '',
        }),
        onDone: {
          target: 'saved',
          actions: [
            assign(({ context, event }) => ({
              ...withStored(context, event.output),
              twoStep: { ...context.twoStep, phone: event.output.account.twoStep.phone },
            })),
            { type: 'notifySaved', params: 'twoStep' },
            'refetch',
          ],
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => {
            const error = serverProblems(event.error, ['phone'] as const).phone ?? null
            return { twoStep: { ...context.twoStep, error, failure: error ? null : event.error } }
          }),
        },
      },
    },
  },
})

export const notificationsRegion = userViewSetup.createStateConfig({
  initial: 'idle',
  on: {
    'notifications.toggle': {
      actions: assign(({ context, event }) => {
        const draft = context.notifications.draft
        if (!draft) return {}
        const row = draft[event.notification]
        return {
          notifications: {
            draft: {
              ...draft,
              [event.notification]: { ...row, [event.channel]: !row[event.channel] },
            },
            failure: null,
          },
        }
      }),
    },
    'notifications.reset': {
      target: '.idle',
      actions: assign(({ context }) => ({
        notifications: { draft: context.account?.notifications ?? null, failure: null },
      })),
    },
    'notifications.save': '.saving',
  },
  states: {
    ...settled,
    saving: {
      tags: ['saving'],
      on: { 'notifications.save': {}, 'notifications.reset': {} },
      invoke: {
        src: 'submitNotifications',
        input: ({ context }) => {
          const preferences = context.notifications.draft ?? context.account?.notifications
          if (!preferences) throw new Error('nothing loaded')
          return { id: context.id ?? 0, preferences }
        },
        onDone: {
          target: 'saved',
          actions: [
            assign(({ context, event }) => ({
              ...withStored(context, event.output),
              notifications: { draft: event.output.account.notifications, failure: null },
            })),
            { type: 'notifySaved', params: 'notifications' },
            'refetch',
          ],
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => ({
            notifications: { ...context.notifications, failure: event.error },
          })),
        },
      },
    },
  },
})

export const billingRegion = userViewSetup.createStateConfig({
  initial: 'idle',
  on: {
    'billing.change': {
      actions: assign(({ context, event }) => {
        const fields = context.billing.fields
        if (!fields) return {}
        return {
          billing: {
            fields: { ...fields, [event.field]: event.value },
            errors: withoutProblem(context.billing.errors, event.field),
            failure: null,
          },
        }
      }),
    },
    'billing.submit': [
      { guard: 'isBillingValid', target: '.saving' },
      {
        target: '.idle',
        actions: assign(({ context }) => ({
          billing: {
            ...context.billing,
            errors: context.billing.fields ? validateBilling(context.billing.fields) : {},
          },
        })),
      },
    ],
  },
  states: {
    ...settled,
    saving: {
      tags: ['saving'],
      on: { 'billing.submit': {} },
      invoke: {
        src: 'submitBilling',
        input: ({ context }) => {
          if (!context.billing.fields) throw new Error('nothing loaded')
          return toBillingUpdate(context.id ?? 0, context.billing.fields)
        },
        onDone: {
          target: 'saved',
          actions: [
            assign(({ context, event }) => ({
              ...withStored(context, event.output),
              billing: {
                fields: billingFieldsOf(event.output.user, event.output.account.billing),
                errors: {},
                failure: null,
              },
            })),
            { type: 'notifySaved', params: 'billing' },
            'refetch',
          ],
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => {
            const errors = serverProblems(event.error, [
              'billing',
              'cardHolder',
              'cardNumber',
              'cardExpiry',
              'address',
              'country',
            ] as const)
            const failure = Object.keys(errors).length ? null : event.error
            return { billing: { ...context.billing, errors, failure } }
          }),
        },
      },
    },
  },
})
