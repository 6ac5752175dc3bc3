// Sample people and a stateful wrapper for the ListTable stories (not a stories file).
import { PencilIcon, PlusIcon } from '@primer/octicons-react'
import { Button, IconButton, Label, TextInput } from '@primer/react'
import type { Decorator } from '@storybook/react-vite'
import { useState } from 'react'
import { fn } from 'storybook/test'
import type { SortDirection } from '../../src/api/types/common'
import { ListTable } from '../../src/components/list-table/ListTable'
import type {
  ListTableColumn,
  ListTableLabels,
  ListTableProps,
} from '../../src/components/list-table/listTableTypes'

export interface Person {
  id: number
  name: string
  email: string
  role: 'Admin' | 'Editor' | 'Author' | 'Subscriber'
  status: 'Active' | 'Pending' | 'Inactive'
  plan: 'Basic' | 'Team' | 'Company' | 'Enterprise'
  joined: string
}

/** The item at `index`, counting round the list. */
function cycle<Item>(list: readonly [Item, ...Item[]], index: number): Item {
  return list[index % list.length] ?? list[0]
}

const firstNames: [string, ...string[]] = [
  'Amara',
  'Bruno',
  'Chen',
  'Dalia',
  'Emeka',
  'Farah',
  'Goran',
  'Hana',
]
const lastNames: [string, ...string[]] = [
  'Okafor',
  'Silva',
  'Wei',
  'Haddad',
  'Eze',
  'Karimi',
  'Petrović',
  'Sato',
]
const roles: [Person['role'], ...Person['role'][]] = ['Admin', 'Editor', 'Author', 'Subscriber']
const statuses: [Person['status'], ...Person['status'][]] = [
  'Active',
  'Pending',
  'Active',
  'Inactive',
]
const plans: [Person['plan'], ...Person['plan'][]] = ['Basic', 'Team', 'Company', 'Enterprise']

/** 57 people: six pages of 10. */
export const people: Person[] = Array.from({ length: 57 }, (_, index) => {
  const first = cycle(firstNames, index)
  const last = cycle(lastNames, index + Math.floor(index / firstNames.length))
  const day = new Date(Date.UTC(2025, index % 12, 1 + ((index * 7) % 28)))
  return {
    id: index + 1,
    name: `${first} ${last}`,
    email: `${first}.${last}`.toLowerCase().replace('ć', 'c') + `${index + 1}@example.com`,
    role: cycle(roles, index),
    status: cycle(statuses, index * 3),
    plan: cycle(plans, index * 5),
    joined: day.toISOString().slice(0, 10),
  }
})

/** The sample person at `index` (0 is Amara Okafor). */
export function person(index: number): Person {
  const found = people[index]
  if (!found) throw new RangeError(`No sample person ${index}`)
  return found
}

/** The row (a card on phones) that holds `element`. */
export function rowOf(element: HTMLElement): HTMLElement {
  const row = element.closest<HTMLElement>('[role="row"]')
  if (!row) throw new Error('The element is not in a row')
  return row
}

const joinedFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })
const statusVariant = { Active: 'success', Pending: 'attention', Inactive: 'secondary' } as const

/** Handler of the Edit buttons. */
export const onEdit = fn()

export const peopleColumns: ListTableColumn<Person>[] = [
  {
    id: 'name',
    header: 'Name',
    field: 'name',
    isSortable: true,
    isRowHeader: true,
    stacked: 'title',
  },
  { id: 'email', header: 'Email', field: 'email', isSortable: true, stacked: 'secondary' },
  { id: 'role', header: 'Role', field: 'role', isSortable: true },
  {
    id: 'status',
    header: 'Status',
    width: 'auto',
    renderCell: (row) => <Label variant={statusVariant[row.status]}>{row.status}</Label>,
  },
  { id: 'plan', header: 'Plan', field: 'plan', width: 'auto' },
  {
    id: 'joined',
    header: 'Joined',
    isSortable: true,
    width: 'auto',
    renderCell: (row) => joinedFormat.format(new Date(row.joined)),
  },
  {
    id: 'actions',
    header: 'Actions',
    width: 'auto',
    stacked: 'actions',
    renderCell: (row) => (
      <IconButton
        icon={PencilIcon}
        size="small"
        variant="invisible"
        aria-label={`Edit ${row.name}`}
        onClick={() => onEdit(row.id)}
      />
    ),
  },
]

export const peopleLabels: ListTableLabels = {
  selectPage: 'Select all on this page',
  selectRow: (name) => `Select ${name}`,
  pagination: 'Pages',
  pages: {
    previous: 'Previous',
    next: 'Next',
    page: (page) => `Page ${page}`,
    pageNumber: String,
  },
  perPage: 'Rows per page',
  summary: ({ from, to, total }) => `Showing ${from} to ${to} of ${total}`,
  empty: 'No users match these filters',
  error: 'The users could not be loaded.',
  retry: 'Retry',
  // Worded unlike Primer's own English, so the stories show these are the texts used.
  loading: 'Loading rows',
  sortAscending: 'Sort A to Z',
  sortDescending: 'Sort Z to A',
}

export function PeopleToolbar() {
  return (
    <>
      <TextInput aria-label="Search users" placeholder="Search users" />
      <Button variant="primary" leadingVisual={PlusIcon}>
        Add user
      </Button>
    </>
  )
}

/** `ListTable` for people: the stories' component. */
export function PeopleListTable(props: ListTableProps<Person>) {
  return <ListTable<Person> {...props} />
}
// The docs page's first props tab: the story's own controls (a built Storybook minifies names).
PeopleListTable.displayName = 'Story controls'

function sortPeople(rows: Person[], column: string, sort: SortDirection): Person[] {
  if (column !== 'name' && column !== 'email' && column !== 'role' && column !== 'joined')
    return rows
  const factor = sort === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => a[column].localeCompare(b[column]) * factor)
}

/**
 * The table as a screen drives it: selection, page, page size and sort in
 * state (as the list machine keeps them, a new page or sort clears the
 * selection), the rows of the page from `people`, and every callback also
 * reported to the story's spies. `hasSortReset` puts a "Sort by name" button
 * in the toolbar, to change the sort from outside the table.
 */
export function StatefulPeopleTable({
  hasSortReset = false,
  ...props
}: ListTableProps<Person> & { hasSortReset?: boolean }) {
  const [selectedIds, setSelectedIds] = useState<readonly number[]>(props.selectedIds ?? [])
  const [page, setPage] = useState(props.page)
  const [perPage, setPerPage] = useState(props.perPage)
  const [sort, setSort] = useState({ column: props.sortColumn ?? '', sort: props.sort ?? 'asc' })
  const sorted = sortPeople(people, sort.column, sort.sort)
  const rows = sorted.slice((page - 1) * perPage, page * perPage)
  return (
    <PeopleListTable
      {...props}
      rows={rows}
      total={people.length}
      selectedIds={selectedIds}
      page={page}
      perPage={perPage}
      sortColumn={sort.column}
      sort={sort.sort}
      actions={
        hasSortReset ? (
          // A sort set from outside the table (a link, Back): the headers follow.
          <Button onClick={() => setSort({ column: 'name', sort: 'asc' })}>Sort by name</Button>
        ) : (
          props.actions
        )
      }
      onToggleRow={(id) => {
        setSelectedIds((ids) => (ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id]))
        props.onToggleRow?.(id)
      }}
      onTogglePage={() => {
        setSelectedIds((ids) => (ids.length === rows.length ? [] : rows.map((row) => row.id)))
        props.onTogglePage?.()
      }}
      onPage={(next) => {
        setPage(next)
        setSelectedIds([])
        props.onPage?.(next)
      }}
      onPerPage={(next) => {
        setPerPage(next)
        setPage(1)
        setSelectedIds([])
        props.onPerPage?.(next)
      }}
      onSort={(column, direction) => {
        setSort({ column, sort: direction })
        setPage(1)
        setSelectedIds([])
        props.onSort?.(column, direction)
      }}
    />
  )
}

/** The stories' starting props: page 1 of the users, with the toolbar. */
export const peopleTableArgs = {
  title: 'Users',
  actions: <PeopleToolbar />,
  columns: peopleColumns,
  labels: peopleLabels,
  rowLabel: (row: Person) => row.name,
  rows: people.slice(0, 10),
  state: 'populated',
  page: 1,
  perPage: 10,
  total: people.length,
} satisfies Partial<ListTableProps<Person>>

/** Spies for every callback (one set per stories file). */
export function peopleTableSpies() {
  return {
    onSort: fn(),
    onToggleRow: fn(),
    onTogglePage: fn(),
    onPage: fn(),
    onPerPage: fn(),
    onRetry: fn(),
  }
}

/** The stories' page margin. */
export const withPadding: Decorator = (Story) => (
  <div style={{ padding: 16 }}>
    <Story />
  </div>
)
