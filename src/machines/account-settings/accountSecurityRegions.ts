// The Security tab's regions (and the Account tab's deactivation) of the account settings
// machine: password, two-step verification, sessions and deactivation, each saving on its own.
import { assertEvent, assign } from 'xstate'
import {
  checkPassword,
  checkTwoStepPhone,
  emptyPasswordDraft,
  phoneOf,
} from './accountSettingsForms'
import { accountSettingsSetup, withoutKeys } from './accountSettingsSetup'

export const passwordRegion = accountSettingsSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.change': {
          actions: assign(({ context, event }) => ({
            password: { ...context.password, [event.field]: event.value },
            problems: withoutKeys(context.problems, [event.field]),
          })),
        },
        'password.submit': [
          {
            guard: 'passwordInvalid',
            actions: assign(({ context }) => ({
              problems: { ...context.problems, ...checkPassword(context.password) },
            })),
          },
          { target: 'saving', actions: { type: 'startSave', params: 'password' } },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'changePassword',
        input: ({ context }) => context.password,
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            security: event.output,
            password: emptyPasswordDraft,
            notice: 'passwordChanged' as const,
          })),
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'failed',
            params: ({ event }) => ({ form: 'password', error: event.error }),
          },
        },
      },
    },
  },
})

export const twoStepRegion = accountSettingsSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      on: {
        'twoStep.phone': {
          actions: assign(({ context, event }) => ({
            phone: event.value,
            problems: withoutKeys(context.problems, ['phone']),
          })),
        },
        'twoStep.submit': [
          {
            guard: 'phoneInvalid',
            actions: assign(({ context, event }) => ({
              problems: {
                ...context.problems,
                ...checkTwoStepPhone(context.phone, event.enabled),
              },
            })),
          },
          { target: 'saving', actions: { type: 'startSave', params: 'twoStep' } },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'saveTwoStep',
        input: ({ context, event }) => {
          assertEvent(event, 'twoStep.submit')
          return { enabled: event.enabled, phone: context.phone.trim() }
        },
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            security: event.output,
            phone: phoneOf(event.output),
            notice: 'twoStepSaved' as const,
          })),
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'failed',
            params: ({ event }) => ({ form: 'twoStep', error: event.error }),
          },
        },
      },
    },
  },
})

export const sessionsRegion = accountSettingsSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'session.end': {
          target: 'ending',
          actions: { type: 'startSave', params: 'sessions' },
        },
      },
    },
    ending: {
      tags: ['saving'],
      invoke: {
        src: 'endSession',
        input: ({ event }) => {
          assertEvent(event, 'session.end')
          return event.id
        },
        onDone: {
          target: 'idle',
          actions: assign(({ event }) => ({
            security: event.output,
            notice: 'sessionEnded' as const,
          })),
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'failed',
            params: ({ event }) => ({ form: 'sessions', error: event.error }),
          },
        },
      },
    },
  },
})

export const deactivationRegion = accountSettingsSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      on: {
        'deactivation.confirmEmail': {
          actions: assign(({ context, event }) => ({
            confirmEmail: event.value,
            problems: withoutKeys(context.problems, ['confirmEmail']),
          })),
        },
        'deactivation.submit': {
          target: 'saving',
          actions: { type: 'startSave', params: 'deactivation' },
        },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'deactivate',
        input: ({ context }) => context.confirmEmail,
        onDone: 'done',
        onError: {
          target: 'editing',
          actions: {
            type: 'failed',
            params: ({ event }) => ({ form: 'deactivation', error: event.error }),
          },
        },
      },
    },
    /** The account is closed: the page signs out. */
    done: { tags: ['deactivated'] },
  },
})
