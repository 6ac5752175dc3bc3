// The data tables' demo switch without React: a size chosen while the current one is still
// loading is switched to (not dropped), a failed switch says which size, and a retry sets it.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { DataTableDataset, DataTableSize } from '../../src/api/types/dataTables'
import { datasetMachine } from '../../src/machines/data-tables/datasetMachine'

function startSwitch(options: { failFirstSwitch?: boolean } = {}) {
  const switched: DataTableSize[] = []
  let answerLoad: (dataset: DataTableDataset) => void = () => undefined
  let fail = options.failFirstSwitch === true
  const machine = datasetMachine.provide({
    actors: {
      loadDataset: fromPromise<DataTableDataset>(
        () =>
          new Promise((resolve) => {
            answerLoad = resolve
          }),
      ),
      switchDataset: fromPromise<DataTableDataset, DataTableSize>(async ({ input }) => {
        if (fail) {
          fail = false
          throw new Error('The demo store is busy.')
        }
        switched.push(input)
        return { size: input }
      }),
    },
  })
  const actor = createActor(machine).start()
  return { actor, switched, answerLoad: (dataset: DataTableDataset) => answerLoad(dataset) }
}

describe('the demo data switch', () => {
  it('reads the current size, then switches to the one chosen', async () => {
    const { actor, switched, answerLoad } = startSwitch()
    answerLoad({ size: 50 })
    await waitFor(actor, (state) => state.matches('ready') && state.context.size === 50)
    actor.send({ type: 'dataset.set', size: 10_000 })
    const done = await waitFor(
      actor,
      (state) => state.matches('ready') && state.context.switches === 1,
    )
    expect(done.context.size).toBe(10_000)
    expect(switched).toEqual([10_000])
  })

  it('switches to a size chosen before the current size has loaded', async () => {
    const { actor, switched } = startSwitch()
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    actor.send({ type: 'dataset.set', size: 100_000 })
    const done = await waitFor(actor, (state) => state.context.switches === 1)
    expect(done.matches('ready')).toBe(true)
    expect(done.context.size).toBe(100_000)
    expect(switched).toEqual([100_000])
  })

  it('keeps the failed size until a retry sets it', async () => {
    const { actor, switched, answerLoad } = startSwitch({ failFirstSwitch: true })
    answerLoad({ size: 50 })
    await waitFor(actor, (state) => state.matches('ready'))
    actor.send({ type: 'dataset.set', size: 10_000 })
    const failed = await waitFor(actor, (state) => state.context.failed !== null)
    expect(failed.matches('ready')).toBe(true)
    expect(failed.context).toMatchObject({ size: 50, failed: 10_000, switches: 0 })
    actor.send({ type: 'dataset.retry' })
    const done = await waitFor(actor, (state) => state.context.switches === 1)
    expect(done.context).toMatchObject({ size: 10_000, failed: null })
    expect(switched).toEqual([10_000])
  })
})
