import { assign, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { simulateServerDelay } from './simulatedServer'

export const defaultResendCooldownSeconds = 30

export interface VerifyEmailContext {
  /** Seconds to wait between two resends. */
  cooldownSeconds: number
  /** Seconds left before the next resend is allowed (0 when allowed). */
  secondsLeft: number
  /** How many verification emails were sent from this page. */
  sentCount: number
  hasFailed: boolean
}

export type VerifyEmailEvent = { type: 'verify.resend' }

export interface VerifyEmailInput {
  cooldownSeconds?: number
}

/**
 * Verify email: "Resend" → sending → sent, with a cooldown that counts down one
 * second at a time (tag `coolingDown`) before resending is allowed again.
 * No back end: `submitVerificationEmail` waits a moment.
 */
export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    events: {} as VerifyEmailEvent,
    input: {} as VerifyEmailInput,
  },
  actors: {
    submitVerificationEmail: fromCall<undefined>(() => simulateServerDelay()),
  },
  guards: {
    isCoolingDown: ({ context }) => context.secondsLeft > 1,
  },
  actions: {
    setSent: assign(({ context }) => ({
      sentCount: context.sentCount + 1,
      secondsLeft: context.cooldownSeconds,
      hasFailed: false,
    })),
    setTick: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
    resetCooldown: assign({ secondsLeft: 0 }),
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({
    cooldownSeconds: input.cooldownSeconds ?? defaultResendCooldownSeconds,
    secondsLeft: 0,
    sentCount: 0,
    hasFailed: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle', 'canResend'],
      on: { 'verify.resend': 'sending' },
    },
    sending: {
      tags: ['submitting'],
      invoke: {
        src: 'submitVerificationEmail',
        onDone: { target: 'sent', actions: 'setSent' },
        onError: { target: 'idle', actions: assign({ hasFailed: true }) },
      },
    },
    sent: {
      tags: ['sent'],
      initial: 'coolingDown',
      states: {
        coolingDown: {
          tags: ['coolingDown'],
          after: {
            1000: [
              { guard: 'isCoolingDown', target: 'coolingDown', reenter: true, actions: 'setTick' },
              { target: 'ready', actions: 'resetCooldown' },
            ],
          },
        },
        ready: {
          tags: ['canResend'],
          on: { 'verify.resend': '#verifyEmail.sending' },
        },
      },
    },
  },
})
