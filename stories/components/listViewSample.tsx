// One list layer, three views: a list machine (paged) and a windowed list machine over sample
// people, each read through `useListView`, drawn as a Primer table, a card grid and a virtual
// table (not a stories file).
import { Label } from '@primer/react'
import { useActorRef } from '@xstate/react'
import { ListCardGrid } from '../../src/components/list-grid/ListCardGrid'
import { ListTable } from '../../src/components/list-table/ListTable'
import { ListVirtualTable } from '../../src/components/list-virtual/ListVirtualTable'
import { createListMachine } from '../../src/machines/list/listMachine'
import { type ListParams, listShape } from '../../src/machines/list/listParams'
import { createWindowedListMachine } from '../../src/machines/list/windowedListMachine'
import { listPagingProps, listTableProps } from '../../src/screens/list/listTableProps'
import { useListView } from '../../src/screens/list/useListView'
import { type Person, peopleColumns, peopleLabels, people } from './listTableSample'

const shape = listShape({ filters: { role: '' }, sortColumns: ['name', 'email', 'joined'] })
type PeopleFilters = typeof shape.defaults.filters

/** The people matching `params`, sorted, before paging. */
function matching(rows: readonly Person[], params: ListParams<PeopleFilters>): Person[] {
  const q = params.q.trim().toLowerCase()
  const found = rows.filter(
    (row) =>
      (q === '' || row.name.toLowerCase().includes(q)) &&
      (params.filters.role === '' || row.role === params.filters.role),
  )
  const column = params.sortColumn
  if (column !== 'name' && column !== 'email' && column !== 'joined') return found
  const factor = params.sort === 'desc' ? -1 : 1
  return found.sort((a, b) => a[column].localeCompare(b[column]) * factor)
}

const peopleList = createListMachine<Person, PeopleFilters, never>({
  shape,
  load: async (params) => {
    const rows = matching(people, params)
    const from = (params.page - 1) * params.perPage
    return { rows: rows.slice(from, from + params.perPage), total: rows.length }
  },
})

/** Person `index` of a list of any length, made up from the 57 samples. */
function personAt(index: number): Person {
  const sample = people[index % people.length] ?? people[0]
  if (!sample) throw new RangeError('No sample people')
  return { ...sample, id: index + 1, name: `${sample.name} ${index + 1}` }
}

/** 100,000 people, read by windows of 100 as a virtual table scrolls. */
export const manyPeopleCount = 100_000
const manyPeopleList = createWindowedListMachine<Person, PeopleFilters, never>({
  shape,
  load: async (params, window) => {
    const count = params.q === '' ? manyPeopleCount : 0
    const end = Math.min(count, window.offset + window.limit)
    const rows = Array.from({ length: Math.max(0, end - window.offset) }, (_, offset) =>
      personAt(window.offset + offset),
    )
    return { rows, total: count }
  },
})

const roleVariant = {
  Admin: 'accent',
  Editor: 'success',
  Author: 'attention',
  Subscriber: 'secondary',
} as const

/** The paged list drawn by the kit's Primer table. */
export function PeopleTableView() {
  const list = useActorRef(peopleList, { input: { params: shape.defaults } })
  const view = useListView(list)
  return (
    <ListTable<Person>
      aria-label="Users"
      columns={peopleColumns}
      rowLabel={(row) => row.name}
      labels={peopleLabels}
      {...listTableProps(view)}
    />
  )
}

/** The same paged list drawn as cards. */
export function PeopleCardsView() {
  const list = useActorRef(peopleList, { input: { params: { ...shape.defaults, perPage: 9 } } })
  const view = useListView(list)
  return (
    <ListCardGrid<Person>
      aria-label="Users"
      labels={peopleLabels}
      {...listPagingProps(view)}
      renderCard={(row) => (
        <article className="cea-sample-card" aria-label={row.name}>
          <h3>{row.name}</h3>
          <p>{row.email}</p>
          <Label variant={roleVariant[row.role]}>{row.role}</Label>
        </article>
      )}
    />
  )
}
// The docs page's first props tab: the story's own controls (a built Storybook minifies names).
PeopleCardsView.displayName = 'Story controls'

/** 100,000 people through the windowed list machine, in a virtual table. */
export function PeopleVirtualView() {
  const list = useActorRef(manyPeopleList, { input: { params: shape.defaults } })
  const view = useListView(list)
  return (
    <ListVirtualTable<Person>
      aria-label="Users"
      columns={peopleColumns}
      labels={peopleLabels}
      total={view.total}
      rowAt={view.rowAt}
      onShow={view.show}
      state={view.state}
      isRefreshing={view.isRefreshing}
      sortColumn={view.params.sortColumn}
      sort={view.params.sort}
      onSort={view.sortBy}
      onRetry={view.retry}
    />
  )
}
// The docs page's first props tab: the story's own controls (a built Storybook minifies names).
PeopleVirtualView.displayName = 'Story controls'
