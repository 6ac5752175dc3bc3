import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError } from '../../src/api/http'
import {
  type CardLoader,
  cardViewOf,
  createCardMachine,
} from '../../src/machines/dashboard/cardMachine'

// The one-card machine without React: a fake loader records each call and answers
// when the test says so, so stale answers and failures can be staged in any order.

interface Figures {
  period: string
  values: number[]
}
type Params = { period: string }

interface Call {
  params: Params
  signal: AbortSignal
  resolve: (data: Figures) => void
  reject: (error: unknown) => void
}

function start(options: { isEmpty?: (data: Figures) => boolean } = {}) {
  const calls: Call[] = []
  const load: CardLoader<Figures, Params> = (params, signal) =>
    new Promise((resolve, reject) => calls.push({ params, signal, resolve, reject }))
  const actor = createActor(createCardMachine<Figures, Params>(), {
    input: { load, params: { period: 'Last 28 Days' }, isEmpty: options.isEmpty },
  }).start()
  const view = () => cardViewOf(actor.getSnapshot())
  /** Answers the `index`th call with figures of its own period. */
  const answer = (index: number, values = [1, 2, 3]) => {
    const call = calls[index]!
    call.resolve({ period: call.params.period, values })
  }
  return { actor, calls, view, answer }
}

const figuresOf = (period: string, values = [1, 2, 3]): Figures => ({ period, values })

describe('createCardMachine', () => {
  it('loads with the initial params and shows the answer', async () => {
    const { actor, calls, view, answer } = start()
    expect(view()).toMatchObject({ status: 'loading', isRefreshing: false, data: null })
    expect(calls.map((call) => call.params)).toEqual([{ period: 'Last 28 Days' }])
    answer(0)
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    expect(view()).toEqual({
      status: 'populated',
      isRefreshing: false,
      data: figuresOf('Last 28 Days'),
      params: { period: 'Last 28 Days' },
      failure: null,
    })
  })

  it('shows Empty when the hook-point says the answer has nothing to show', async () => {
    const { actor, view, answer } = start({ isEmpty: (data) => data.values.length === 0 })
    answer(0, [])
    await waitFor(actor, (snapshot) => snapshot.hasTag('empty'))
    expect(view()).toMatchObject({ status: 'empty', data: figuresOf('Last 28 Days', []) })
  })

  it('reloads for another period while the shown data stays, then shows the new answer', async () => {
    const { actor, calls, view, answer } = start()
    answer(0)
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'card.params', params: { period: 'Last Year' } })
    expect(view()).toMatchObject({
      status: 'populated',
      isRefreshing: true,
      data: figuresOf('Last 28 Days'),
      params: { period: 'Last Year' },
    })
    answer(1, [9])
    await waitFor(actor, (snapshot) => !snapshot.hasTag('refreshing'))
    expect(view()).toMatchObject({ status: 'populated', data: figuresOf('Last Year', [9]) })
    expect(calls).toHaveLength(2)
  })

  it('ignores the same params again: no second call', async () => {
    const { actor, calls, answer } = start()
    answer(0)
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'card.params', params: { period: 'Last 28 Days' } })
    expect(actor.getSnapshot().hasTag('populated')).toBe(true)
    expect(calls).toHaveLength(1)
  })

  it('drops a stale answer: the last period asked wins, whatever order the answers come in', async () => {
    const { actor, calls, view, answer } = start()
    answer(0)
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    const shown: unknown[] = []
    actor.subscribe((snapshot) => shown.push(snapshot.context.data))
    actor.send({ type: 'card.params', params: { period: 'Last Month' } })
    actor.send({ type: 'card.params', params: { period: 'Last Year' } })
    expect(calls[1]!.signal.aborted).toBe(true)
    answer(2, [7])
    await waitFor(actor, (snapshot) => !snapshot.hasTag('refreshing'))
    answer(1, [5])
    expect(view()).toMatchObject({ status: 'populated', data: figuresOf('Last Year', [7]) })
    // An answer given after the stale one takes the same way to the machine, so once it is
    // shown the stale one has had every chance to arrive: it was never shown, even for a moment.
    actor.send({ type: 'card.refresh' })
    answer(3, [8])
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    expect(view().data).toEqual(figuresOf('Last Year', [8]))
    expect(shown).not.toContainEqual(figuresOf('Last Month', [5]))
  })

  it('drops the first load too when the period changes before it answers', async () => {
    const { actor, calls, view, answer } = start()
    actor.send({ type: 'card.params', params: { period: 'Last Month' } })
    expect(view().status).toBe('loading')
    expect(calls[0]!.signal.aborted).toBe(true)
    answer(0)
    answer(1, [4])
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    expect(view().data).toEqual(figuresOf('Last Month', [4]))
  })

  it('fails with the reason, and Try again loads once more', async () => {
    const { actor, calls, view, answer } = start()
    calls[0]!.reject(new TypeError('Failed to fetch'))
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'))
    expect(view()).toMatchObject({ status: 'error', failure: { reason: 'unavailable' } })
    actor.send({ type: 'card.retry' })
    expect(view().status).toBe('loading')
    answer(1)
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    expect(view().failure).toBeNull()
  })

  it('keeps the server’s word for a refused call, and a period chosen after a failure loads it', async () => {
    const { actor, calls, view, answer } = start()
    answer(0)
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'card.params', params: { period: 'Someday' } })
    calls[1]!.reject(new ApiError(400, {}, 'Unknown period "Someday".'))
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'))
    expect(view().failure).toEqual({ reason: 'rejected', message: 'Unknown period "Someday".' })
    // The failed answer's data is gone: the next load starts from the skeleton.
    expect(view().data).toBeNull()
    actor.send({ type: 'card.params', params: { period: 'Last Month' } })
    expect(view()).toMatchObject({ status: 'loading', isRefreshing: false })
    expect(calls[2]!.params).toEqual({ period: 'Last Month' })
    answer(2)
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    expect(view().data).toEqual(figuresOf('Last Month'))
  })

  it('refreshes in place with the same params, from Populated and from Empty', async () => {
    const { actor, calls, view, answer } = start({ isEmpty: (data) => data.values.length === 0 })
    answer(0, [])
    await waitFor(actor, (snapshot) => snapshot.hasTag('empty'))
    actor.send({ type: 'card.refresh' })
    expect(view()).toMatchObject({ status: 'empty', isRefreshing: true })
    answer(1, [3])
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'card.refresh' })
    expect(calls[2]!.params).toEqual({ period: 'Last 28 Days' })
  })

  it('runs one actor per card: a failing card leaves another as it was', async () => {
    const first = start()
    const second = start()
    first.calls[0]!.reject(new Error('down'))
    second.answer(0)
    await waitFor(first.actor, (snapshot) => snapshot.hasTag('error'))
    await waitFor(second.actor, (snapshot) => snapshot.hasTag('populated'))
    expect(second.view().data).toEqual(figuresOf('Last 28 Days'))
  })
})
