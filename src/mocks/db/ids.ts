/** The id of a new row: the highest id plus one (SPEC §7), 1 for an empty table. */
export function nextId(rows: ReadonlyArray<{ id: number }>): number {
  let highest = 0
  for (const row of rows) if (row.id > highest) highest = row.id
  return highest + 1
}
