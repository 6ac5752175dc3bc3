import type { AnyActorRef } from 'xstate'

/** What a machine's Undo window holds: how to send it now, undo it, or send it without the machine. */
export interface HeldWrite<TContext, TStep> {
  /** The step that sends the held write now (the window passed, the toast closed, the page hid). */
  commit: (context: TContext) => TStep
  /** The step that undoes it: the record back, no call made. */
  undo: (context: TContext) => TStep
  /** Sends the held write without the machine, once it has stopped (its screen was left). */
  send: (context: TContext) => Promise<unknown>
}

/**
 * The Undo window of the write kit (`writeKit.ts`): a write held back after the record left the
 * screen (a delete), until the `undoWindow` delay passes (the machine's: `context.undoMs`).
 *
 * `idle` → `undo.start` (a step's signal, with the held record in context) → `waiting` (tag
 * `undoable`) → `idle` on: the window's end, `notice.dismiss` or `undo.commit` (the held write
 * sent: `commit`), `notice.undo` (`undo`), `undo.clear` (a step already sent or dropped it).
 * `undo.start` while waiting starts the window again. While waiting it invokes `commitOnLeave`:
 * the page hidden sends `undo.commit`; the machine stopped sends the held write (`send`), so a
 * delete inside its Undo window is never lost.
 *
 * The machine provides the action `run` (params: a step), the actor `commitOnLeave` and the
 * delay `undoWindow`.
 */
export function undoRegion<TContext, TStep>(held: HeldWrite<TContext, TStep>) {
  const commit = {
    type: 'run',
    params: ({ context }: { context: TContext }) => held.commit(context),
  } as const
  return {
    initial: 'idle',
    states: {
      idle: { on: { 'undo.start': 'waiting' } },
      waiting: {
        tags: ['undoable'],
        invoke: {
          src: 'commitOnLeave',
          input: ({ context, self }: { context: TContext; self: AnyActorRef }) => ({
            owner: self,
            commitEvent: { type: 'undo.commit' },
            send: () => held.send(context),
          }),
        },
        after: { undoWindow: { target: 'idle', actions: commit } },
        on: {
          'undo.start': { target: 'waiting', reenter: true },
          'undo.clear': 'idle',
          'notice.undo': {
            target: 'idle',
            actions: {
              type: 'run',
              params: ({ context }: { context: TContext }) => held.undo(context),
            },
          },
          // Closing the toast ends the Undo window: the write is sent now.
          'notice.dismiss': { target: 'idle', actions: commit },
          'undo.commit': { target: 'idle', actions: commit },
        },
      },
    },
  } as const
}
