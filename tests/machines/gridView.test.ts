import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  type EmployeeParams,
  employeeListShape,
  employeeMatchKey,
  isEmployeeListFiltered,
  withFiltersCleared,
} from '../../src/machines/data-tables/employeeList'
import {
  defaultGridView,
  type GridView,
  gridViewFromSearch,
  searchWithGridView,
  selectedCount,
} from '../../src/machines/data-tables/gridView'
import { gridViewMachine } from '../../src/machines/data-tables/gridViewMachine'
import { paramsFromSearch, searchFromParams } from '../../src/machines/list/listParams'
import { sortAfter, sortingOf } from '../../src/screens/data-tables/gridScreenParts'

// The grid's view machine without React, beside the query it sits next to: header clicks sort,
// filters change the query, the selection survives both (but "all matching" only the sort), and
// the whole view goes to the URL and comes back the same.

const columns = ['full_name', 'post', 'email', 'city', 'start_date', 'salary', 'age', 'status']

function startView(view?: GridView) {
  return createActor(gridViewMachine, { input: { view } }).start()
}

type ViewActor = ReturnType<typeof startView>
const viewOf = (actor: ViewActor) => actor.getSnapshot().context.view

/** What the screen does when the query changes: a new search or filter sends `query.changed`. */
function changeQuery(actor: ViewActor, before: EmployeeParams, after: EmployeeParams) {
  if (employeeMatchKey(before) !== employeeMatchKey(after)) actor.send({ type: 'query.changed' })
  return after
}

const withStatus = (params: EmployeeParams, status: string[]): EmployeeParams => ({
  ...params,
  filters: { ...params.filters, status },
})

describe('sorting from the header', () => {
  it('sorts by one column, flips it on a second click, and adds keys with Shift', () => {
    let params = employeeListShape.defaults
    params = sortAfter(params, 'salary', false)
    expect(sortingOf(params)).toEqual([{ id: 'salary', desc: false }])
    params = sortAfter(params, 'salary', false)
    expect(sortingOf(params)).toEqual([{ id: 'salary', desc: true }])
    params = sortAfter(params, 'age', true)
    params = sortAfter(params, 'city', true)
    params = sortAfter(params, 'age', true)
    expect(sortingOf(params)).toEqual([
      { id: 'salary', desc: true },
      { id: 'age', desc: true },
      { id: 'city', desc: false },
    ])
    params = sortAfter(params, 'city', false)
    expect(sortingOf(params)).toEqual([{ id: 'city', desc: false }])
  })

  it('keeps every sort key through "Clear filters"; further keys are not a filter', () => {
    let params = sortAfter(employeeListShape.defaults, 'salary', false)
    params = sortAfter(params, 'age', true)
    expect(isEmployeeListFiltered(params)).toBe(false)
    const sorted = params
    params = withStatus({ ...params, q: 'ava' }, ['2'])
    expect(isEmployeeListFiltered(params)).toBe(true)
    expect(employeeMatchKey(params)).not.toBe(employeeMatchKey(sorted))
    const cleared = withFiltersCleared(params)
    expect(isEmployeeListFiltered(cleared)).toBe(false)
    expect(sortingOf(cleared)).toEqual([
      { id: 'salary', desc: false },
      { id: 'age', desc: false },
    ])
    expect(employeeMatchKey(cleared)).toBe(employeeMatchKey(sortAfter(sorted, 'city', true)))
  })
})

describe('column order', () => {
  it('places a dragged column where it was dropped, keeping the hidden ones in the order', () => {
    const actor = startView({ ...defaultGridView, hidden: ['email'] })
    actor.send({ type: 'column.place', id: 'city', overId: 'full_name', columns })
    expect(viewOf(actor).order).toEqual([
      'city',
      'full_name',
      'post',
      'email',
      'start_date',
      'salary',
      'age',
      'status',
    ])
    actor.send({ type: 'column.place', id: 'city', overId: 'city', columns: viewOf(actor).order })
    actor.send({ type: 'column.place', id: 'nope', overId: 'age', columns: viewOf(actor).order })
    expect(viewOf(actor).order[0]).toBe('city')
    actor.send({ type: 'column.place', id: 'city', overId: 'status', columns: viewOf(actor).order })
    expect(viewOf(actor).order.at(-1)).toBe('city')
  })
})

describe('the selection', () => {
  it('keeps rows picked one by one across a sort and a filter', () => {
    const actor = startView()
    actor.send({ type: 'row.toggle', id: 7 })
    actor.send({ type: 'rows.toggle', ids: [1, 2, 3] })
    const sorted = changeQuery(
      actor,
      employeeListShape.defaults,
      sortAfter(employeeListShape.defaults, 'salary', false),
    )
    changeQuery(actor, sorted, withStatus(sorted, ['3']))
    expect(viewOf(actor).selection).toEqual({ kind: 'some', ids: [7, 1, 2, 3] })
    actor.send({ type: 'rows.toggle', ids: [1, 2, 3] })
    expect(viewOf(actor).selection).toEqual({ kind: 'some', ids: [7] })
  })

  it('selects all matching but the rows unticked, keeps that across a sort, drops it on a filter', () => {
    const actor = startView()
    actor.send({ type: 'row.toggle', id: 4 })
    actor.send({ type: 'selection.allMatching' })
    actor.send({ type: 'row.toggle', id: 9 })
    actor.send({ type: 'rows.toggle', ids: [10, 11] })
    expect(viewOf(actor).selection).toEqual({ kind: 'allMatching', except: [9, 10, 11] })
    expect(selectedCount(viewOf(actor).selection, 20_000)).toBe(19_997)

    let params = employeeListShape.defaults
    params = changeQuery(actor, params, sortAfter(params, 'age', false))
    expect(viewOf(actor).selection).toEqual({ kind: 'allMatching', except: [9, 10, 11] })
    changeQuery(actor, params, withStatus(params, ['3', '4']))
    expect(viewOf(actor).selection).toEqual({ kind: 'some', ids: [] })
  })

  it('clears the selection but keeps the rows opened', () => {
    const actor = startView()
    actor.send({ type: 'row.expand', id: 5 })
    actor.send({ type: 'row.toggle', id: 5 })
    actor.send({ type: 'selection.clear' })
    expect(viewOf(actor).selection).toEqual({ kind: 'some', ids: [] })
    expect(actor.getSnapshot().context.expanded).toEqual([5])
  })
})

describe('the view and the URL', () => {
  it('goes to the URL beside the query and comes back the same, in a new actor', () => {
    const actor = startView()
    actor.send({ type: 'column.toggle', id: 'email' })
    actor.send({ type: 'column.pin', id: 'salary' })
    actor.send({ type: 'column.move', id: 'city', step: -1, columns })
    actor.send({ type: 'density.set', density: 'condensed' })
    actor.send({ type: 'selection.allMatching' })
    actor.send({ type: 'row.toggle', id: 12 })
    const params = withStatus(sortAfter(employeeListShape.defaults, 'salary', true), ['3'])

    const search = searchWithGridView(
      searchFromParams(params, employeeListShape.defaults),
      viewOf(actor),
    )
    const url = new URLSearchParams(search.toString())
    expect(url.get('hide')).toBe('email')
    expect(url.get('selected')).toBe('all')

    const reopened = startView(gridViewFromSearch(url, columns))
    expect(viewOf(reopened)).toEqual({
      hidden: ['email'],
      pinned: ['salary'],
      order: ['full_name', 'post', 'city', 'email', 'start_date', 'salary', 'age', 'status'],
      density: 'condensed',
      selection: { kind: 'allMatching', except: [12] },
    })
    expect(paramsFromSearch(url, employeeListShape)).toEqual(params)
  })

  it('takes a view from the URL (Back / Forward) and leaves the defaults out of it', () => {
    const actor = startView()
    const fromLink = gridViewFromSearch(
      new URLSearchParams('hide=age,nope&selected=3,x,3,8&density=huge'),
      columns,
    )
    actor.send({ type: 'view.url', view: fromLink })
    expect(viewOf(actor)).toEqual({
      ...defaultGridView,
      hidden: ['age'],
      selection: { kind: 'some', ids: [3, 8] },
    })
    actor.send({ type: 'view.url', view: defaultGridView })
    expect(searchWithGridView(new URLSearchParams('q=ava'), viewOf(actor)).toString()).toBe('q=ava')
  })
})
