import { type ActorRefFrom, assign, sendTo, setup } from 'xstate'
import { autocompleteMachine } from './autocompleteMachine'
import {
  emptyFormElements,
  type FieldsMode,
  type FormElementsProblems,
  formElementsProblems,
  type FormElementsValues,
  type RejectedFile,
} from './formElementsRules'
import { fieldsModeFromSearch } from './formElementsView'

export interface FormElementsInput {
  /** The URL's query when the page opens (`?fields=`). */
  search: URLSearchParams
}

export interface FormElementsContext {
  values: FormElementsValues
  /** Files the drop zone kept out of the last drop or choice, and why. */
  rejectedFiles: RejectedFile[]
  mode: FieldsMode
  /** The autocomplete's own machine (the chosen title is part of the form). */
  titles: ActorRefFrom<typeof autocompleteMachine>
  /** How many submits were tried: after the first, the problems show and follow each edit. */
  submits: number
}

export type FormElementsEvent =
  | { type: 'fields.change'; values: Partial<Omit<FormElementsValues, 'files'>> }
  | { type: 'files.add'; accepted: File[]; rejected: RejectedFile[] }
  | { type: 'files.remove'; index: number }
  | { type: 'mode.set'; mode: FieldsMode }
  | { type: 'view.follow'; search: URLSearchParams }
  | { type: 'form.submit' }
  | { type: 'form.reset' }

const hasTitle = (context: FormElementsContext) =>
  context.titles.getSnapshot().context.chosen !== null

/** The problems the form shows now (none before the first submit), given whether a title is chosen. */
export function shownProblems(
  context: Pick<FormElementsContext, 'values' | 'submits'>,
  isTitleChosen: boolean,
): FormElementsProblems {
  return context.submits > 0 ? formElementsProblems(context.values, isTitleChosen) : {}
}

/**
 * /forms/elements: the sample form's values, the files taken and kept out, whether its fields
 * show editable, disabled or read-only (in the URL), and what submitting finds. States:
 * `editing`, `invalid` (a submit found problems) and `valid` (a submit found none; nothing is
 * sent, the page only shows the inputs).
 */
export const formElementsMachine = setup({
  types: {
    context: {} as FormElementsContext,
    events: {} as FormElementsEvent,
    input: {} as FormElementsInput,
  },
  actors: { titles: autocompleteMachine },
  actions: {
    countSubmit: assign({ submits: ({ context }) => context.submits + 1 }),
  },
  guards: {
    isValid: ({ context }) =>
      Object.keys(formElementsProblems(context.values, hasTitle(context))).length === 0,
  },
}).createMachine({
  id: 'formElements',
  context: ({ input, spawn }) => ({
    values: emptyFormElements(),
    rejectedFiles: [],
    mode: fieldsModeFromSearch(input.search),
    titles: spawn('titles', { id: 'titles', input: {} }),
    submits: 0,
  }),
  on: {
    'fields.change': {
      target: '.editing',
      actions: assign(({ context, event }) => ({ values: { ...context.values, ...event.values } })),
    },
    'files.add': {
      target: '.editing',
      actions: assign(({ context, event }) => ({
        values: { ...context.values, files: [...context.values.files, ...event.accepted] },
        rejectedFiles: event.rejected,
      })),
    },
    'files.remove': {
      target: '.editing',
      actions: assign(({ context, event }) => ({
        values: {
          ...context.values,
          files: context.values.files.filter((_, index) => index !== event.index),
        },
      })),
    },
    'mode.set': { actions: assign({ mode: ({ event }) => event.mode }) },
    'view.follow': {
      actions: assign({ mode: ({ event }) => fieldsModeFromSearch(event.search) }),
    },
    'form.submit': [
      { guard: 'isValid', target: '.valid', actions: 'countSubmit' },
      { target: '.invalid', actions: 'countSubmit' },
    ],
    'form.reset': {
      target: '.editing',
      actions: [
        assign({ values: () => emptyFormElements(), rejectedFiles: [], submits: 0 }),
        sendTo(({ context }) => context.titles, { type: 'query.type', text: '' }),
      ],
    },
  },
  initial: 'editing',
  states: {
    editing: {},
    invalid: { tags: ['invalid'] },
    valid: { tags: ['valid'] },
  },
})
