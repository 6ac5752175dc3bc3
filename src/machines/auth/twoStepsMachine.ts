import { assign, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { codeLength, isDigitInput, readPastedCode } from './authFormRules'
import { simulateServerDelay } from './simulatedServer'

/**
 * The demo has no real second factor: any six digits pass, except this one,
 * which is refused so the error state is real and can be shown.
 */
export const refusedDemoCode = '000000'

export type TwoStepsProblem = 'incomplete' | 'invalidCode'

export interface TwoStepsContext {
  /** One entry per box: a digit or ''. */
  digits: string[]
  problem: TwoStepsProblem | null
  /** How many new codes were asked for. */
  resendCount: number
}

export type TwoStepsEvent =
  | { type: 'twoSteps.setDigit'; index: number; value: string }
  /** A pasted text: fills all six boxes when it is a six-digit code, refused otherwise. */
  | { type: 'twoSteps.paste'; text: string }
  | { type: 'twoSteps.submit' }
  | { type: 'twoSteps.resend' }

export function codeOf(context: Pick<TwoStepsContext, 'digits'>): string {
  return context.digits.join('')
}

export function isCodeComplete(context: Pick<TwoStepsContext, 'digits'>): boolean {
  return context.digits.length === codeLength && context.digits.every((digit) => digit !== '')
}

const emptyDigits = () => Array.from({ length: codeLength }, () => '')

/**
 * Two-step verification: six one-digit boxes; editing → validating → submitting → success.
 * Non-digits are refused; `submitCode` stands in for the server check (it only waits).
 */
export const twoStepsMachine = setup({
  types: { context: {} as TwoStepsContext, events: {} as TwoStepsEvent },
  actors: {
    submitCode: fromCall<undefined, { code: string }>(() => simulateServerDelay()),
  },
  guards: {
    isDigitChange: (_, change: { index: number; value: string }) =>
      Number.isInteger(change.index) &&
      change.index >= 0 &&
      change.index < codeLength &&
      isDigitInput(change.value),
    isPastedCode: (_, text: string) => readPastedCode(text) !== null,
    isComplete: ({ context }) => isCodeComplete(context),
    isRefusedCode: ({ context }) => codeOf(context) === refusedDemoCode,
  },
  actions: {
    setDigit: assign(({ context }, change: { index: number; value: string }) => ({
      digits: context.digits.map((digit, index) => (index === change.index ? change.value : digit)),
      problem: null,
    })),
    setPastedCode: assign((_, text: string) => ({
      digits: readPastedCode(text) ?? emptyDigits(),
      problem: null,
    })),
  },
}).createMachine({
  id: 'twoSteps',
  context: { digits: emptyDigits(), problem: null, resendCount: 0 },
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'twoSteps.setDigit': {
          guard: {
            type: 'isDigitChange',
            params: ({ event }) => ({ index: event.index, value: event.value }),
          },
          actions: {
            type: 'setDigit',
            params: ({ event }) => ({ index: event.index, value: event.value }),
          },
        },
        'twoSteps.paste': {
          guard: { type: 'isPastedCode', params: ({ event }) => event.text },
          actions: { type: 'setPastedCode', params: ({ event }) => event.text },
        },
        'twoSteps.submit': 'validating',
        'twoSteps.resend': {
          actions: assign(({ context }) => ({
            resendCount: context.resendCount + 1,
            digits: emptyDigits(),
            problem: null,
          })),
        },
      },
    },
    validating: {
      tags: ['validating'],
      always: [
        { guard: 'isComplete', target: 'submitting' },
        { target: 'editing', actions: assign({ problem: 'incomplete' }) },
      ],
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'submitCode',
        input: ({ context }) => ({ code: codeOf(context) }),
        onDone: [
          {
            guard: 'isRefusedCode',
            target: 'editing',
            actions: assign({ problem: 'invalidCode' }),
          },
          { target: 'success' },
        ],
        onError: { target: 'editing', actions: assign({ problem: 'invalidCode' }) },
      },
    },
    success: { tags: ['success'] },
  },
})
