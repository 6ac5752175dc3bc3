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
import { queryList, whenGiven } from '../db/listQuery'
import { defineTable } from '../db/store'
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
function inList(
  email: Email,
  folder: EmailView | undefined,
  label: EmailLabel | undefined,
): boolean {
  const view = folder ?? (label ? undefined : 'inbox')
  if (view === 'starred') return email.isStarred && email.folder !== 'trash'
  if (view === undefined) return email.folder !== 'trash'
  return email.folder === view
}

/** A folder, starred or label list: searched on subject and sender, newest first. */
export function listEmails(
  rows: readonly Email[],
  { folder, label, q }: EmailListContext,
): Email[] {
  return queryList(rows, {
    q,
    searchFields: [
      (email) => email.subject,
      (email) => email.from.name,
      (email) => email.from.email,
    ],
    filters: [
      (email) => inList(email, folder, label),
      whenGiven(label, (email, wanted) => email.labels.includes(wanted)),
    ],
    sortColumn: 'time',
    sort: 'desc',
  }).rows
}

/** SPEC §9: unread inbox, every draft, unread spam. */
export function emailsMeta(rows: readonly Email[]): EmailsMeta {
  const count = (test: (email: Email) => boolean) => rows.filter(test).length
  return {
    inbox: count((email) => email.folder === 'inbox' && !email.isRead),
    draft: count((email) => email.folder === 'draft'),
    spam: count((email) => email.folder === 'spam' && !email.isRead),
  }
}

const listName = ({ folder, label, q }: EmailListContext, email: Email) =>
  [folder ?? (label ? 'all mail' : email.folder), label && `label ${label}`, q && `search "${q}"`]
    .filter(Boolean)
    .join(', ')

/**
 * The list an opened email is paged in: the given folder/label/search, or by
 * default the email's own folder. 404 when the email is not in it.
 */
export function positionOf(rows: readonly Email[], id: number, context: EmailListContext) {
  const email = rows.find((row) => row.id === id)
  if (!email) throw notFound(`No email with id ${id}.`)
  const effective = context.folder || context.label ? context : { ...context, folder: email.folder }
  const list = listEmails(rows, effective)
  const index = list.findIndex((row) => row.id === id)
  if (index < 0) throw notFound(`Email ${id} is not in the list (${listName(context, email)}).`)
  return { list, index, name: listName(effective, email) }
}

export function withNeighbours(list: readonly Email[], index: number): EmailDetail {
  const email = list[index]
  if (!email) throw notFound('No email at this position.')
  return { ...email, hasPreviousMail: index > 0, hasNextMail: index < list.length - 1 }
}
