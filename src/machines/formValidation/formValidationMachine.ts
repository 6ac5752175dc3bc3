import { assign, setup, type SnapshotFrom } from 'xstate'
import { fetchUsernameAvailability, submitValidationForm } from '../../api/formsKit'
import { usernamePattern } from '../../api/schemas/rules'
import type {
  UsernameAvailability,
  ValidationAccepted,
  ValidationField,
  ValidationForm,
} from '../../api/types/formsKit'
import { type CallFailure, failureOf } from '../shared/callFailure'
import { fromCall } from '../shared/fromCall'
import { hasSchemaProblems, type SchemaProblems, withoutField } from '../shared/schemaProblems'
import {
  emptyValidationForm,
  fieldsToRecheck,
  formProblems,
  recheck,
  serverProblemsOf,
  validationFields,
} from './formValidationLogic'

export type FormValidationEvent =
  | { type: 'field.change'; field: ValidationField; value: string }
  | { type: 'field.blur'; field: ValidationField }
  | { type: 'form.submit' }
  | { type: 'form.edit' }

/** What the page's live region says last. */
export type ValidationAnnouncement =
  | { kind: 'field'; field: ValidationField }
  | { kind: 'username'; status: 'taken' | 'available' }
  | { kind: 'summary'; count: number }
  | null

export interface FormValidationInput {
  values?: ValidationForm
  /** How long typing must pause before the username is checked (ms). */
  usernamePauseMs?: number
}

export interface FormValidationContext {
  values: ValidationForm
  /** The problems shown, per field. */
  problems: SchemaProblems
  /** Fields left once: a change rechecks them as the person types. */
  visited: ValidationField[]
  /** After a submit with problems: the summary lists them (links to their fields). */
  isSummaryShown: boolean
  announcement: ValidationAnnouncement
  accepted: ValidationAccepted | null
  failure: CallFailure | null
  usernamePauseMs: number
}

type SubmitOutcome =
  | { outcome: 'accepted'; accepted: ValidationAccepted }
  | { outcome: 'refused'; problems: SchemaProblems }
  | { outcome: 'failed'; failure: CallFailure }

/** A username the back end is asked about: one that passes its rules. */
const isCheckable = (username: string) =>
  username.length >= 3 && username.length <= 40 && usernamePattern.test(username)

const takenProblem = { code: 'taken' } as const

/**
 * The validation page: fields checked by the shared schemas when left (then as they change),
 * the cross-field rules rechecked with their partner, the username asked of the back end once
 * typing pauses (`usernamePause`, an XState delay), and a submit that shows every problem in a
 * summary, or sends the form (the back end checks it again) and shows what it accepted.
 */
export const formValidationMachine = setup({
  types: {
    context: {} as FormValidationContext,
    events: {} as FormValidationEvent,
    input: {} as FormValidationInput,
  },
  actors: {
    checkUsername: fromCall<UsernameAvailability, string>(({ input, signal }) =>
      fetchUsernameAvailability(input, signal),
    ),
    submitForm: fromCall<SubmitOutcome, ValidationForm>(async ({ input, signal }) => {
      try {
        return { outcome: 'accepted', accepted: await submitValidationForm(input, signal) }
      } catch (error) {
        const problems = serverProblemsOf(error)
        if (hasSchemaProblems(problems)) return { outcome: 'refused', problems }
        return { outcome: 'failed', failure: failureOf(error) }
      }
    }),
  },
  delays: {
    usernamePause: ({ context }) => context.usernamePauseMs,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      const values = { ...context.values, [event.field]: event.value }
      const problems = recheck(
        withoutField(context.problems, event.field),
        values,
        fieldsToRecheck(event.field, context.visited),
      )
      return { values, problems, accepted: null }
    }),
    visit: assign(({ context, event }) => {
      if (event.type !== 'field.blur') return {}
      const visited = context.visited.includes(event.field)
        ? context.visited
        : [...context.visited, event.field]
      // A taken username stays taken when the field is left.
      if (context.problems[event.field]?.code === 'taken') return { visited }
      const problems = recheck(context.problems, context.values, [event.field])
      const announcement = problems[event.field]
        ? ({ kind: 'field', field: event.field } as const)
        : context.announcement
      return { visited, problems, announcement }
    }),
    showAllProblems: assign(({ context }) => {
      const found = formProblems(context.values)
      // A taken username leads, as its field does.
      const problems =
        context.problems.username?.code === 'taken' && !found.username
          ? { username: takenProblem, ...found }
          : found
      return {
        problems,
        visited: [...validationFields],
        isSummaryShown: true,
        announcement: { kind: 'summary', count: Object.keys(problems).length } as const,
      }
    }),
    markTaken: assign(({ context }) => ({
      problems: { ...context.problems, username: takenProblem },
      announcement: { kind: 'username', status: 'taken' } as const,
    })),
    markAvailable: assign({
      announcement: { kind: 'username', status: 'available' } as const,
    }),
  },
  guards: {
    isUsernameChange: ({ event }) => event.type === 'field.change' && event.field === 'username',
    isCheckableUsername: ({ event }) =>
      event.type === 'field.change' && event.field === 'username' && isCheckable(event.value),
    hasProblems: ({ context }) =>
      hasSchemaProblems(formProblems(context.values)) ||
      context.problems.username?.code === 'taken',
  },
}).createMachine({
  id: 'formValidation',
  type: 'parallel',
  context: ({ input }) => ({
    values: input.values ?? emptyValidationForm,
    problems: {},
    visited: [],
    isSummaryShown: false,
    announcement: null,
    accepted: null,
    failure: null,
    usernamePauseMs: input.usernamePauseMs ?? 400,
  }),
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'change' },
            'field.blur': { actions: 'visit' },
            'form.submit': [
              { guard: 'hasProblems', actions: 'showAllProblems' },
              {
                target: 'submitting',
                actions: assign({ isSummaryShown: false, failure: null, announcement: null }),
              },
            ],
          },
        },
        submitting: {
          tags: ['saving'],
          invoke: {
            src: 'submitForm',
            input: ({ context }) => context.values,
            onDone: [
              {
                guard: ({ event }) => event.output.outcome === 'accepted',
                target: 'accepted',
                actions: assign(({ event }) =>
                  event.output.outcome === 'accepted' ? { accepted: event.output.accepted } : {},
                ),
              },
              {
                target: 'editing',
                actions: assign(({ context, event }) => {
                  const outcome = event.output
                  if (outcome.outcome === 'failed') return { failure: outcome.failure }
                  if (outcome.outcome !== 'refused') return {}
                  return {
                    problems: { ...context.problems, ...outcome.problems },
                    isSummaryShown: true,
                    announcement: {
                      kind: 'summary',
                      count: Object.keys(outcome.problems).length,
                    } as const,
                  }
                }),
              },
            ],
            onError: {
              target: 'editing',
              actions: assign(({ event }) => ({ failure: failureOf(event.error) })),
            },
          },
        },
        accepted: {
          tags: ['accepted'],
          on: {
            'form.edit': 'editing',
            'field.change': { target: 'editing', actions: 'change' },
          },
        },
      },
    },
    username: {
      initial: 'idle',
      on: {
        'field.change': [
          { guard: 'isCheckableUsername', target: '.waiting', reenter: true },
          { guard: 'isUsernameChange', target: '.idle' },
        ],
      },
      states: {
        idle: {},
        waiting: {
          tags: ['checkingUsername'],
          after: { usernamePause: 'checking' },
        },
        checking: {
          tags: ['checkingUsername'],
          invoke: {
            src: 'checkUsername',
            input: ({ context }) => context.values.username,
            onDone: [
              {
                guard: ({ event }) => event.output.available,
                target: 'available',
                actions: 'markAvailable',
              },
              { target: 'taken', actions: 'markTaken' },
            ],
            onError: 'unknown',
          },
        },
        available: { tags: ['usernameAvailable'] },
        taken: { tags: ['usernameTaken'] },
        /** The back end could not say: the submit will check it. */
        unknown: {},
      },
    },
  },
})

export type FormValidationSnapshot = SnapshotFrom<typeof formValidationMachine>
