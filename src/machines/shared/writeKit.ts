import { type AnyEventObject, fromCallback } from 'xstate'

/**
 * The write kit (issue #28): how a machine that changes records on screen before the back end
 * answers carries out its writes. The pieces, each in `src/machines/shared/`:
 *
 * - here: the step (`WriteStep`: what the machine does for an event, worked out as a pure
 *   function — the next context, the writes to start, the signals for its regions), `runStep`
 *   (the body of the machine's single `run` action), `fromWrite` (the write actor: one spawned per
 *   write, answering `write.succeeded` / `write.failed`, silent once stopped) and `writeAnswers`
 *   (the root transitions for those answers);
 * - `writeSteps.ts`: optimistic writes with rollback and a notice (`pendingWrites`);
 * - `undoRegion.ts`: a write held back for an Undo window, sent when the window passes, the
 *   toast is closed, the page is hidden or the machine stops (`commitOnLeave`);
 * - `noticeRegion.ts`: the toast; `editorRegion.ts`: a child editor machine with id `editor`.
 *
 * README "Write kit" lists the event vocabulary and how an area uses the kit.
 */

/** One write to start: its id (the spawned actor's id) and what to send. */
export interface WriteOrder<TWrite> {
  writeId: string
  write: TWrite
}

/**
 * What a write actor tells its machine when the call has answered; `output` is the call's answer
 * (optional for a machine that does not read it: `TOutput` unknown).
 */
export type WriteAnswer<TOutput = unknown> =
  | ({ type: 'write.succeeded'; writeId: string } & (unknown extends TOutput
      ? { output?: TOutput }
      : { output: TOutput }))
  | { type: 'write.failed'; writeId: string; error: unknown }

/**
 * What a machine does for an event, without side effects: the next context, the writes to start
 * (one actor each) and the events to raise for its regions (`list.refetch`, `notice.show`…).
 */
export interface WriteStep<TContext, TWrite, TSignal extends string> {
  context: TContext
  writes: Array<WriteOrder<TWrite>>
  signals: TSignal[]
}

/**
 * The actor that sends one write: spawned by `runStep` with id `writeId`, it answers its machine
 * with `write.succeeded` (the call's output) or `write.failed`. A write once sent is carried out
 * (no abort), but a write actor stopped before its answer — its machine stopped, its screen left —
 * tells nobody. `send` gets the actor system too (writes that must leave one after another).
 */
export function fromWrite<TWrite, TOutput = unknown>(
  send: (write: TWrite, system: object) => Promise<TOutput>,
) {
  return fromCallback<AnyEventObject, WriteOrder<TWrite>>(({ input, sendBack, system }) => {
    const { writeId } = input
    // Spawned by its machine, it stops with it; a stopped callback actor's `sendBack` sends nothing.
    send(input.write, system).then(
      (output) => sendBack({ type: 'write.succeeded', writeId, output }),
      (error: unknown) => sendBack({ type: 'write.failed', writeId, error }),
    )
  })
}

/** The part of XState's `enqueue` that `runStep` uses (the machine's write actor is `write`). */
export interface StepEnqueue<TContext, TWrite, TSignal extends string> {
  assign: (context: TContext) => void
  spawnChild: (src: 'write', options: { id: string; input: WriteOrder<TWrite> }) => void
  stopChild: (id: string) => void
  raise: (event: { type: TSignal }) => void
}

/**
 * Carries a step out, in the machine's `run` action:
 * `run: enqueueActions(({ context, event, enqueue }, given?: Step) =>
 *    runStep(enqueue, event, given ?? stepForEvent(context, event)))`.
 * An event answering a write first stops that write's actor.
 */
export function runStep<TContext, TWrite, TSignal extends string>(
  enqueue: StepEnqueue<NoInfer<TContext>, NoInfer<TWrite>, NoInfer<TSignal>>,
  event: AnyEventObject,
  step: WriteStep<TContext, TWrite, TSignal>,
): void {
  if (isWriteAnswer(event)) enqueue.stopChild(event.writeId)
  enqueue.assign(step.context)
  for (const order of step.writes) enqueue.spawnChild('write', { id: order.writeId, input: order })
  for (const signal of step.signals) enqueue.raise({ type: signal })
}

function isWriteAnswer(event: AnyEventObject): event is WriteAnswer {
  return (
    (event.type === 'write.succeeded' || event.type === 'write.failed') &&
    typeof event.writeId === 'string'
  )
}

/** The root transitions for the write actors' answers: each runs the step of its event. */
export const writeAnswers = {
  'write.succeeded': { actions: 'run' },
  'write.failed': { actions: 'run' },
} as const

/** The plain steps of a machine: nothing, only signals, one after another. */
export function stepHelpers<TContext, TWrite, TSignal extends string>() {
  type Step = WriteStep<TContext, TWrite, TSignal>
  const stay = (context: TContext): Step => ({ context, writes: [], signals: [] })
  return {
    stay,
    /** The context, and signals for the regions. */
    only: (context: TContext, signals: TSignal[] = []): Step => ({ context, writes: [], signals }),
    /** `next` after `step`: its context, both steps' writes and signals in order. */
    then(step: Step, next: (context: TContext) => Step): Step {
      const after = next(step.context)
      return {
        context: after.context,
        writes: [...step.writes, ...after.writes],
        signals: [...step.signals, ...after.signals],
      }
    },
  }
}
