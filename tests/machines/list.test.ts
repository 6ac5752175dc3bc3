import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import type { ListPage } from '../../src/api/types/common'
import { createListMachine } from '../../src/machines/list/listMachine'
import {
  defaultPerPageChoices,
  isFiltered,
  type ListParams,
  type ListShape,
  listShape,
  paramsFromSearch,
  queryFromParams,
  searchFromParams,
} from '../../src/machines/list/listParams'
import { filterEvent, type ListRow } from '../../src/machines/list/listSteps'

// The generic list machine without React: a fake server over 23 people answers
// every load the way the back end's queryList does (search, filter, sort, page).
// Timers (search pause, Undo window) run on a simulated clock.

interface Person extends ListRow {
  name: string
  role: 'admin' | 'editor'
}

const people: Person[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `Person ${String(index + 1).padStart(2, '0')}`,
  role: index % 3 === 0 ? 'admin' : 'editor',
}))

type PeopleFilters = { role: string }

const shape: ListShape<PeopleFilters> = {
  defaults: { q: '', filters: { role: '' }, sortColumn: 'name', sort: 'asc', page: 1, perPage: 10 },
  sortColumns: ['name', 'role'],
  perPageChoices: defaultPerPageChoices,
}
const defaults = shape.defaults

function serve(rows: Person[], params: ListParams<PeopleFilters>): ListPage<Person> {
  const needle = params.q.toLowerCase()
  const { role } = params.filters
  const matching = rows
    .filter((row) => row.name.toLowerCase().includes(needle) && (role === '' || row.role === role))
    .sort((a, b) => (params.sort === 'asc' ? 1 : -1) * a.name.localeCompare(b.name))
  const start = (params.page - 1) * params.perPage
  return { total: matching.length, rows: matching.slice(start, start + params.perPage) }
}

const searchDelayMs = 15
const undoMs = 40

function startList(
  options: {
    params?: ListParams<PeopleFilters>
    /** Runs inside each delete call: throw to fail it, await to hold it. */
    deleteRows?: (ids: readonly number[]) => Promise<void>
    failLoads?: () => boolean
    canDelete?: boolean
  } = {},
) {
  let stored = [...people]
  const loads: ListParams<PeopleFilters>[] = []
  const deletes: number[][] = []
  const machine = createListMachine<Person, PeopleFilters, never>({
    shape,
    load: async (params) => {
      loads.push(params)
      if (options.failLoads?.()) throw new Error('server down')
      return serve(stored, params)
    },
    ...(options.canDelete === false
      ? {}
      : {
          remove: async (ids: readonly number[]) => {
            deletes.push([...ids])
            if (options.deleteRows) await options.deleteRows(ids)
            stored = stored.filter((row) => !ids.includes(row.id))
          },
        }),
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, {
    clock,
    input: { params: options.params ?? defaults, searchDelayMs, undoMs },
  }).start()
  return { actor, loads, deletes, clock }
}

const idle = (actor: ReturnType<typeof startList>['actor']) =>
  waitFor(actor, (state) => !state.hasTag('loading') && !state.hasTag('refreshing'))
const names = (rows: readonly Person[]) => rows.map((row) => row.name)

describe('listMachine: loading', () => {
  it('loads the first page with the params it was given', async () => {
    const { actor, loads } = startList()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const state = await idle(actor)
    expect(state.hasTag('populated')).toBe(true)
    expect(state.context.total).toBe(23)
    expect(names(state.context.rows)).toEqual(people.slice(0, 10).map((person) => person.name))
    expect(loads).toEqual([defaults])
  })

  it('is empty when nothing matches, and in error (with retry) when the load fails', async () => {
    let isDown = true
    const { actor } = startList({
      params: { ...defaults, q: 'nobody' },
      failLoads: () => isDown,
    })
    const failed = await idle(actor)
    expect(failed.hasTag('error')).toBe(true)
    expect(failed.context.failure).toBeInstanceOf(Error)
    isDown = false
    actor.send({ type: 'list.retry' })
    const empty = await idle(actor)
    expect(empty.hasTag('empty')).toBe(true)
    expect(empty.context.failure).toBeNull()
  })

  it('a page past the last one moves to the last page', async () => {
    const { actor, loads } = startList({ params: { ...defaults, page: 9 } })
    const state = await idle(actor)
    expect(state.context.params.page).toBe(3)
    expect(names(state.context.rows)).toEqual(['Person 21', 'Person 22', 'Person 23'])
    expect(loads.map((load) => load.page)).toEqual([9, 3])
  })
})

describe('listMachine: query params', () => {
  it('searches after the pause, with one load for a burst of typing, from page 1', async () => {
    const { actor, loads, clock } = startList({ params: { ...defaults, page: 2 } })
    await idle(actor)
    actor.send({ type: 'list.search', text: 'Person 1' })
    clock.increment(searchDelayMs - 1)
    actor.send({ type: 'list.search', text: 'Person 2' })
    clock.increment(searchDelayMs - 1)
    expect(actor.getSnapshot().context.searchText).toBe('Person 2')
    expect(actor.getSnapshot().context.params.q).toBe('')
    clock.increment(1)
    expect(actor.getSnapshot().context.params.q).toBe('Person 2')
    const state = await idle(actor)
    expect(state.context.params.page).toBe(1)
    expect(state.context.total).toBe(4)
    expect(loads).toHaveLength(2)
  })

  it('filters from page 1, and clears the selection', async () => {
    const { actor } = startList({ params: { ...defaults, page: 2 } })
    await idle(actor)
    actor.send({ type: 'selection.toggle', id: 11 })
    actor.send({ type: 'list.filter', filter: 'role', value: 'admin' })
    const state = await idle(actor)
    expect(state.context.params).toMatchObject({ filters: { role: 'admin' }, page: 1 })
    expect(state.context.total).toBe(8)
    expect(state.context.selectedIds).toEqual([])
  })

  it('sorts by a column, and a second click on it reverses the order', async () => {
    const { actor } = startList()
    await idle(actor)
    actor.send({ type: 'list.sort', column: 'name' })
    let state = await idle(actor)
    expect(state.context.params).toMatchObject({ sortColumn: 'name', sort: 'desc' })
    expect(names(state.context.rows)[0]).toBe('Person 23')
    actor.send({ type: 'list.sort', column: 'name' })
    state = await idle(actor)
    expect(state.context.params.sort).toBe('asc')
    actor.send({ type: 'list.sort', column: 'role' })
    state = await idle(actor)
    expect(state.context.params).toMatchObject({ sortColumn: 'role', sort: 'asc', page: 1 })
    // A header that asks for a direction gets it, whatever the current one.
    actor.send({ type: 'list.sort', column: 'role', direction: 'asc' })
    state = await idle(actor)
    expect(state.context.params).toMatchObject({ sortColumn: 'role', sort: 'asc' })
    actor.send({ type: 'list.sort', column: 'name', direction: 'desc' })
    state = await idle(actor)
    expect(state.context.params).toMatchObject({ sortColumn: 'name', sort: 'desc' })
    expect(names(state.context.rows)[0]).toBe('Person 23')
  })

  it('clears the search and every filter at once, keeping the sort and the page size', async () => {
    const { actor } = startList({
      params: {
        ...defaults,
        q: 'Person 1',
        filters: { role: 'admin' },
        sort: 'desc',
        perPage: 25,
        page: 2,
      },
    })
    let state = await idle(actor)
    expect(isFiltered(state.context.params)).toBe(true)
    actor.send({ type: 'list.clearFilters' })
    state = await idle(actor)
    expect(state.context.params).toMatchObject({
      q: '',
      filters: { role: '' },
      sort: 'desc',
      perPage: 25,
      page: 1,
    })
    expect(state.context.searchText).toBe('')
    expect(state.context.total).toBe(23)
    expect(isFiltered(state.context.params)).toBe(false)
  })

  it('pages, and a new page size starts again at page 1', async () => {
    const { actor } = startList()
    await idle(actor)
    actor.send({ type: 'list.page', page: 3 })
    let state = await idle(actor)
    expect(state.context.rows).toHaveLength(3)
    actor.send({ type: 'list.perPage', perPage: 25 })
    state = await idle(actor)
    expect(state.context.params).toMatchObject({ perPage: 25, page: 1 })
    expect(state.context.rows).toHaveLength(23)
  })

  it('takes params from the URL, and loads only when they differ', async () => {
    const { actor, loads } = startList()
    await idle(actor)
    actor.send({ type: 'list.params', params: defaults })
    expect(loads).toHaveLength(1)
    actor.send({ type: 'list.params', params: { ...defaults, q: 'Person 0', page: 1 } })
    const state = await idle(actor)
    expect(state.context.searchText).toBe('Person 0')
    expect(state.context.total).toBe(9)
    expect(loads).toHaveLength(2)
  })

  it('refetches in place with the last params: rows stay while it loads', async () => {
    const { actor, loads } = startList({ params: { ...defaults, page: 2 } })
    await idle(actor)
    actor.send({ type: 'list.refetch' })
    const during = actor.getSnapshot()
    expect(during.hasTag('refreshing')).toBe(true)
    expect(during.hasTag('populated')).toBe(true)
    expect(during.context.rows).toHaveLength(10)
    await idle(actor)
    expect(loads.map((load) => load.page)).toEqual([2, 2])
  })
})

describe('listMachine: selection', () => {
  it('toggles one row, selects the page, and clears', async () => {
    const { actor } = startList()
    await idle(actor)
    actor.send({ type: 'selection.toggle', id: 3 })
    actor.send({ type: 'selection.toggle', id: 4 })
    actor.send({ type: 'selection.toggle', id: 3 })
    expect(actor.getSnapshot().context.selectedIds).toEqual([4])
    actor.send({ type: 'selection.page' })
    expect(actor.getSnapshot().context.selectedIds).toHaveLength(10)
    actor.send({ type: 'selection.page' })
    expect(actor.getSnapshot().context.selectedIds).toEqual([])
    actor.send({ type: 'selection.toggle', id: 5 })
    actor.send({ type: 'selection.clear' })
    expect(actor.getSnapshot().context.selectedIds).toEqual([])
  })
})

describe('listMachine: delete with Undo', () => {
  it('takes rows out at once, deletes after the Undo window in one call, then refetches', async () => {
    const { actor, deletes, loads, clock } = startList()
    await idle(actor)
    actor.send({ type: 'selection.toggle', id: 2 })
    actor.send({ type: 'rows.delete', ids: [2, 3] })
    let state = actor.getSnapshot()
    expect(names(state.context.rows)).not.toContain('Person 02')
    expect(state.context.total).toBe(21)
    expect(state.context.selectedIds).toEqual([])
    expect(state.context.notice).toEqual({ kind: 'deleted', ids: [2, 3] })
    clock.increment(undoMs - 1)
    expect(deletes).toEqual([])
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    state = await waitFor(actor, (snapshot) => !snapshot.hasTag('saving'))
    expect(deletes).toEqual([[2, 3]])
    state = await idle(actor)
    expect(state.context.total).toBe(21)
    expect(state.context.rows).toHaveLength(10)
    expect(state.context.notice).toBeNull()
    expect(loads).toHaveLength(2)
  })

  it('Undo puts the rows back where they were, and nothing is deleted', async () => {
    const { actor, deletes, clock } = startList()
    await idle(actor)
    const before = names(actor.getSnapshot().context.rows)
    actor.send({ type: 'rows.delete', ids: [4] })
    actor.send({ type: 'rows.delete', ids: [7] })
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'deleted', ids: [4, 7] })
    actor.send({ type: 'rows.undo' })
    const state = actor.getSnapshot()
    expect(names(state.context.rows)).toEqual(before)
    expect(state.context.total).toBe(23)
    expect(state.context.notice).toEqual({ kind: 'restored', ids: [4, 7] })
    clock.increment(undoMs * 2)
    expect(actor.getSnapshot().matches({ deletion: 'idle' })).toBe(true)
    expect(deletes).toEqual([])
    actor.send({ type: 'notice.dismiss' })
    expect(actor.getSnapshot().context.notice).toBeNull()
  })

  it('a second delete joins the first and starts the window again', async () => {
    const { actor, deletes, clock } = startList()
    await idle(actor)
    actor.send({ type: 'rows.delete', ids: [4] })
    clock.increment(undoMs - 5)
    actor.send({ type: 'rows.delete', ids: [7] })
    clock.increment(undoMs - 1)
    expect(deletes).toEqual([])
    clock.increment(1)
    await waitFor(actor, (snapshot) => snapshot.matches({ deletion: 'idle' }))
    expect(deletes).toEqual([[4, 7]])
  })

  it('a delete asked for while one is being sent waits its turn: never dropped', async () => {
    let finishFirst = () => {}
    const { actor, deletes, clock } = startList({
      deleteRows: (ids) =>
        ids.includes(1)
          ? new Promise<void>((resolve) => (finishFirst = resolve))
          : Promise.resolve(),
    })
    await idle(actor)
    actor.send({ type: 'rows.delete', ids: [1] })
    clock.increment(undoMs)
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    actor.send({ type: 'rows.delete', ids: [2] })
    expect(names(actor.getSnapshot().context.rows)).not.toContain('Person 02')
    finishFirst()
    // The first is done; the second has its own Undo window, then its own call.
    let state = await waitFor(actor, (snapshot) => snapshot.matches({ deletion: 'undoable' }))
    expect(state.context.notice).toEqual({ kind: 'deleted', ids: [2] })
    expect(deletes).toEqual([[1]])
    clock.increment(undoMs)
    state = await waitFor(actor, (snapshot) => snapshot.matches({ deletion: 'idle' }))
    expect(deletes).toEqual([[1], [2]])
    state = await idle(actor)
    expect(names(state.context.rows)).not.toContain('Person 01')
    expect(names(state.context.rows)).not.toContain('Person 02')
  })

  it('a failed delete rolls the rows back and says so', async () => {
    const { actor, clock } = startList({
      deleteRows: async () => {
        throw new Error('forbidden')
      },
    })
    await idle(actor)
    actor.send({ type: 'rows.delete', ids: [1] })
    clock.increment(undoMs)
    const state = await waitFor(
      actor,
      (snapshot) => snapshot.context.notice?.kind === 'deleteFailed',
    )
    expect(names(state.context.rows)[0]).toBe('Person 01')
    expect(state.context.total).toBe(23)
    expect(state.context.pendingDelete).toBeNull()
  })

  it('a load during the Undo window keeps the leaving rows hidden', async () => {
    const { actor } = startList()
    await idle(actor)
    actor.send({ type: 'rows.delete', ids: [1] })
    actor.send({ type: 'list.refetch' })
    const state = await idle(actor)
    expect(names(state.context.rows)).not.toContain('Person 01')
    expect(state.context.total).toBe(22)
  })

  it('leaving the screen inside the Undo window sends the delete (the machine stops)', async () => {
    const { actor, deletes } = startList()
    await idle(actor)
    actor.send({ type: 'rows.delete', ids: [5, 6] })
    actor.stop()
    expect(deletes).toEqual([[5, 6]])
  })

  it('leaving after Undo, or with nothing waiting, sends nothing', async () => {
    const { actor, deletes } = startList()
    await idle(actor)
    actor.send({ type: 'rows.delete', ids: [5] })
    actor.send({ type: 'rows.undo' })
    actor.stop()
    expect(deletes).toEqual([])
  })

  it('rows.commit (the page is being hidden) sends the delete at once', async () => {
    const { actor, deletes } = startList()
    await idle(actor)
    actor.send({ type: 'rows.delete', ids: [8] })
    actor.send({ type: 'rows.commit' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    expect(deletes).toEqual([[8]])
    await waitFor(actor, (snapshot) => snapshot.matches({ deletion: 'idle' }))
    // Stopped afterwards, nothing is sent twice.
    actor.stop()
    expect(deletes).toEqual([[8]])
  })

  it('a list that cannot delete keeps its rows', async () => {
    const { actor, deletes } = startList({ canDelete: false })
    await idle(actor)
    actor.send({ type: 'rows.delete', ids: [1] })
    expect(actor.getSnapshot().context.rows).toHaveLength(10)
    expect(actor.getSnapshot().context.notice).toBeNull()
    expect(deletes).toEqual([])
  })
})

describe('list page sizes and filter kinds', () => {
  it('takes a page size the list offers, and ignores any other', async () => {
    const nine: ListShape<PeopleFilters> = { ...shape, perPageChoices: [9, 18, 36] }
    const { actor } = startList()
    await idle(actor)
    actor.send({ type: 'list.perPage', perPage: 7 })
    expect(actor.getSnapshot().context.params.perPage).toBe(10)
    expect(paramsFromSearch(new URLSearchParams('perPage=18'), nine).perPage).toBe(18)
    expect(paramsFromSearch(new URLSearchParams('perPage=25'), nine).perPage).toBe(10)
  })

  it('ignores a filter the list does not have, or a value of another kind', async () => {
    const { actor, loads } = startList()
    await idle(actor)
    actor.send({ type: 'list.filter', filter: 'brand', value: 'Apple' })
    actor.send({ type: 'list.filter', filter: 'role', value: ['admin'] })
    expect(actor.getSnapshot().context.params.filters).toEqual({ role: '' })
    expect(loads).toHaveLength(1)
    actor.send(filterEvent<PeopleFilters, 'role'>('role', 'admin'))
    const state = await idle(actor)
    expect(state.context.total).toBe(8)
  })

  type ShopFilters = { brands: readonly string[]; price: { min: string; max: string }; q2: string }
  const shop: ListShape<ShopFilters> = {
    defaults: {
      q: '',
      filters: { brands: [], price: { min: '', max: '' }, q2: '' },
      sortColumn: '',
      sort: 'asc',
      page: 1,
      perPage: 9,
    },
    sortColumns: [],
    perPageChoices: [9, 18, 36],
  }

  it('writes sets as repeated keys and ranges as min and max, and reads them back', () => {
    const params: ListParams<ShopFilters> = {
      ...shop.defaults,
      filters: { brands: ['Sony', 'Apple'], price: { min: '10', max: '' }, q2: '' },
    }
    const search = searchFromParams(params, shop.defaults)
    expect(search.toString()).toBe('brands=Apple&brands=Sony&priceMin=10')
    expect(paramsFromSearch(search, shop).filters).toEqual({
      brands: ['Apple', 'Sony'],
      price: { min: '10', max: '' },
      q2: '',
    })
    expect(isFiltered(params)).toBe(true)
    expect(isFiltered(shop.defaults)).toBe(false)
    expect(queryFromParams(params)).toMatchObject({ brands: ['Apple', 'Sony'], priceMin: '10' })
  })

  it('leaves a range end open when the link gives one that is not of the range’s kind', () => {
    const dated = listShape({
      filters: {
        salary: { min: '', max: '' },
        start: { min: '', max: '' },
        any: { min: '', max: '' },
      },
      sortColumns: [],
      rangeKinds: { salary: 'number', start: 'day' },
    })
    const read = (query: string) => paramsFromSearch(new URLSearchParams(query), dated).filters
    expect(read('salaryMin=abc&salaryMax=5000.5').salary).toEqual({ min: '', max: '5000.5' })
    expect(read('salaryMin=2026-01-01&salaryMax=1e400').salary).toEqual({ min: '', max: '' })
    expect(read('startMin=2026-02-30&startMax=2026-11-28').start).toEqual({
      min: '',
      max: '2026-11-28',
    })
    expect(read('startMin=12').start).toEqual({ min: '', max: '' })
    expect(read('anyMin=-3&anyMax=2026-11-28').any).toEqual({ min: '-3', max: '2026-11-28' })
    expect(read('anyMin=Infinity').any).toEqual({ min: '', max: '' })
    // A link with only bad ends asks for the defaults: the URL written back drops them.
    expect(
      searchFromParams(
        paramsFromSearch(new URLSearchParams('salaryMin=abc'), dated),
        dated.defaults,
      ).toString(),
    ).toBe('')
  })
})

describe('list params in the URL', () => {
  it('writes only what differs from the defaults, and reads it back', () => {
    const params: ListParams<PeopleFilters> = {
      q: 'ada',
      filters: { role: 'admin' },
      sortColumn: 'role',
      sort: 'desc',
      page: 3,
      perPage: 25,
    }
    const search = searchFromParams(params, defaults)
    expect(search.toString()).toBe('q=ada&role=admin&sortColumn=role&sort=desc&page=3&perPage=25')
    expect(paramsFromSearch(search, shape)).toEqual(params)
    expect(searchFromParams(defaults, defaults).toString()).toBe('')
  })

  it('falls back to the defaults for anything malformed', () => {
    const search = new URLSearchParams('sortColumn=password&sort=up&page=-2&perPage=7')
    expect(paramsFromSearch(search, shape)).toEqual(defaults)
  })

  it('leaves empty values out of the call', () => {
    expect(queryFromParams({ ...defaults, q: '  ' })).toEqual({
      page: 1,
      perPage: 10,
      sort: 'asc',
      sortColumn: 'name',
    })
    expect(queryFromParams({ ...defaults, filters: { role: 'editor' } })).toMatchObject({
      role: 'editor',
    })
  })
})
