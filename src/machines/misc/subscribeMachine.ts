import { assign, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { emailMaxLength, emailPattern } from '../../api/schemas/rules'

/** Why the address was refused; the screen turns the code into text. */
export type SubscribeFieldError = 'required' | 'invalid'

export interface SubscribeContext {
  email: string
  fieldError: SubscribeFieldError | null
  /** The address the last successful subscription was made with. */
  subscribedEmail: string | null
  hasFailed: boolean
}

export type SubscribeEvent =
  | { type: 'subscribe.change'; email: string }
  | { type: 'subscribe.submit' }
  | { type: 'subscribe.reset' }

export interface SubscriptionRequest {
  email: string
}

/** `required` for an empty address, `invalid` for one that is not an email, else null. */
export function validateSubscriberEmail(email: string): SubscribeFieldError | null {
  const trimmed = email.trim()
  if (trimmed === '') return 'required'
  return trimmed.length <= emailMaxLength && emailPattern.test(trimmed) ? null : 'invalid'
}

/** The coming-soon page's "Notify me" form: validate, submit, thank. */
export const subscribeMachine = setup({
  types: { context: {} as SubscribeContext, events: {} as SubscribeEvent },
  actors: {
    // Client-side only: the demo keeps no list of subscribers. Stories and tests provide their own.
    submitSubscription: fromCall<undefined, SubscriptionRequest>(
      () => new Promise((resolve) => setTimeout(() => resolve(undefined), 600)),
    ),
  },
  guards: {
    isEmailValid: ({ context }) => validateSubscriberEmail(context.email) === null,
  },
  actions: {
    setEmail: assign(({ event }) =>
      event.type === 'subscribe.change' ? { email: event.email, fieldError: null } : {},
    ),
    setFieldError: assign(({ context }) => ({
      fieldError: validateSubscriberEmail(context.email),
      hasFailed: false,
    })),
    resetForm: assign({ email: '', fieldError: null, subscribedEmail: null, hasFailed: false }),
  },
}).createMachine({
  id: 'subscribe',
  context: { email: '', fieldError: null, subscribedEmail: null, hasFailed: false },
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'subscribe.change': { actions: 'setEmail' },
        'subscribe.submit': [
          {
            guard: 'isEmailValid',
            target: 'submitting',
            actions: assign({ fieldError: null, hasFailed: false }),
          },
          { actions: 'setFieldError' },
        ],
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'submitSubscription',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'subscribed',
          actions: assign(({ context }) => ({ subscribedEmail: context.email.trim() })),
        },
        onError: { target: 'editing', actions: assign({ hasFailed: true }) },
      },
    },
    subscribed: {
      tags: ['subscribed'],
      on: { 'subscribe.reset': { target: 'editing', actions: 'resetForm' } },
    },
  },
})
