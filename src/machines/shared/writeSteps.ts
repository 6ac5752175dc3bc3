import { type CallFailure, failureOf } from './callFailure'
import { stepHelpers, type WriteStep } from './writeKit'

/**
 * Optimistic writes with rollback and a notice (the write kit, `writeKit.ts`): a write is applied
 * to the context at once and sent; what a failure puts back waits in `pendingWrites` under the
 * write's id until its answer. When the last write in flight has answered, the machine's `refetch`
 * signals follow (the records as the server has them). A failed write is rolled back and a
 * notice says so.
 *
 * The machine's context has `pendingWrites` (write id → what a failure puts back), `writeCount`
 * (the last write's number: ids are `write-1`, `write-2`…) and `notice` (the toast, or null).
 */
export interface OptimisticContext<TPending, TNotice> {
  pendingWrites: Record<string, TPending>
  writeCount: number
  notice: TNotice | null
}

export interface OptimisticConfig<TContext, TPending, TNotice, TSignal extends string> {
  /** Signals once the last write in flight has answered, e.g. `['list.refetch']`. */
  refetch: TSignal[]
  /** The context with a failed write's records put back. */
  rollBack: (context: TContext, pending: TPending) => TContext
  /** The notice of a failed write. */
  failed: (pending: TPending, failure: CallFailure) => TNotice
}

/**
 * The steps of optimistic writes, for one machine:
 * `const { stay, then, notify, startWrite, writeSucceeded, writeFailed } =
 *    optimisticSteps<TodoContext, PendingWrite, TodoNotice, TaskWrite, Signal>({ … })`.
 */
export function optimisticSteps<
  TContext extends OptimisticContext<TPending, TNotice>,
  TPending,
  TNotice,
  TWrite,
  TSignal extends string,
>(config: OptimisticConfig<TContext, TPending, TNotice, TSignal | 'notice.show'>) {
  type Signal = TSignal | 'notice.show'
  type Step = WriteStep<TContext, TWrite, Signal>
  const helpers = stepHelpers<TContext, TWrite, Signal>()

  /** Shows `notice` (the `notice.show` signal first), with more signals after it. */
  const notify = (context: TContext, notice: TNotice, signals: Signal[] = []): Step =>
    helpers.only({ ...context, notice }, ['notice.show', ...signals])

  /** The write's pending entry gone; whether it was the last in flight. */
  function settle(context: TContext, writeId: string) {
    const { [writeId]: pending, ...rest } = context.pendingWrites
    const isLast = Object.keys(rest).length === 0
    return { context: { ...context, pendingWrites: rest }, pending, isLast }
  }

  return {
    ...helpers,
    notify,
    /** Sends `write`, already applied to `context`; `pending` is what a failure puts back. */
    startWrite(context: TContext, write: TWrite, pending: TPending): Step {
      const writeId = `write-${context.writeCount + 1}`
      return {
        context: {
          ...context,
          pendingWrites: { ...context.pendingWrites, [writeId]: pending },
          writeCount: context.writeCount + 1,
        },
        writes: [{ writeId, write }],
        signals: [],
      }
    },
    /** A write answered: the refetch follows once the last one in flight has. */
    writeSucceeded(context: TContext, writeId: string): Step {
      const settled = settle(context, writeId)
      return helpers.only(settled.context, settled.isLast ? config.refetch : [])
    },
    /** A write failed: its records go back as they were, and the notice says so. */
    writeFailed(context: TContext, writeId: string, error: unknown): Step {
      const settled = settle(context, writeId)
      if (settled.pending === undefined) return helpers.stay(context)
      const rolledBack = config.rollBack(settled.context, settled.pending)
      const notice = config.failed(settled.pending, failureOf(error))
      // Earlier writes may have succeeded meanwhile: the records follow the server.
      return notify(rolledBack, notice, settled.isLast ? config.refetch : [])
    },
  }
}
