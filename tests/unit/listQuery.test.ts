import { describe, expect, it } from 'vitest'
import { queryList, whenGiven } from '../../src/mocks/db/listQuery'

interface Row {
  id: number
  name: string
  score: number | null
  team: string
}

const rows: Row[] = [
  { id: 1, name: 'beatriz', score: 3, team: 'red' },
  { id: 2, name: 'Álvaro', score: null, team: 'blue' },
  { id: 3, name: 'Chen', score: 10, team: 'red' },
  { id: 4, name: 'anna', score: 3, team: 'blue' },
  { id: 5, name: 'Dara', score: 2, team: 'red' },
]
const ids = (page: { rows: Row[] }) => page.rows.map((row) => row.id)

describe('queryList', () => {
  it('searches the named fields case-insensitively', () => {
    expect(ids(queryList(rows, { q: 'AN', searchFields: [(row) => row.name] }))).toEqual([4])
    expect(ids(queryList(rows, { q: 'red', searchFields: [(row) => row.name] }))).toEqual([])
    expect(ids(queryList(rows, { q: '  ', searchFields: [(row) => row.name] }))).toEqual([
      1, 2, 3, 4, 5,
    ])
  })

  it('applies every filter; an empty value filters nothing', () => {
    const byTeam = (team: string) => whenGiven(team, (row: Row, value) => row.team === value)
    expect(ids(queryList(rows, { filters: [byTeam('red')] }))).toEqual([1, 3, 5])
    expect(ids(queryList(rows, { filters: [byTeam('')] }))).toEqual([1, 2, 3, 4, 5])
  })

  it('sorts numbers as numbers, text case- and accent-folded, missing values last, ties in store order', () => {
    expect(ids(queryList(rows, { sortColumn: 'score' }))).toEqual([5, 1, 4, 3, 2])
    expect(ids(queryList(rows, { sortColumn: 'score', sort: 'desc' }))).toEqual([3, 1, 4, 5, 2])
    expect(ids(queryList(rows, { sortColumn: 'name' }))).toEqual([2, 4, 1, 3, 5])
  })

  it('pages after sorting and counts every match', () => {
    const query = { sortColumn: 'id', sort: 'desc', perPage: 2 } as const
    expect(queryList(rows, { ...query, page: 1 })).toEqual({ total: 5, rows: [rows[4], rows[3]] })
    expect(ids(queryList(rows, { ...query, page: 3 }))).toEqual([1])
    expect(queryList(rows, { ...query, page: 4 })).toEqual({ total: 5, rows: [] })
    expect(ids(queryList(rows, { ...query, page: 0 }))).toEqual([5, 4])
  })
})
