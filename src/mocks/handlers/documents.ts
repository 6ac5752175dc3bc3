// Documents (the profile, the pricing, the account settings, the card payloads):
// tables of one row, read through the repository port.
import type { RepositoryReader } from '../db/repository'
import { documentKey, type Table } from '../db/table'
import { HttpError } from '../http/errors'

/** The document's one row; a 500 naming `what` when it is missing. */
export async function readDocument<Row>(
  reader: RepositoryReader,
  table: Table<Row>,
  what: string,
): Promise<Row> {
  const row = await reader.get(table, documentKey)
  if (row === undefined) throw new HttpError(500, { message: `The ${what} is missing.` })
  return row
}
