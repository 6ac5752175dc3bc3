// The grid's client-side mode without React: the 50-row sample is fetched once, then sort,
// filters and search are answered in the browser with no call; a large data set goes back to
// windows read from the back end.
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import type { Employee } from '../../src/api/types/dataTables'
import { createEmployees } from '../../src/fixtures/dataTables'
import {
  type EmployeeFilters,
  employeeListShape,
  queryHeldEmployees,
} from '../../src/machines/data-tables/employeeList'
import { windowRowAt } from '../../src/machines/list/listWindow'
import { createWindowedListMachine } from '../../src/machines/list/windowedListMachine'
import { pinnedReferenceDay } from '../../src/mocks/db/instance'

const sample = createEmployees(pinnedReferenceDay)

function startGrid(
  dataSet: readonly Employee[] = sample,
  options: { clock?: SimulatedClock; searchDelayMs?: number } = {},
) {
  const calls: string[] = []
  const machine = createWindowedListMachine<Employee, EmployeeFilters, never>({
    shape: employeeListShape,
    blockSize: 100,
    load: async (params, window) => {
      calls.push(`window ${window.offset}`)
      return queryHeldEmployees(dataSet, params, window)
    },
    local: {
      loadAll: async () => {
        calls.push('all rows')
        const answer = queryHeldEmployees(dataSet, employeeListShape.defaults, {
          offset: 0,
          limit: 50,
        })
        return answer
      },
      query: queryHeldEmployees,
    },
  })
  const actor = createActor(machine, {
    clock: options.clock,
    input: { params: employeeListShape.defaults, searchDelayMs: options.searchDelayMs ?? 0 },
  }).start()
  actor.send({ type: 'rows.show', first: 0, last: 20 })
  return { actor, calls }
}

type Grid = ReturnType<typeof startGrid>['actor']
const shownRows = (actor: Grid, count = 50) =>
  Array.from({ length: count }, (_, index) => windowRowAt(actor.getSnapshot().context, index))

describe('the grid in the browser (the 50-row sample)', () => {
  it('fetches every row once, then sorts and filters with no call, at once', async () => {
    const { actor, calls } = startGrid()
    await waitFor(actor, (state) => state.hasTag('populated'))
    actor.send({ type: 'list.source', local: true })
    await waitFor(actor, (state) => state.context.heldRows !== null)
    expect(calls).toEqual(['window 0', 'all rows'])

    actor.send({ type: 'list.sort', column: 'salary', direction: 'desc' })
    // Answered in the same step as the click: no loading state, no call.
    expect(actor.getSnapshot().hasTag('populated')).toBe(true)
    const salaries = shownRows(actor).map((row) => row?.salary ?? -1)
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a))
    expect(salaries).not.toContain(-1)

    actor.send({ type: 'list.filter', filter: 'status', value: ['2'] })
    const state = actor.getSnapshot()
    expect(state.context.total).toBe(sample.filter((row) => row.status === 2).length)
    expect(state.context.total).toBeLessThan(50)
    expect(windowRowAt(state.context, 0)?.status).toBe(2)

    actor.send({ type: 'list.filter', filter: 'status', value: ['9'] })
    actor.send({ type: 'list.filter', filter: 'status', value: [] })
    actor.send({ type: 'list.search', text: 'zzz-nobody' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('empty'))
    expect(calls).toEqual(['window 0', 'all rows'])
  })

  it('searches the held rows at once, where a search of the back end waits for the pause', async () => {
    // The clock never moves: whatever is answered is answered without the 300 ms pause.
    const clock = new SimulatedClock()
    const { actor, calls } = startGrid(sample, { clock, searchDelayMs: 300 })
    await waitFor(actor, (state) => state.hasTag('populated'))
    const [first] = sample
    if (!first) throw new Error('The sample has no rows')
    actor.send({ type: 'list.search', text: first.full_name })
    // Read by windows (the back end): the search waits for the pause.
    expect(actor.getSnapshot().context.params.q).toBe('')

    actor.send({ type: 'list.source', local: true })
    await waitFor(actor, (state) => state.context.heldRows !== null)
    actor.send({ type: 'list.search', text: first.full_name })
    const state = actor.getSnapshot()
    expect(state.context.params.q).toBe(first.full_name)
    expect(state.hasTag('populated')).toBe(true)
    expect(windowRowAt(state.context, 0)?.id).toBe(first.id)
    expect(state.context.total).toBe(
      sample.filter((row) => row.full_name.includes(first.full_name)).length,
    )
    actor.send({ type: 'list.search', text: 'zzz-nobody' })
    expect(actor.getSnapshot().hasTag('empty')).toBe(true)
    expect(calls.filter((call) => call.startsWith('window'))).toHaveLength(1)
  })

  it('goes back to windows from the back end when the data set is large', async () => {
    const { actor, calls } = startGrid()
    actor.send({ type: 'list.source', local: true })
    await waitFor(actor, (state) => state.context.heldRows !== null)
    actor.send({ type: 'list.source', local: false })
    expect(actor.getSnapshot().context.heldRows).toBeNull()
    await waitFor(actor, (state) => state.hasTag('populated'))
    actor.send({ type: 'list.sort', column: 'age' })
    await waitFor(actor, (state) => state.hasTag('populated'))
    expect(calls).toEqual(['window 0', 'all rows', 'window 0', 'window 0'])
    expect(windowRowAt(actor.getSnapshot().context, 0)?.age).toBe(
      Math.min(...sample.map((row) => row.age)),
    )
  })

  it('keeps windows when fetching every row does not bring them all', async () => {
    const { actor, calls } = startGrid([
      ...sample,
      ...sample.map((row) => ({ ...row, id: row.id + 50 })),
    ])
    actor.send({ type: 'list.source', local: true })
    await waitFor(actor, () => calls.includes('all rows'))
    await waitFor(actor, (state) => state.hasTag('populated'))
    expect(actor.getSnapshot().context.heldRows).toBeNull()
    actor.send({ type: 'list.sort', column: 'city' })
    await waitFor(actor, (state) => state.hasTag('populated'))
    expect(calls.filter((call) => call.startsWith('window'))).toHaveLength(2)
  })
})
