import { assign, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import {
  type FormProblems,
  hasProblems,
  type ResetPasswordForm,
  validateResetPassword,
} from './authFormRules'
import { simulateServerDelay } from './simulatedServer'

export type ResetPasswordField = keyof ResetPasswordForm

export interface ResetPasswordContext extends ResetPasswordForm {
  problems: FormProblems<ResetPasswordField>
  /** After a first try, the fields are checked again as the user types. */
  hasTriedSubmit: boolean
  hasFailed: boolean
}

export type ResetPasswordEvent =
  { type: 'reset.change'; field: ResetPasswordField; value: string } | { type: 'reset.submit' }

/**
 * Reset password: new password (8+ characters) and its confirmation (must match).
 * editing → validating → submitting → success. No back end: `submitNewPassword` waits.
 */
export const resetPasswordMachine = setup({
  types: { context: {} as ResetPasswordContext, events: {} as ResetPasswordEvent },
  actors: {
    submitNewPassword: fromCall<undefined, { password: string }>(() => simulateServerDelay()),
  },
  guards: {
    isFormValid: ({ context }) => !hasProblems(validateResetPassword(context)),
  },
  actions: {
    setField: assign(({ context }, change: { field: ResetPasswordField; value: string }) => {
      const form = { ...context, [change.field]: change.value }
      return {
        [change.field]: change.value,
        problems: context.hasTriedSubmit ? validateResetPassword(form) : {},
        hasFailed: false,
      }
    }),
    setProblems: assign(({ context }) => ({
      hasTriedSubmit: true,
      problems: validateResetPassword(context),
    })),
  },
}).createMachine({
  id: 'resetPassword',
  context: {
    password: '',
    confirmPassword: '',
    problems: {},
    hasTriedSubmit: false,
    hasFailed: false,
  },
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'reset.change': {
          actions: {
            type: 'setField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'reset.submit': 'validating',
      },
    },
    validating: {
      tags: ['validating'],
      always: [
        { guard: 'isFormValid', target: 'submitting', actions: 'setProblems' },
        { target: 'editing', actions: 'setProblems' },
      ],
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'submitNewPassword',
        input: ({ context }) => ({ password: context.password }),
        onDone: 'success',
        onError: { target: 'editing', actions: assign({ hasFailed: true }) },
      },
    },
    success: { tags: ['success'] },
  },
})
