// @vitest-environment happy-dom
import { useActorRef, useSelector } from '@xstate/react'
import { act, createElement, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { assign, setup } from 'xstate'
import { fromCall } from '../../src/machines/shared/fromCall'

interface PendingCall {
  signal: AbortSignal
  answer: (rows: string) => void
}

/** A call that rejects when stopped, as fetch does with an aborted signal. */
function callsRecordedIn(calls: PendingCall[]) {
  return fromCall<string>(
    ({ signal }) =>
      new Promise<string>((resolve, reject) => {
        signal.addEventListener('abort', () =>
          reject(new DOMException('signal is aborted without reason', 'AbortError')),
        )
        calls.push({ signal, answer: resolve })
      }),
  )
}

function listMachine(calls: PendingCall[]) {
  return setup({
    types: { context: {} as { rows: string } },
    actors: { loadRows: callsRecordedIn(calls) },
  }).createMachine({
    context: { rows: '' },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'loadRows',
          onDone: { target: 'populated', actions: assign({ rows: ({ event }) => event.output }) },
          onError: 'failed',
        },
      },
      populated: {},
      failed: {},
    },
  })
}

let root: Root | undefined

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
})

describe('fromCall', () => {
  it('answers the call a revived actor made, not the stopped one (React StrictMode in development)', async () => {
    const calls: PendingCall[] = []
    const machine = listMachine(calls)
    const seen: string[] = []
    function Probe() {
      const actor = useActorRef(machine)
      const state = useSelector(actor, (snapshot) => String(snapshot.value))
      seen.push(state)
      return createElement('output', null, state)
    }
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    act(() => root?.render(createElement(StrictMode, null, createElement(Probe))))
    // StrictMode ran the effect twice: the first call was stopped, the revived actor made a second.
    expect(calls).toHaveLength(2)
    expect(calls[0]?.signal.aborted).toBe(true)
    // The stopped call's abort has had its turn to arrive: it must not count as a failure.
    await act(async () => {
      await Promise.resolve()
    })
    expect(container.textContent).toBe('loading')
    await act(async () => calls[1]?.answer('12 emails'))
    expect(container.textContent).toBe('populated')
    expect(seen).not.toContain('failed')
  })

  it('still reports a call that fails while its actor runs', async () => {
    const failing = setup({
      actors: { loadRows: fromCall<string>(() => Promise.reject(new Error('500'))) },
    }).createMachine({
      initial: 'loading',
      states: { loading: { invoke: { src: 'loadRows', onError: 'failed' } }, failed: {} },
    })
    function Probe() {
      const actor = useActorRef(failing)
      return createElement(
        'output',
        null,
        useSelector(actor, (s) => String(s.value)),
      )
    }
    const container = document.createElement('div')
    root = createRoot(container)
    await act(async () => root?.render(createElement(StrictMode, null, createElement(Probe))))
    expect(container.textContent).toBe('failed')
  })
})
