// The fast list query (cached sorted indexes, one walk per query) against the
// plain search-filter-sort-slice it replaces, on random rows.
import { describe, expect, it } from 'vitest'
import type { ListPage, SortDirection } from '../../src/api/types/common'
import { createRandom, type Random } from '../../src/fixtures/random'
import { type ListQuery, queryList, whenGiven } from '../../src/mocks/db/listQuery'
import { createMemoryStorage } from '../../src/mocks/db/storage'
import { defineTable, Store } from '../../src/mocks/db/store'

interface Row {
  id: number
  name: string
  city: string | null
  score: number | null | undefined
  active: boolean | null
  tags: { kind: string } | string[] | null
}

// The reference: the list query as it was before the indexes, kept as plain as possible.
type Key = number | string | null
function referenceKey(value: unknown): Key {
  if (value === undefined || value === null) return null
  if (typeof value === 'number') return value
  if (typeof value === 'boolean') return Number(value)
  return String(value)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}
function referenceCompare(a: Key, b: Key): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0
}
function referenceText(value: unknown): string {
  if (value === undefined || value === null) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}
function referenceQuery(rows: readonly Row[], query: ListQuery<Row>): ListPage<Row> {
  const needle = (query.q ?? '').trim().toLowerCase()
  const matching = rows.filter(
    (row) =>
      (query.filters ?? []).every((filter) => filter(row)) &&
      (needle === '' ||
        (query.searchFields ?? []).some((field) =>
          referenceText(field(row)).toLowerCase().includes(needle),
        )),
  )
  const column = query.sortColumn
  const direction = query.sort === 'desc' ? -1 : 1
  const sorted = column
    ? matching
        .map((row, index) => ({ row, index, key: referenceKey(row[column]) }))
        .sort((a, b) => {
          if (a.key === null || b.key === null)
            return (a.key === null ? 1 : 0) - (b.key === null ? 1 : 0) || a.index - b.index
          return direction * referenceCompare(a.key, b.key) || a.index - b.index
        })
        .map((entry) => entry.row)
    : matching
  if (!query.perPage) return { total: sorted.length, rows: sorted }
  const start = (Math.max(1, Math.floor(query.page ?? 1)) - 1) * query.perPage
  return { total: sorted.length, rows: sorted.slice(start, start + query.perPage) }
}

// Few distinct values, so ties are common; accents, case, ASCII diacritics (^ `) and blanks.
const names = ['Élodie', 'elodie', 'ELODIE', 'Zoë', 'zoe', 'Ålvaro', 'alvaro', 'Ana^', 'ana`b']
const moreNames = ['anab', 'Øystein', 'ñandú', 'Nandu', 'İlkay', 'ǅemal', '', ' ', '10', '9']
const cities = ['Lisbon', 'lisbon', 'Málaga', 'Malaga', 'Zürich', 'Accra']
const scores = [3, -1, 0, 2.5, 10, 3, 1e9, -0]
const columns = ['id', 'name', 'city', 'score', 'active', 'tags'] as const

function randomRow(random: Random, id: number): Row {
  const tags: Array<Row['tags']> = [null, { kind: random.pick(cities) }, [random.pick(names), 'x']]
  return {
    id,
    name: random.pick(random.bool(0.7) ? names : moreNames),
    city: random.bool(0.15) ? null : random.pick(cities),
    score: random.bool(0.2) ? (random.bool() ? null : undefined) : random.pick(scores),
    active: random.bool(0.1) ? null : random.bool(),
    tags: random.pick(tags),
  }
}

function randomQuery(random: Random): ListQuery<Row> {
  const query: ListQuery<Row> = {}
  if (random.bool(0.8)) query.sortColumn = random.pick(columns)
  if (random.bool(0.8)) query.sort = random.pick<SortDirection>(['asc', 'desc'])
  if (random.bool(0.4)) {
    const city = random.pick([...cities, ''])
    query.filters = [whenGiven(city, (row: Row, value) => row.city === value)]
    if (random.bool()) query.filters = [...query.filters, (row) => row.active !== false]
  }
  if (random.bool(0.4)) {
    query.q = random.pick(['ELO', 'a', ' lis ', 'kind', 'zoë', '"', '3', '', 'nothing'])
    query.searchFields = random.pick([
      [(row: Row) => row.name, (row: Row) => row.city],
      [(row: Row) => row.tags, (row: Row) => row.score],
      [],
    ])
  }
  if (random.bool(0.8)) {
    query.perPage = random.pick([1, 3, 10, 25, 0, 2.5, -4])
    query.page = random.pick([1, 2, 3, 7, 0, -1, 1.5, 40, Number.NaN])
  }
  return query
}

function deepFrozen(rows: Row[]): readonly Row[] {
  for (const row of rows) Object.freeze(row)
  return Object.freeze(rows)
}

describe('queryList against the plain reference', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`answers as the reference on random rows and queries (seed ${seed})`, () => {
      const random = createRandom(seed)
      const plain = Array.from({ length: random.int(0, 150) }, (_, index) =>
        randomRow(random, index + 1),
      )
      // A frozen array is a stored table (indexed and cached); a plain one is sorted per query.
      const frozen = deepFrozen(plain.map((row) => ({ ...row })))
      for (let attempt = 0; attempt < 150; attempt += 1) {
        const query = randomQuery(random)
        const expected = referenceQuery(plain, query)
        expect(queryList(plain, query), JSON.stringify(query)).toEqual(expected)
        expect(queryList(frozen, query), JSON.stringify(query)).toEqual(expected)
      }
    })
  }

  it('keeps ties in store order and missing values last in both directions', () => {
    const rows = deepFrozen([
      { id: 1, name: 'b', city: null, score: 2, active: true, tags: null },
      { id: 2, name: 'Á', city: 'x', score: null, active: false, tags: null },
      { id: 3, name: 'a', city: null, score: 2, active: null, tags: null },
      { id: 4, name: 'B', city: 'x', score: 1, active: true, tags: null },
      { id: 5, name: 'a', city: null, score: undefined, active: false, tags: null },
    ])
    const ids = (column: keyof Row & string, sort: SortDirection) =>
      queryList(rows, { sortColumn: column, sort }).rows.map((row) => row.id)
    expect(ids('name', 'asc')).toEqual([2, 3, 5, 1, 4])
    expect(ids('name', 'desc')).toEqual([1, 4, 2, 3, 5])
    expect(ids('score', 'asc')).toEqual([4, 1, 3, 2, 5])
    expect(ids('score', 'desc')).toEqual([1, 3, 4, 2, 5])
    expect(ids('active', 'desc')).toEqual([1, 4, 2, 5, 3])
  })
})

describe('queryList over the store', () => {
  const table = defineTable<Row>('test:listQuery', () =>
    Array.from({ length: 40 }, (_, index) => randomRow(createRandom(index), index + 1)),
  )

  it('sees every write: the store hands out one frozen array per version of a table', () => {
    const store = new Store({ referenceDay: new Date(0), storage: createMemoryStorage() })
    const before = store.read(table)
    expect(store.read(table)).toBe(before)
    expect(Object.isFrozen(before)).toBe(true)
    const query: ListQuery<Row> = { sortColumn: 'name', sort: 'desc', perPage: 5 }
    expect(queryList(before, query)).toEqual(referenceQuery(before, query))

    const edited = { ...before[0]!, name: 'ǄǄ first' }
    store.transaction((tx) => tx.write(table, [edited, ...before.slice(1)]))
    edited.name = 'changed after the write'
    const after = store.read(table)
    expect(after).not.toBe(before)
    // The write copied the new row and kept the others (frozen, so sharing them is safe).
    expect(after[0]).not.toBe(edited)
    expect(after[1]).toBe(before[1])
    expect(queryList(after, query).rows[0]?.name).toBe('ǄǄ first')
    expect(queryList(after, query)).toEqual(referenceQuery(after, query))
    expect(queryList(before, query)).toEqual(referenceQuery(before, query))
  })
})
