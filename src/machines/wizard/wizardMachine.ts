import { assign, setup, type SnapshotFrom } from 'xstate'
import { submitWizard } from '../../api/formsKit'
import {
  type WizardForm,
  type WizardFormStep,
  type WizardRegistration,
  type WizardStep,
  wizardSteps,
} from '../../api/types/formsKit'
import { type CallFailure, failureOf } from '../shared/callFailure'
import { fromCall } from '../shared/fromCall'
import { withoutField } from '../shared/schemaProblems'
import {
  canReach,
  emptyWizardForm,
  noWizardProblems,
  refusalOf,
  stepIndex,
  stepPasses,
  stepProblems,
  type WizardProblems,
  wizardFormSteps,
} from './wizardLogic'

/** One step's fields changed (the screen sends one field; a test may send a whole step). */
export type WizardChange = {
  [Step in WizardFormStep]: { step: Step; values: Partial<WizardForm[Step]> }
}[WizardFormStep]

export type WizardEvent =
  | ({ type: 'wizard.change' } & WizardChange)
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.goTo'; step: WizardStep }
  | { type: 'wizard.submit' }
  | { type: 'wizard.restart' }

export interface WizardInput {
  /** A form to start from (a story's), else an empty one. */
  form?: WizardForm
  /** The step asked for (the URL's); shown only when every step before it passes. */
  step?: WizardStep
}

export interface WizardContext {
  form: WizardForm
  /** The problems shown, per step: a step's are found when it is left forward. */
  problems: WizardProblems
  /** Why the last submission failed, when the back end named no field. */
  failure: CallFailure | null
  registration: WizardRegistration | null
  askedStep: WizardStep | null
}

/** What a submission came to: kept, refused at fields of a step, or failed otherwise. */
export type SubmitOutcome =
  | { outcome: 'submitted'; registration: WizardRegistration }
  | { outcome: 'refused'; step: WizardFormStep; problems: WizardProblems }
  | { outcome: 'failed'; failure: CallFailure }

/** The submission's outcome, when the event is its answer. */
function outcomeOf(event: { type: string; output?: unknown }): SubmitOutcome | null {
  if (event.type !== 'xstate.done.actor.submitWizard') return null
  const output = event.output
  return isSubmitOutcome(output) ? output : null
}

function isSubmitOutcome(value: unknown): value is SubmitOutcome {
  return typeof value === 'object' && value !== null && 'outcome' in value
}

const targetOf = (step: WizardStep) => `#wizard.${step}`

/** Next, or a later step of the stepper: a step is checked when it is left forward only. */
const forwardTransitions = (from: WizardFormStep) =>
  wizardSteps
    .filter((step) => stepIndex(step) > stepIndex(from))
    .map((step) => ({
      guard: { type: 'mayGoForwardTo', params: { step } } as const,
      target: targetOf(step),
      actions: { type: 'clearProblemsBefore', params: { step } } as const,
    }))

/** Back, or an earlier step of the stepper: nothing is checked and every value is kept. */
const backwardTransitions = (from: WizardStep) =>
  wizardSteps
    .filter((step) => stepIndex(step) < stepIndex(from))
    .map((step) => ({
      guard: { type: 'isGoingBackTo', params: { step } } as const,
      target: targetOf(step),
    }))

const nextStep = (from: WizardFormStep) => wizardSteps[stepIndex(from) + 1] ?? 'review'

/** A step that is filled in: its fields change, Next checks it, Back and the stepper move. */
const formStepState = (step: WizardFormStep) => ({
  on: {
    'wizard.change': {
      guard: { type: 'isChangeOf', params: { step } } as const,
      actions: 'change' as const,
    },
    'wizard.next': [
      {
        guard: { type: 'passes', params: { step } } as const,
        target: targetOf(nextStep(step)),
        actions: { type: 'clearProblemsBefore', params: { step: nextStep(step) } } as const,
      },
      { actions: { type: 'showProblems', params: { step } } as const },
    ],
    'wizard.back': backwardTransitions(step).slice(-1),
    'wizard.goTo': [
      ...backwardTransitions(step),
      ...forwardTransitions(step),
      {
        guard: { type: 'isGoingForward', params: { step } } as const,
        actions: { type: 'showProblems', params: { step } } as const,
      },
    ],
  },
})

/**
 * The UI kit's wizard: account → personal → address → social → review → submitting →
 * submitted. A step is checked only when it is left forward (its problems per field, by the
 * shared schemas); Back and the stepper's earlier steps keep every value; a later step is
 * reached only when every step before it passes (by the stepper or the URL, input `step`).
 * Submitting sends every step; a 400 returns to the first step it names, its problems at their
 * fields; another failure stays at the review with the reason.
 */
export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
  },
  actors: {
    submitWizard: fromCall<SubmitOutcome, WizardForm>(async ({ input, signal }) => {
      try {
        const { registration } = await submitWizard(input, signal)
        return { outcome: 'submitted', registration }
      } catch (error) {
        const refusal = refusalOf(error)
        if (refusal) return { outcome: 'refused', ...refusal }
        return { outcome: 'failed', failure: failureOf(error) }
      }
    }),
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'wizard.change') return {}
      let shown = context.problems[event.step]
      for (const field of Object.keys(event.values)) shown = withoutField(shown, field)
      return {
        form: { ...context.form, [event.step]: { ...context.form[event.step], ...event.values } },
        problems: { ...context.problems, [event.step]: shown },
      }
    }),
    showProblems: assign(({ context }, params: { step: WizardFormStep }) => ({
      problems: { ...context.problems, [params.step]: stepProblems(context.form, params.step) },
    })),
    showRefusal: assign(({ event }) => {
      const outcome = outcomeOf(event)
      return outcome?.outcome === 'refused' ? { problems: outcome.problems } : {}
    }),
    clearProblemsBefore: assign(({ context }, params: { step: WizardStep }) => {
      const problems = { ...context.problems }
      for (const step of wizardSteps)
        if (step !== 'review' && stepIndex(step) < stepIndex(params.step)) problems[step] = {}
      return { problems }
    }),
  },
  guards: {
    isChangeOf: ({ event }, params: { step: WizardFormStep }) =>
      event.type === 'wizard.change' && event.step === params.step,
    passes: ({ context }, params: { step: WizardFormStep }) =>
      stepPasses(context.form, params.step),
    isGoingBackTo: ({ event }, params: { step: WizardStep }) =>
      event.type === 'wizard.back' || (event.type === 'wizard.goTo' && event.step === params.step),
    mayGoForwardTo: ({ context, event }, params: { step: WizardStep }) =>
      event.type === 'wizard.goTo' &&
      event.step === params.step &&
      canReach(context.form, params.step),
    isGoingForward: ({ event }, params: { step: WizardFormStep }) =>
      event.type === 'wizard.goTo' && stepIndex(event.step) > stepIndex(params.step),
    startsAt: ({ context }, params: { step: WizardStep }) =>
      context.askedStep === params.step && canReach(context.form, params.step),
    wasSubmitted: ({ event }) => outcomeOf(event)?.outcome === 'submitted',
    wasRefusedAt: ({ event }, params: { step: WizardFormStep }) => {
      const outcome = outcomeOf(event)
      return outcome?.outcome === 'refused' && outcome.step === params.step
    },
  },
}).createMachine({
  id: 'wizard',
  context: ({ input }) => ({
    form: input.form ?? emptyWizardForm,
    problems: noWizardProblems,
    failure: null,
    registration: null,
    askedStep: input.step ?? null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        ...wizardSteps.map((step) => ({
          guard: { type: 'startsAt', params: { step } } as const,
          target: step,
        })),
        { target: 'account' },
      ],
      exit: assign({ askedStep: null }),
    },
    account: formStepState('account'),
    personal: formStepState('personal'),
    address: formStepState('address'),
    social: formStepState('social'),
    review: {
      on: {
        'wizard.submit': { target: 'submitting', actions: assign({ failure: null }) },
        'wizard.back': { target: 'social' },
        'wizard.goTo': backwardTransitions('review'),
      },
    },
    submitting: {
      tags: ['saving'],
      invoke: {
        id: 'submitWizard',
        src: 'submitWizard',
        input: ({ context }) => context.form,
        onDone: [
          {
            guard: 'wasSubmitted',
            target: 'submitted',
            actions: assign(({ event }) =>
              event.output.outcome === 'submitted'
                ? { registration: event.output.registration }
                : {},
            ),
          },
          ...wizardFormSteps.map((step) => ({
            guard: { type: 'wasRefusedAt', params: { step } } as const,
            target: step,
            actions: 'showRefusal' as const,
          })),
          {
            target: 'review',
            actions: assign(({ event }) =>
              event.output.outcome === 'failed' ? { failure: event.output.failure } : {},
            ),
          },
        ],
        onError: {
          target: 'review',
          actions: assign(({ event }) => ({ failure: failureOf(event.error) })),
        },
      },
    },
    submitted: {
      tags: ['submitted'],
      on: {
        'wizard.restart': {
          target: 'account',
          actions: assign({
            form: emptyWizardForm,
            problems: noWizardProblems,
            registration: null,
          }),
        },
      },
    },
  },
})

export type WizardSnapshot = SnapshotFrom<typeof wizardMachine>

/** The step the screen shows (the review while submitting; null once submitted). */
export function wizardStepOf(snapshot: WizardSnapshot): WizardStep | null {
  if (snapshot.matches('submitting')) return 'review'
  return wizardSteps.find((step) => snapshot.matches(step)) ?? null
}

/** The steps the stepper lets a person open from where they are. */
export const reachableSteps = (snapshot: WizardSnapshot): WizardStep[] =>
  wizardSteps.filter((step) => canReach(snapshot.context.form, step))
