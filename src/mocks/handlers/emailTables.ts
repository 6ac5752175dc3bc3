import { z } from 'zod'
import type {
  Email,
  EmailDetail,
  EmailFolder,
  EmailLabel,
  EmailListContext,
  EmailsMeta,
  EmailView,
} from '../../api/types/email'
import { createEmails } from '../../fixtures/email'
import type { RepositoryReader, Where } from '../db/repository'
import { defineTable } from '../db/table'
import { notFound } from '../http/errors'

export const emailsTable = defineTable<Email>('emails', createEmails)

export const emailFolder = z.enum([
  'inbox',
  'sent',
  'draft',
  'spam',
  'trash',
]) satisfies z.ZodType<EmailFolder>
export const emailView = z.enum([
  'inbox',
  'sent',
  'draft',
  'spam',
  'trash',
  'starred',
]) satisfies z.ZodType<EmailView>
export const emailLabel = z.enum([
  'personal',
  'company',
  'important',
  'private',
]) satisfies z.ZodType<EmailLabel>

/** A query parameter that may be absent or empty (the client sends `label=` for "no label"). */
export const optionalParam = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/**
 * Which emails a list shows. The folder defaults to the inbox, except that a
 * label without a folder looks across every folder but trash (the label views
 * of the side menu); a folder and a label together narrow to both.
 */
function inList(folder: EmailView | undefined, label: EmailLabel | undefined): Where<Email> {
  const view = folder ?? (label ? undefined : 'inbox')
  const labels = label ? { has: label } : undefined
  if (view === 'starred') return { isStarred: true, folder: { not: 'trash' }, labels }
  if (view === undefined) return { folder: { not: 'trash' }, labels }
  return { folder: view, labels }
}

/** A folder, starred or label list: searched on subject and sender, newest first. */
export async function listEmails(
  repo: RepositoryReader,
  { folder, label, q }: EmailListContext,
): Promise<Email[]> {
  const { rows } = await repo.list(emailsTable, {
    q,
    searchFields: ['subject', 'from.name', 'from.email'],
    where: inList(folder, label),
    sortColumn: 'time',
    sort: 'desc',
  })
  return rows
}

/** SPEC §9: unread inbox, every draft, unread spam. */
export async function emailsMeta(repo: RepositoryReader): Promise<EmailsMeta> {
  const [inbox, draft, spam] = await Promise.all([
    repo.count(emailsTable, { folder: 'inbox', isRead: false }),
    repo.count(emailsTable, { folder: 'draft' }),
    repo.count(emailsTable, { folder: 'spam', isRead: false }),
  ])
  return { inbox, draft, spam }
}

const listName = ({ folder, label, q }: EmailListContext, email: Email) =>
  [folder ?? (label ? 'all mail' : email.folder), label && `label ${label}`, q && `search "${q}"`]
    .filter(Boolean)
    .join(', ')

/**
 * The list an opened email is paged in: the given folder/label/search, or by
 * default the email's own folder. 404 when the email is not in it.
 */
export async function positionOf(repo: RepositoryReader, id: number, context: EmailListContext) {
  const email = await repo.get(emailsTable, id)
  if (!email) throw notFound(`No email with id ${id}.`)
  const effective = context.folder || context.label ? context : { ...context, folder: email.folder }
  const list = await listEmails(repo, effective)
  const index = list.findIndex((row) => row.id === id)
  if (index < 0) throw notFound(`Email ${id} is not in the list (${listName(context, email)}).`)
  return { list, index, name: listName(effective, email) }
}

export function withNeighbours(list: readonly Email[], index: number): EmailDetail {
  const email = list[index]
  if (!email) throw notFound('No email at this position.')
  return { ...email, hasPreviousMail: index > 0, hasNextMail: index < list.length - 1 }
}
