import { type EventObject, fromPromise, type NonReducibleUnknown } from 'xstate'

type PromiseCreator<TOutput, TInput, TEmitted extends EventObject> = Parameters<
  typeof fromPromise<TOutput, TInput, TEmitted>
>[0]

/**
 * A call's answer, unless the call was stopped first: then it never settles, since nobody waits.
 *
 * Why it matters: @xstate/react stops an actor and revives it from its snapshot when React runs
 * effects twice (StrictMode in development; Activity in future). The revived promise actor starts
 * its call again, but the first call's abort rejection still reaches it, as the same actor object,
 * and the machine took "AbortError" for a server that did not answer (every area under `npm start`).
 */
function unlessStopped<TOutput>(signal: AbortSignal, call: PromiseLike<TOutput>): Promise<TOutput> {
  return new Promise<TOutput>((resolve, reject) => {
    call.then(
      (output) => {
        if (!signal.aborted) resolve(output)
      },
      (error: unknown) => {
        if (!signal.aborted) reject(error)
      },
    )
  })
}

/**
 * `fromPromise` for the machines' calls (ESLint keeps `fromPromise` out of `src/machines`): the
 * same logic, except that a stopped call answers nothing rather than an abort error.
 */
export function fromCall<
  TOutput,
  TInput = NonReducibleUnknown,
  TEmitted extends EventObject = EventObject,
>(creator: PromiseCreator<TOutput, TInput, TEmitted>) {
  return fromPromise<TOutput, TInput, TEmitted>((args) => unlessStopped(args.signal, creator(args)))
}
