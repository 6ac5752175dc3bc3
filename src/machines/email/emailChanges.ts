import type { Email, EmailFolder, EmailLabel, EmailUpdate } from '../../api/types/email'
import type { MailboxView } from './emailView'

/** A write on some emails: set flags or the folder, or toggle one label. */
export type EmailChange =
  { kind: 'update'; data: EmailUpdate } | { kind: 'label'; label: EmailLabel }

export function changeEmail(email: Email, change: EmailChange): Email {
  if (change.kind === 'update') return { ...email, ...change.data }
  const labels = email.labels.includes(change.label)
    ? email.labels.filter((label) => label !== change.label)
    : [...email.labels, change.label]
  return { ...email, labels }
}

/** Whether an email belongs in the list of `view` (the server's rule, for optimistic updates). */
export function belongsToList(email: Email, view: MailboxView): boolean {
  if (view.label && !email.labels.includes(view.label)) return false
  const folder = view.folder ?? (view.label ? undefined : 'inbox')
  if (folder === 'starred') return email.isStarred && email.folder !== 'trash'
  if (folder === undefined) return email.folder !== 'trash'
  return email.folder === folder
}

const newestFirst = (a: Email, b: Email) => b.time.localeCompare(a.time) || b.id - a.id

/** The list after `change` on `ids`: changed in place, or gone when it no longer belongs. */
export function changeList(
  emails: readonly Email[],
  ids: readonly number[],
  change: EmailChange,
  view: MailboxView,
): Email[] {
  const wanted = new Set(ids)
  return emails
    .map((email) => (wanted.has(email.id) ? changeEmail(email, change) : email))
    .filter((email) => !wanted.has(email.id) || belongsToList(email, view))
}

/** Puts emails back as they were before a failed write, in list order. */
export function restoreList(
  emails: readonly Email[],
  before: readonly Email[],
  view: MailboxView,
): Email[] {
  const restored = new Set(before.map((email) => email.id))
  return [
    ...emails.filter((email) => !restored.has(email.id)),
    ...before.filter((email) => belongsToList(email, view)),
  ].sort(newestFirst)
}

/** Emails grouped by the folder they were in: what undoing a move sends back. */
export function byFolder(emails: readonly Email[]): Array<{ folder: EmailFolder; ids: number[] }> {
  const groups = new Map<EmailFolder, number[]>()
  for (const email of emails)
    groups.set(email.folder, [...(groups.get(email.folder) ?? []), email.id])
  return [...groups].map(([folder, ids]) => ({ folder, ids }))
}

/** Keeps the selected ids that are still listed. */
export function keepListed(selected: readonly number[], emails: readonly Email[]): number[] {
  const listed = new Set(emails.map((email) => email.id))
  return selected.filter((id) => listed.has(id))
}

/** The id `by` rows away from `current` (the first row when there is no current one). */
export function moveCursor(
  emails: readonly Email[],
  current: number | undefined,
  by: 1 | -1,
): number | undefined {
  if (emails.length === 0) return undefined
  const index = emails.findIndex((email) => email.id === current)
  if (index === -1) return emails[0]?.id
  return emails[Math.min(emails.length - 1, Math.max(0, index + by))]?.id
}
