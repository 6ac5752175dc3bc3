import { type User, userSortColumns } from '../../../api/types/users'

// Every field but the avatar: the same list the table sorts by.
const columns = userSortColumns

/**
 * One CSV cell: quoted when it holds a quote, comma or line break; a leading character a
 * spreadsheet would run as a formula gets a quote mark (phone numbers like "+49 …" keep theirs).
 */
function csvCell(value: string | number): string {
  let text = String(value)
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d (])/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The users as CSV (RFC 4180, CRLF lines), a header row first. */
export function usersCsv(users: readonly User[]): string {
  const lines = [columns.join(',')]
  for (const user of users) lines.push(columns.map((column) => csvCell(user[column])).join(','))
  return `${lines.join('\r\n')}\r\n`
}
