import { assign, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { checkEmail, type FieldProblem } from './authFormRules'
import { simulateServerDelay } from './simulatedServer'

export interface ForgotPasswordContext {
  email: string
  emailProblem: FieldProblem | null
  /** After a first try, the field is checked again as the user types. */
  hasTriedSubmit: boolean
  /** The address the link went to, once sent. */
  sentTo: string | null
  /** Sending failed (a real back end could refuse); the form says so. */
  hasFailed: boolean
}

export type ForgotPasswordEvent =
  | { type: 'forgot.change'; email: string }
  | { type: 'forgot.submit' }
  | { type: 'forgot.resend' }
  /** Back to the form, to use another address. */
  | { type: 'forgot.edit' }

export interface ResetLinkRequest {
  email: string
}

/**
 * Forgot password: editing → validating → submitting → success (tags of the same
 * names). The demo has no mail server: `submitResetLink` only waits a moment.
 */
export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  actors: {
    submitResetLink: fromCall<undefined, ResetLinkRequest>(() => simulateServerDelay()),
  },
  guards: {
    isEmailValid: ({ context }) => checkEmail(context.email) === null,
  },
  actions: {
    setEmail: assign(({ context }, email: string) => ({
      email,
      emailProblem: context.hasTriedSubmit ? checkEmail(email) : null,
      hasFailed: false,
    })),
    setProblem: assign(({ context }) => ({
      hasTriedSubmit: true,
      emailProblem: checkEmail(context.email),
    })),
    setSent: assign(({ context }) => ({ sentTo: context.email.trim(), hasFailed: false })),
    setFailed: assign({ hasFailed: true }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', emailProblem: null, hasTriedSubmit: false, sentTo: null, hasFailed: false },
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'forgot.change': { actions: { type: 'setEmail', params: ({ event }) => event.email } },
        'forgot.submit': 'validating',
      },
    },
    validating: {
      tags: ['validating'],
      always: [
        { guard: 'isEmailValid', target: 'submitting', actions: 'setProblem' },
        { target: 'editing', actions: 'setProblem' },
      ],
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'submitResetLink',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'success', actions: 'setSent' },
        onError: { target: 'editing', actions: 'setFailed' },
      },
    },
    success: {
      tags: ['success'],
      initial: 'sent',
      on: { 'forgot.edit': { target: 'editing', actions: assign({ sentTo: null }) } },
      states: {
        sent: { on: { 'forgot.resend': 'resending' } },
        resending: {
          tags: ['submitting'],
          invoke: {
            src: 'submitResetLink',
            input: ({ context }) => ({ email: context.sentTo ?? context.email.trim() }),
            onDone: 'resent',
            onError: { target: 'sent', actions: 'setFailed' },
          },
        },
        resent: { tags: ['resent'], on: { 'forgot.resend': 'resending' } },
      },
    },
  },
})
