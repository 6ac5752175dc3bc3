import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { listShape, type ListParams } from '../../src/machines/list/listParams'
import type { ListRow } from '../../src/machines/list/listSteps'
import { windowRowAt } from '../../src/machines/list/listWindow'
import {
  createWindowedListMachine,
  type ListWindow,
} from '../../src/machines/list/windowedListMachine'

// The list layer's window mode without React: a fake server over 100,000 generated rows answers
// each window the way a data table's call would (search, a set filter, sort, offset + limit).

interface Employee extends ListRow {
  name: string
  status: number
}

type EmployeeFilters = { status: readonly string[] }
const shape = listShape<EmployeeFilters>({ filters: { status: [] }, sortColumns: ['id', 'name'] })
const rowCount = 100_000
const employee = (id: number): Employee => ({ id, name: `Employee ${id}`, status: (id % 5) + 1 })

function serve(params: ListParams<EmployeeFilters>, { offset, limit }: ListWindow) {
  const statuses = params.filters.status.map(Number)
  const matches = (row: Employee) =>
    (statuses.length === 0 || statuses.includes(row.status)) && row.name.includes(params.q)
  const ids = Array.from({ length: rowCount }, (_, index) => index + 1)
  if (params.sort === 'desc') ids.reverse()
  const rows = ids.map(employee).filter(matches)
  return { total: rows.length, rows: rows.slice(offset, offset + limit) }
}

function startGrid(options: { failFirst?: boolean; hold?: boolean } = {}) {
  const calls: Array<ListWindow & { q: string; sort: string }> = []
  const held: Array<() => void> = []
  let failures = options.failFirst ? 1 : 0
  const machine = createWindowedListMachine<Employee, EmployeeFilters, never>({
    shape,
    blockSize: 100,
    maxBlocks: 5,
    load: async (params, window) => {
      calls.push({ ...window, q: params.q, sort: params.sort })
      if (options.hold) await new Promise<void>((resolve) => held.push(resolve))
      if (failures > 0) {
        failures -= 1
        throw new Error('server down')
      }
      return serve(params, window)
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, {
    clock,
    input: { params: shape.defaults, searchDelayMs: 20 },
  }).start()
  return { actor, calls, held, clock }
}

type Grid = ReturnType<typeof startGrid>['actor']
const settled = (actor: Grid) =>
  waitFor(actor, (state) => !state.hasTag('loading') && state.context.loading.length === 0)

describe('windowed list', () => {
  it('loads the first block, and only the blocks the screen shows as it scrolls', async () => {
    const { actor, calls } = startGrid()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    let state = await settled(actor)
    expect(state.hasTag('populated')).toBe(true)
    expect(state.context.total).toBe(100_000)
    expect(windowRowAt(state.context, 0)?.name).toBe('Employee 1')
    actor.send({ type: 'rows.show', first: 50_010, last: 50_060 })
    expect(windowRowAt(actor.getSnapshot().context, 50_010)).toBeUndefined()
    state = await settled(actor)
    expect(windowRowAt(state.context, 50_060)?.name).toBe('Employee 50061')
    expect(calls.map(({ offset, limit }) => [offset, limit])).toEqual([
      [0, 100],
      [50_000, 100],
    ])
    // Already held: no call.
    actor.send({ type: 'rows.show', first: 50_020, last: 50_070 })
    expect(calls).toHaveLength(2)
  })

  it('keeps a sparse cache of at most maxBlocks blocks, the nearest to what is shown', async () => {
    const { actor } = startGrid()
    await settled(actor)
    for (const first of [1_000, 2_000, 3_000, 4_000, 5_000, 6_000]) {
      actor.send({ type: 'rows.show', first, last: first + 40 })
      await settled(actor)
    }
    const blocks = Object.keys(actor.getSnapshot().context.blocks).map(Number)
    expect(blocks).toHaveLength(5)
    expect(blocks).not.toContain(0)
    expect(blocks).toContain(60)
  })

  it('a new sort drops the cache and starts from the top; an older answer is dropped', async () => {
    const { actor, calls, held } = startGrid({ hold: true })
    actor.send({ type: 'list.sort', column: 'id', direction: 'desc' })
    // The first answer (ascending) comes after the sort: it must not show.
    for (const release of held.splice(0)) release()
    const state = await settled(actor)
    expect(windowRowAt(state.context, 0)?.name).toBe(`Employee ${rowCount}`)
    expect(state.context.params).toMatchObject({ sortColumn: 'id', sort: 'desc' })
    expect(calls.map((call) => call.sort)).toEqual(['asc', 'desc'])
  })

  it('filters by a set and searches after the pause, from the top', async () => {
    const { actor, clock } = startGrid()
    await settled(actor)
    actor.send({ type: 'rows.show', first: 900, last: 950 })
    await settled(actor)
    actor.send({ type: 'list.filter', filter: 'status', value: ['2', '3'] })
    let state = await settled(actor)
    expect(state.context.total).toBe(40_000)
    expect(state.context.shown).toEqual({ first: 0, last: 50 })
    actor.send({ type: 'list.search', text: 'Employee 99' })
    clock.increment(20)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    state = await settled(actor)
    expect(state.context.params.q).toBe('Employee 99')
    expect(state.context.total).toBeGreaterThan(0)
  })

  it('shows an error when the first block fails, and tries again on retry', async () => {
    const { actor } = startGrid({ failFirst: true })
    const failed = await waitFor(actor, (state) => state.hasTag('error'))
    expect(failed.context.failure).toBeInstanceOf(Error)
    actor.send({ type: 'list.retry' })
    const state = await settled(actor)
    expect(state.hasTag('populated')).toBe(true)
  })

  it('refetches the blocks shown in place, keeping their rows meanwhile', async () => {
    const { actor, calls } = startGrid()
    await settled(actor)
    actor.send({ type: 'list.refetch' })
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true)
    expect(windowRowAt(actor.getSnapshot().context, 0)?.name).toBe('Employee 1')
    await settled(actor)
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(false)
    expect(calls.map((call) => call.offset)).toEqual([0, 0])
  })

  it('is not refreshing while a block scrolled to for the first time loads', async () => {
    const { actor, held } = startGrid({ hold: true })
    // Each block's call starts as it is asked for (held until released).
    expect(held).toHaveLength(1)
    held.shift()?.()
    await waitFor(actor, (state) => state.hasTag('populated'))
    actor.send({ type: 'rows.show', first: 5_000, last: 5_040 })
    expect(held).toHaveLength(1)
    expect(actor.getSnapshot().context.loading).toEqual([50])
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(false)
    held.shift()?.()
    await settled(actor)
    // Asked again, the block now on screen is a refresh until it answers.
    actor.send({ type: 'list.refetch' })
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true)
    expect(held).toHaveLength(1)
    held.shift()?.()
    await waitFor(actor, (state) => !state.hasTag('refreshing'))
    expect(actor.getSnapshot().context.loading).toEqual([])
  })
})
