// The port's declarative list query, answered in memory by the one list query
// (`queryList`) of the simulated back end.
import type { ListQuery } from './listQuery'
import type { FieldCondition, RowQuery, Where } from './repository'

/** Reads a field, or a field of an object-valued field (`'from.name'`). */
export function fieldGetter(path: string): (row: unknown) => unknown {
  const [field = '', inner] = path.split('.', 2)
  const read = (value: unknown, name: string): unknown =>
    value && typeof value === 'object' ? Reflect.get(value, name) : undefined
  return inner === undefined ? (row) => read(row, field) : (row) => read(read(row, field), inner)
}

function isCondition(value: unknown, name: 'in' | 'not' | 'has'): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    name in value
  )
}

/** One field's condition, spelled out: equal to, one of, not equal to, or (arrays) holding a value. */
export type ConditionKind =
  | { kind: 'equals'; value: unknown }
  | { kind: 'in'; values: readonly unknown[] }
  | { kind: 'not'; value: unknown }
  | { kind: 'has'; value: unknown }

export function conditionKind(condition: FieldCondition<unknown>): ConditionKind {
  if (isCondition(condition, 'in'))
    return { kind: 'in', values: Reflect.get(condition as object, 'in') as unknown[] }
  if (isCondition(condition, 'not'))
    return { kind: 'not', value: Reflect.get(condition as object, 'not') }
  if (isCondition(condition, 'has'))
    return { kind: 'has', value: Reflect.get(condition as object, 'has') }
  return { kind: 'equals', value: condition }
}

/** One field's condition as a test of that field's value. */
function conditionTest(condition: FieldCondition<unknown>): (value: unknown) => boolean {
  const spelled = conditionKind(condition)
  switch (spelled.kind) {
    case 'in': {
      const allowed = new Set<unknown>(spelled.values)
      return (value) => allowed.has(value)
    }
    case 'not':
      return (value) => value !== spelled.value
    case 'has':
      return (value) => Array.isArray(value) && value.includes(spelled.value)
    case 'equals':
      return (value) => value === spelled.value
  }
}

/** The conditions of `where` as row filters (undefined conditions left out). */
export function whereFilters<Row>(where: Where<Row> | undefined): Array<(row: Row) => boolean> {
  const filters: Array<(row: Row) => boolean> = []
  for (const [field, condition] of Object.entries(where ?? {})) {
    if (condition === undefined) continue
    const test = conditionTest(condition)
    filters.push((row) => test(Reflect.get(row as object, field)))
  }
  return filters
}

/** Whether a row meets every condition of `where`. */
export function meetsWhere<Row>(where: Where<Row> | undefined): (row: Row) => boolean {
  const filters = whereFilters(where)
  return (row) => filters.every((filter) => filter(row))
}

/** A searched field's text: an array's items joined by spaces, anything else as the list query reads it. */
function searchValue(path: string): (row: unknown) => unknown {
  const read = fieldGetter(path)
  return (row) => {
    const value = read(row)
    return Array.isArray(value) ? value.join(' ') : value
  }
}

/** The port's query as the in-memory list query. */
export function toListQuery<Row>(query: RowQuery<Row>): ListQuery<Row> {
  return {
    q: query.q,
    searchFields: (query.searchFields ?? []).map((path) => searchValue(path)),
    filters: whereFilters(query.where),
    sortColumn: query.sortColumn,
    sort: query.sort,
    page: query.page,
    perPage: query.perPage,
  }
}
