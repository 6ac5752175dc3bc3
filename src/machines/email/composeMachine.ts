import { assign, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { saveDraft, sendEmail } from '../../api/email'
import type { Email, EmailDraft } from '../../api/types/email'
import {
  attachmentOf,
  type ComposeErrors,
  type ComposeFields,
  emptyCompose,
  fieldsFromDraft,
  hasContent,
  hasErrors,
  toEmailDraft,
  validateCompose,
} from './composeRules'
import { type EmailFailure, failureOf } from './emailFailure'

export type ComposeOutcome = 'sent' | 'saved' | 'discarded'

export interface ComposeContext {
  fields: ComposeFields
  /** The saved draft being edited: saving updates it, sending turns it into the sent email. */
  draftId: number | undefined
  errors: ComposeErrors
  /** Errors show once the user has tried to send (then they follow every keystroke). */
  showErrors: boolean
  failure: EmailFailure | null
  outcome: ComposeOutcome | null
}

export interface ComposeInput {
  /** Go on writing a saved draft. */
  draft?: Email
  /** Start with these fields (reply, forward, write to a contact). */
  fields?: Partial<ComposeFields>
}

export type ComposeEvent =
  | { type: 'field.change'; field: 'to' | 'cc' | 'bcc' | 'subject' | 'message'; value: string }
  | { type: 'attachments.add'; files: Array<{ name: string; size: number }> }
  | { type: 'attachments.remove'; index: number }
  | { type: 'send' }
  | { type: 'draft.save' }
  | { type: 'discard' }
  | { type: 'discard.confirm' }
  | { type: 'discard.cancel' }

interface ComposeRequest {
  draft: EmailDraft
  draftId: number | undefined
}

const requestOf = (context: ComposeContext): ComposeRequest => ({
  draft: toEmailDraft(context.fields),
  draftId: context.draftId,
})

/** The compose dialog: fields, validation, send (to Sent), save (to Draft), discard (asks first). */
export const composeMachine = setup({
  types: {
    context: {} as ComposeContext,
    events: {} as ComposeEvent,
    input: {} as ComposeInput,
    output: {} as { outcome: ComposeOutcome },
  },
  actors: {
    sendEmail: fromCall<Email, ComposeRequest>(({ input }) =>
      sendEmail(input.draft, input.draftId),
    ),
    saveDraft: fromCall<Email, ComposeRequest>(({ input }) =>
      saveDraft(input.draft, input.draftId),
    ),
  },
  actions: {
    revalidate: assign(({ context }) => ({
      errors: context.showErrors ? validateCompose(context.fields, true) : {},
    })),
    showSendErrors: assign(({ context }) => ({
      showErrors: true,
      errors: validateCompose(context.fields, true),
    })),
    showDraftErrors: assign(({ context }) => ({
      showErrors: true,
      errors: validateCompose(context.fields, false),
    })),
    clearFailure: assign({ failure: null }),
    setOutcome: assign((_, outcome: ComposeOutcome) => ({ outcome })),
  },
  guards: {
    readyToSend: ({ context }) => !hasErrors(validateCompose(context.fields, true)),
    readyToSave: ({ context }) =>
      hasContent(context.fields) && !hasErrors(validateCompose(context.fields, false)),
    hasContent: ({ context }) => hasContent(context.fields),
  },
}).createMachine({
  id: 'compose',
  context: ({ input }) => ({
    fields: {
      ...(input.draft ? fieldsFromDraft(input.draft) : emptyCompose),
      ...input.fields,
    },
    draftId: input.draft?.id,
    errors: {},
    showErrors: false,
    failure: null,
    outcome: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: [
            assign(({ context, event }) => ({
              fields: { ...context.fields, [event.field]: event.value },
            })),
            'revalidate',
          ],
        },
        'attachments.add': {
          actions: assign(({ context, event }) => ({
            fields: {
              ...context.fields,
              attachments: [...context.fields.attachments, ...event.files.map(attachmentOf)],
            },
          })),
        },
        'attachments.remove': {
          actions: assign(({ context, event }) => ({
            fields: {
              ...context.fields,
              attachments: context.fields.attachments.filter((_, index) => index !== event.index),
            },
          })),
        },
        send: [{ guard: 'readyToSend', target: 'sending' }, { actions: 'showSendErrors' }],
        'draft.save': [
          { guard: 'readyToSave', target: 'saving' },
          { guard: 'hasContent', actions: 'showDraftErrors' },
          { target: 'discarded' },
        ],
        discard: [{ guard: 'hasContent', target: 'confirmingDiscard' }, { target: 'discarded' }],
      },
    },
    sending: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'sendEmail',
        input: ({ context }) => requestOf(context),
        onDone: 'sent',
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: failureOf(event.error) })),
        },
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'saveDraft',
        input: ({ context }) => requestOf(context),
        onDone: 'saved',
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: failureOf(event.error) })),
        },
      },
    },
    confirmingDiscard: {
      on: { 'discard.confirm': 'discarded', 'discard.cancel': 'editing' },
    },
    sent: { type: 'final', entry: { type: 'setOutcome', params: 'sent' } },
    saved: { type: 'final', entry: { type: 'setOutcome', params: 'saved' } },
    discarded: { type: 'final', entry: { type: 'setOutcome', params: 'discarded' } },
  },
  output: ({ context }) => ({ outcome: context.outcome ?? 'discarded' }),
})
