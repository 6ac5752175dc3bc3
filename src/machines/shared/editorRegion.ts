/**
 * The `editor` region of the write kit (`writeKit.ts`): a record's editor drawer, a child machine
 * invoked with id `editor` (its states: `editorStates.ts`) while `open` (tag `editorOpen`).
 *
 * `closed` → `editor.openNew` (a new record) or `editor.open` (id; guard `canOpenInEditor`) run
 * the machine's step of the event (it fills `context.editorInput`) → `open`. While open, the
 * editor's own events (`editor.change`, `editor.save`, `editor.close`, `editor.discard`,
 * `editor.keepEditing`) are forwarded to the child; `editor.delete` (guard `editorHasRecord`)
 * closes it and runs the step of the event (a delete with Undo). When the child is done, `done`
 * makes the step of its output (a toast, the list refetched).
 *
 * The machine provides the actor `editor`, the actions `run` and `forwardToEditor`
 * (`sendTo('editor', ({ event }) => event)`) and the guards `canOpenInEditor` (params: the id)
 * and `editorHasRecord`; `children: { editor: 'editor' }` in its types.
 */
export function editorRegion<TContext extends { editorInput: unknown }, TOutput, TStep>(
  done: (context: TContext, output: TOutput) => TStep,
) {
  const forward = { actions: 'forwardToEditor' } as const
  return {
    initial: 'closed',
    states: {
      closed: {
        on: {
          'editor.openNew': { target: 'open', actions: 'run' },
          'editor.open': {
            guard: {
              type: 'canOpenInEditor',
              params: ({ event }: { event: { id: number } }) => event.id,
            },
            target: 'open',
            actions: 'run',
          },
        },
      },
      open: {
        tags: ['editorOpen'],
        invoke: {
          id: 'editor',
          src: 'editor',
          input: ({ context }: { context: TContext }): TContext['editorInput'] =>
            context.editorInput,
          onDone: {
            target: 'closed',
            actions: {
              type: 'run',
              params: ({ context, event }: { context: TContext; event: { output: TOutput } }) =>
                done(context, event.output),
            },
          },
        },
        on: {
          'editor.change': forward,
          'editor.save': forward,
          'editor.close': forward,
          'editor.discard': forward,
          'editor.keepEditing': forward,
          'editor.delete': { guard: 'editorHasRecord', target: 'closed', actions: 'run' },
        },
      },
    },
  } as const
}
