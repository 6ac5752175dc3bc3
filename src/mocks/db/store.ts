import { createMemoryStorage, type StoragePort } from './storage'

/**
 * A named collection of the simulated back end. Each area defines its tables
 * next to its handlers; a table is seeded from fixtures the first time it is
 * read (or restored from storage, when a visit stored it).
 */
export interface Table<Row> {
  readonly name: string
  readonly seed: (referenceDay: Date) => Row[]
}

export function defineTable<Row>(name: string, seed: (referenceDay: Date) => Row[]): Table<Row> {
  return { name, seed }
}

/** Reads and stages writes inside one transaction. */
export interface Transaction {
  read<Row>(table: Table<Row>): readonly Row[]
  write<Row>(table: Table<Row>, rows: Row[]): void
}

export class Store {
  readonly referenceDay: Date
  private readonly storage: StoragePort
  private readonly tables = new Map<string, unknown[]>()
  private stored: Map<string, unknown>
  private pendingSave: Promise<void> = Promise.resolve()

  constructor(options: {
    referenceDay: Date
    storage?: StoragePort
    stored?: Map<string, unknown>
  }) {
    this.referenceDay = options.referenceDay
    this.storage = options.storage ?? createMemoryStorage()
    this.stored = options.stored ?? new Map()
  }

  get storageKind(): StoragePort['kind'] {
    return this.storage.kind
  }

  /** A table's rows. Frozen: change them only through `transaction`. */
  read<Row>(table: Table<Row>): readonly Row[] {
    let rows = this.tables.get(table.name) as Row[] | undefined
    if (!rows) {
      const restored = this.stored.get(table.name)
      rows = Array.isArray(restored) ? (restored as Row[]) : table.seed(this.referenceDay)
      this.tables.set(table.name, deepFreeze(rows))
    }
    return rows
  }

  /**
   * Runs `work` against staged copies: every write lands together when `work`
   * returns, and none of them does when it throws. Nothing is ever half-written.
   */
  transaction<Result>(work: (tx: Transaction) => Result): Result {
    const staged = new Map<string, unknown[]>()
    const tx: Transaction = {
      read: <Row>(table: Table<Row>) =>
        (staged.get(table.name) as Row[] | undefined) ?? this.read(table),
      write: <Row>(table: Table<Row>, rows: Row[]) => {
        this.read(table)
        staged.set(table.name, structuredClone(rows))
      },
    }
    const result = work(tx)
    for (const [name, rows] of staged) this.tables.set(name, deepFreeze(rows))
    if (staged.size > 0) this.persist([...staged])
    return result
  }

  /** Every table read or written so far, by name (for invariant checks and inspection). */
  loadedTables(): ReadonlyMap<string, readonly unknown[]> {
    return this.tables
  }

  /** Resolves when every write so far has reached storage. */
  flushed(): Promise<void> {
    return this.pendingSave
  }

  /** "Reset demo data": forget every write and stored table, back to the sample data. */
  async reset(): Promise<void> {
    await this.pendingSave
    this.tables.clear()
    this.stored = new Map()
    await this.storage.clear()
  }

  private persist(changes: Array<[string, unknown[]]>): void {
    this.pendingSave = this.pendingSave
      .then(() => this.storage.save(changes))
      .catch((error: unknown) => console.error('Could not save demo data', error))
  }
}

function deepFreeze<Value>(value: Value): Value {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const nested of Object.values(value)) deepFreeze(nested)
  }
  return value
}
