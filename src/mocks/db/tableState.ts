// One table in memory: its rows in table order, each row by key, and the sorted
// indexes of the columns queried so far, kept up to date row by row on write.
import { buildSortIndex, type SortIndex } from './sortIndex'
import { insertIndexedRow, removeIndexedRow, updateIndexedKey } from './sortIndexUpdate'
import { sortKeyOf } from './sortKeys'
import type { RowRecord } from './storage'
import { keyFieldOf, type RowKey, rowKeyOf, type Table } from './table'

/** A transaction's changes to one table: the new row by key, or null for a removed row. */
export type TableChanges = ReadonlyMap<RowKey, unknown>

/** What a commit does to one table: computed before the save, applied after it succeeds. */
export interface TablePlan {
  put: RowRecord[]
  removed: RowKey[]
}

// Past this many changed rows, rebuilding an index on the next sorted query is cheaper than
// moving rows in it one at a time.
const maxIndexedChanges = 256

export class TableState {
  readonly table: Table<unknown>
  /** Whether storage holds this table's rows (else they are its seed). */
  isStored: boolean
  private rows: unknown[] = []
  private seqs: number[] = []
  private byKey = new Map<RowKey, unknown>()
  private indexes = new Map<string, SortIndex>()
  private snapshot: readonly unknown[] | null = null
  private highestId: number | undefined

  constructor(table: Table<unknown>, records: ReadonlyArray<Omit<RowRecord, 'table'>>) {
    this.table = table
    this.isStored = false
    this.load(records)
  }

  private load(records: ReadonlyArray<Omit<RowRecord, 'table'>>): void {
    this.rows = records.map((record) => record.row)
    this.seqs = records.map((record) => record.seq)
    this.byKey = new Map(records.map((record) => [record.key, record.row]))
    this.indexes.clear()
    this.snapshot = null
    this.highestId = undefined
  }

  get size(): number {
    return this.rows.length
  }

  /** The rows in table order; the store's own array, not to be changed or kept. */
  liveRows(): readonly unknown[] {
    return this.rows
  }

  /** The rows as a frozen array, one per version of the table. */
  frozenRows(): readonly unknown[] {
    this.snapshot ??= Object.freeze([...this.rows])
    return this.snapshot
  }

  get(key: RowKey): unknown {
    return this.byKey.get(key)
  }

  has(key: RowKey): boolean {
    return this.byKey.has(key)
  }

  keyOf(row: unknown, seq: number): RowKey {
    return rowKeyOf(row, this.table.key, seq)
  }

  /** Every row as a record, to store a table for the first time. */
  records(): RowRecord[] {
    return this.rows.map((row, at) => {
      const seq = this.seqs[at] ?? at
      return { table: this.table.name, key: this.keyOf(row, seq), seq, row }
    })
  }

  /** The sorted index of `column`, built on its first query and kept up to date after. */
  index(column: string): SortIndex {
    let index = this.indexes.get(column)
    if (!index) {
      index = buildSortIndex(this.rows as ReadonlyArray<Record<string, unknown>>, column)
      this.indexes.set(column, index)
    }
    return index
  }

  highestNumericId(): number {
    if (this.highestId === undefined) {
      let highest = 0
      for (const row of this.rows) {
        const id = keyFieldOf(row, 'id')
        if (typeof id === 'number' && id > highest) highest = id
      }
      this.highestId = highest
    }
    return this.highestId
  }

  /** The records a commit stores and the keys it removes: new rows go last, in a new place. */
  plan(changes: TableChanges): TablePlan {
    const put: RowRecord[] = []
    const removed: RowKey[] = []
    let nextSeq = (this.seqs.at(-1) ?? -1) + 1
    for (const [key, row] of changes) {
      if (row === null) {
        if (this.byKey.has(key)) removed.push(key)
        continue
      }
      const current = this.byKey.get(key)
      const seq = current === undefined ? nextSeq++ : (this.seqs[this.rows.indexOf(current)] ?? 0)
      put.push({ table: this.table.name, key, seq, row })
    }
    return { put, removed }
  }

  /** Applies a saved plan: rows removed, replaced in place, or added last; indexes follow. */
  apply({ put, removed }: TablePlan): void {
    const isIndexed = put.length + removed.length <= maxIndexedChanges
    if (!isIndexed) this.indexes.clear()
    for (const key of removed) {
      const position = this.rows.indexOf(this.byKey.get(key))
      this.rows.splice(position, 1)
      this.seqs.splice(position, 1)
      this.byKey.delete(key)
      for (const index of this.indexes.values()) removeIndexedRow(index, position)
      if (typeof key === 'number' && key === this.highestId) this.highestId = undefined
    }
    for (const { key, seq, row } of put) {
      const current = this.byKey.get(key)
      const position = current === undefined ? this.rows.length : this.rows.indexOf(current)
      if (current === undefined) {
        this.rows.push(row)
        this.seqs.push(seq)
      } else this.rows[position] = row
      this.byKey.set(key, row)
      for (const [column, index] of this.indexes) {
        const sortKey = sortKeyOf(Reflect.get(row as object, column))
        if (current === undefined) insertIndexedRow(index, position, sortKey)
        else updateIndexedKey(index, position, sortKey)
      }
      const id = keyFieldOf(row, 'id')
      if (typeof id === 'number' && this.highestId !== undefined && id > this.highestId)
        this.highestId = id
    }
    this.snapshot = null
  }

  /** Every row replaced (a whole-table write): places numbered again, indexes rebuilt when asked. */
  replaceAll(rows: readonly unknown[]): void {
    this.load(rows.map((row, seq) => ({ key: this.keyOf(row, seq), seq, row })))
  }
}
