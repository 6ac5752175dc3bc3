import type { ListTableState } from '../../components/list-table/listTableTypes'

/** The table's state from a list machine's tags. */
export function listTableState(snapshot: { hasTag(tag: string): boolean }): ListTableState {
  if (snapshot.hasTag('loading')) return 'loading'
  if (snapshot.hasTag('error')) return 'error'
  if (snapshot.hasTag('empty')) return 'empty'
  return 'populated'
}
