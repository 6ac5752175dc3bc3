import { assign, setup } from 'xstate'
import { createApiKey, fetchApiKeys, revokeApiKey } from '../../api/apiKeys'
import type { ApiKey, ApiKeyCreate, ApiKeyCreated, ApiKeyList } from '../../api/types/apiKeys'
import { type CallFailure, failureOf } from '../shared/callFailure'
import { fromCall } from '../shared/fromCall'
import {
  type ApiKeyDraft,
  type ApiKeyFieldErrors,
  checkApiKeyDraft,
  emptyApiKeyDraft,
  serverApiKeyErrors,
} from './apiKeyDraft'

export interface ApiKeysContext {
  keys: ApiKey[]
  loadFailure: CallFailure | null
  draft: ApiKeyDraft
  fieldErrors: ApiKeyFieldErrors
  /** A create that failed for another reason than its fields. */
  createFailure: CallFailure | null
  /** The key just made, with its secret: shown once, gone when dismissed. */
  created: ApiKeyCreated | null
  /** The key whose revoke waits for confirmation, or is being revoked. */
  revoking: ApiKey | null
  revokeFailure: CallFailure | null
}

export type ApiKeysEvent =
  | { type: 'list.retry' }
  | { type: 'draft.change'; draft: Partial<ApiKeyDraft> }
  | { type: 'create.submit' }
  | { type: 'secret.dismiss' }
  | { type: 'revoke.ask'; id: number }
  | { type: 'revoke.cancel' }
  | { type: 'revoke.confirm' }

const initialContext: ApiKeysContext = {
  keys: [],
  loadFailure: null,
  draft: emptyApiKeyDraft,
  fieldErrors: {},
  createFailure: null,
  created: null,
  revoking: null,
  revokeFailure: null,
}

const replaceKey = (keys: ApiKey[], changed: ApiKey) =>
  keys.map((key) => (key.id === changed.id ? changed : key))

/**
 * The API keys page: the list (loading, empty, populated, error with retry), the create form
 * (field errors, then the secret shown once) and revoke with a confirmation — three regions side by side.
 */
export const apiKeysMachine = setup({
  types: {
    context: {} as ApiKeysContext,
    events: {} as ApiKeysEvent,
    input: {} as Partial<ApiKeysContext> | undefined,
  },
  actors: {
    loadKeys: fromCall<ApiKeyList>(({ signal }) => fetchApiKeys(signal)),
    createKey: fromCall<ApiKeyCreated, ApiKeyCreate>(({ input, signal }) =>
      createApiKey(input, signal),
    ),
    revokeKey: fromCall<{ key: ApiKey }, { id: number }>(({ input, signal }) =>
      revokeApiKey(input.id, signal),
    ),
  },
  guards: {
    draftIsValid: ({ context }) => checkApiKeyDraft(context.draft).ok,
    hasKeys: ({ context }) => context.keys.length > 0,
  },
}).createMachine({
  id: 'apiKeys',
  context: ({ input }) => ({ ...initialContext, ...input }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadKeys',
            onDone: {
              target: 'shown',
              actions: assign(({ event }) => ({ keys: event.output.keys, loadFailure: null })),
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({ loadFailure: failureOf(event.error) })),
            },
          },
        },
        shown: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'hasKeys', target: 'populated' }, { target: 'empty' }],
            },
            // A key made on the empty page fills the list (revoked keys stay listed).
            empty: { tags: ['empty'], always: { guard: 'hasKeys', target: 'populated' } },
            populated: { tags: ['populated'] },
          },
        },
        failed: { tags: ['error'], on: { 'list.retry': 'loading' } },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'draft.change': {
              actions: assign(({ context, event }) => {
                const draft = { ...context.draft, ...event.draft }
                // A field's error goes once the field is changed.
                const fieldErrors = Object.fromEntries(
                  Object.entries(context.fieldErrors).filter(([field]) => !(field in event.draft)),
                )
                return { draft, fieldErrors }
              }),
            },
            'create.submit': [
              { guard: 'draftIsValid', target: 'creating' },
              {
                actions: assign(({ context }) => {
                  const verdict = checkApiKeyDraft(context.draft)
                  return { fieldErrors: verdict.ok ? {} : verdict.errors, createFailure: null }
                }),
              },
            ],
          },
        },
        creating: {
          tags: ['saving'],
          entry: assign({ fieldErrors: {}, createFailure: null }),
          invoke: {
            src: 'createKey',
            input: ({ context }) => {
              const verdict = checkApiKeyDraft(context.draft)
              return verdict.ok ? verdict.body : context.draft
            },
            onDone: {
              target: 'secretShown',
              actions: assign(({ context, event }) => ({
                created: event.output,
                keys: [event.output.key, ...context.keys],
                draft: emptyApiKeyDraft,
              })),
            },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => {
                const fieldErrors = serverApiKeyErrors(event.error)
                return Object.keys(fieldErrors).length > 0
                  ? { fieldErrors }
                  : { createFailure: failureOf(event.error) }
              }),
            },
          },
        },
        secretShown: {
          tags: ['secretShown'],
          on: { 'secret.dismiss': { target: 'editing', actions: assign({ created: null }) } },
        },
      },
    },
    revoke: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'revoke.ask': {
              target: 'confirming',
              actions: assign(({ context, event }) => ({
                revoking: context.keys.find((key) => key.id === event.id) ?? null,
                revokeFailure: null,
              })),
            },
          },
        },
        confirming: {
          tags: ['confirmingRevoke'],
          on: {
            'revoke.cancel': { target: 'idle', actions: assign({ revoking: null }) },
            'revoke.confirm': 'revoking',
          },
        },
        revoking: {
          tags: ['confirmingRevoke', 'saving'],
          invoke: {
            src: 'revokeKey',
            input: ({ context }) => ({ id: context.revoking?.id ?? 0 }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                keys: replaceKey(context.keys, event.output.key),
                revoking: null,
              })),
            },
            onError: {
              target: 'confirming',
              actions: assign(({ event }) => ({ revokeFailure: failureOf(event.error) })),
            },
          },
        },
      },
    },
  },
})
