/**
 * The states of a record's editor drawer (a to-do task, a calendar event): `editing` (tag
 * editing), `saving` (tag saving), `asking` whether to drop the changes before closing (tag
 * askingToClose), and the final `saved` and `closed`.
 *
 * A change clears the errors of the fields it touches; Save checks the fields first; Close
 * asks only when something changed; a failed save keeps every field as typed, with a refused
 * field's message at the field and any other failure above the form.
 *
 * The machine provides the actor `saveRecord` (its input: `saveInput(context)`), the actions
 * `changeFields` (params: the changed fields), `showFieldErrors`, `clearErrors`, `saveFailed`
 * (params: the error) and `setSaved` (params: the saved record), and the guards `isValid` and
 * `isDirty`. Events: `editor.change` (with `fields`), `editor.save`, `editor.close`,
 * `editor.discard`, `editor.keepEditing`.
 */
export function editorStates<TContext, TChange, TSaveInput, TSaved>(
  saveInput: (context: TContext) => TSaveInput,
) {
  return {
    editing: {
      tags: ['editing'],
      on: {
        'editor.change': {
          actions: {
            type: 'changeFields',
            params: ({ event }: { event: { fields: TChange } }) => event.fields,
          },
        },
        'editor.save': [{ guard: 'isValid', target: 'saving' }, { actions: 'showFieldErrors' }],
        'editor.close': [{ guard: 'isDirty', target: 'asking' }, { target: 'closed' }],
      },
    },
    saving: {
      tags: ['saving'],
      entry: 'clearErrors',
      invoke: {
        src: 'saveRecord',
        input: ({ context }: { context: TContext }) => saveInput(context),
        onDone: {
          target: 'saved',
          actions: {
            type: 'setSaved',
            params: ({ event }: { event: { output: TSaved } }) => event.output,
          },
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'saveFailed',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    asking: {
      tags: ['askingToClose'],
      on: { 'editor.discard': 'closed', 'editor.keepEditing': 'editing' },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  } as const
}
