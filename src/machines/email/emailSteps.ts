import type { Email, EmailDetail } from '../../api/types/email'
import type { WriteStep } from '../shared/writeKit'
import { optimisticSteps } from '../shared/writeSteps'
import type { EmailWrite } from './emailActors'
import {
  byFolder,
  changeEmail,
  changeList,
  type EmailChange,
  keepListed,
  restoreList,
} from './emailChanges'
import { failureOf } from './emailFailure'
import type { EmailContext, EmailEvent, EmailNotice } from './emailMachineTypes'
import { type MailboxView, sameList } from './emailView'

type Signal = 'list.load' | 'list.refetch' | 'reader.load' | 'reader.clear'

/**
 * What the mailbox does for an event, worked out without side effects (the write kit's step,
 * `src/machines/shared/writeKit.ts`): the next context, the writes to start and the signals for
 * its regions. The machine's single `run` action carries a step out.
 */
export type EmailStep = WriteStep<EmailContext, EmailWrite, Signal | 'notice.show'>

const kit = optimisticSteps<EmailContext, Email[], EmailNotice, EmailWrite, Signal>({
  refetch: ['list.refetch'],
  rollBack: (context, before) => {
    const open = context.openEmail
    const openBefore = open && before.find((email) => email.id === open.id)
    return {
      ...context,
      emails: restoreList(context.emails, before, context.view),
      openEmail: open && openBefore ? { ...open, ...openBefore } : open,
    }
  },
  failed: (_, failure) => ({ kind: 'failed', failure }),
})

const stay = kit.stay
const then = kit.then
const notify = kit.notify
export const writeSucceeded = kit.writeSucceeded
export const writeFailed = kit.writeFailed

/** The emails as the client knows them: listed, or open. */
function knownEmails(context: EmailContext, ids: readonly number[]): Email[] {
  const known = [...context.emails, ...(context.openEmail ? [context.openEmail] : [])]
  return ids.flatMap((id) => known.find((email) => email.id === id) ?? [])
}

/** Another view: reloads the list and/or the open email when they changed. */
export function showView(context: EmailContext, next: MailboxView): EmailStep {
  const listChanged = !sameList(context.view, next)
  const emailChanged = context.view.emailId !== next.emailId
  const signals: Signal[] = []
  if (listChanged) signals.push('list.load')
  if (emailChanged || listChanged)
    signals.push(next.emailId === undefined ? 'reader.clear' : 'reader.load')
  return {
    context: listChanged
      ? { ...context, view: next, searchText: next.q, selectedIds: [], cursorId: next.emailId }
      : { ...context, view: next },
    writes: [],
    signals,
  }
}

export const closeEmail = (context: EmailContext) =>
  showView(context, { ...context.view, emailId: undefined })

/** A change applied at once and sent; `before` is what a failure puts back. */
export function write(
  context: EmailContext,
  ids: readonly number[],
  change: EmailChange,
  before: Email[] = knownEmails(context, ids),
): EmailStep {
  if (ids.length === 0) return stay(context)
  const emails = changeList(context.emails, ids, change, context.view)
  const open = context.openEmail
  const changed = {
    ...context,
    emails,
    openEmail: open && ids.includes(open.id) ? { ...open, ...changeEmail(open, change) } : open,
    selectedIds: keepListed(context.selectedIds, emails),
  }
  return kit.startWrite(changed, { ids: [...ids], change }, before)
}

/** Opening an unread email marks it read. */
export function openEmail(context: EmailContext, email: EmailDetail): EmailStep {
  const opened = { ...context, openEmail: email, readerFailure: null, cursorId: email.id }
  return email.isRead
    ? stay(opened)
    : write(opened, [email.id], { kind: 'update', data: { isRead: true } })
}

/** Previous/next: the open email changes, and the view (and so the URL) follows it. */
export function pageTo(context: EmailContext, email: EmailDetail): EmailStep {
  return openEmail({ ...context, view: { ...context.view, emailId: email.id } }, email)
}

/** Move to trash, with a toast that can undo it; an open email that goes closes. */
export function trash(context: EmailContext, ids: readonly number[]): EmailStep {
  const emails = knownEmails(context, ids).filter((email) => email.folder !== 'trash')
  if (emails.length === 0) return stay(context)
  const moved = write(
    context,
    emails.map((email) => email.id),
    { kind: 'update', data: { folder: 'trash' } },
  )
  const noticed = then(moved, (next) => notify(next, { kind: 'trashed', emails }))
  const open = context.openEmail
  return open && ids.includes(open.id) ? then(noticed, closeEmail) : noticed
}

/** Undo a move to trash: each email back to the folder it came from. */
export function undoTrash(context: EmailContext): EmailStep {
  if (context.notice?.kind !== 'trashed') return stay(context)
  const originals = context.notice.emails
  let step = stay({ ...context, emails: restoreList(context.emails, originals, context.view) })
  for (const { folder, ids } of byFolder(originals)) {
    const trashed = originals
      .filter((email) => ids.includes(email.id))
      .map((email) => ({ ...email, folder: 'trash' as const }))
    step = then(step, (next) => write(next, ids, { kind: 'update', data: { folder } }, trashed))
  }
  return then(step, (next) => notify(next, { kind: 'restored', count: originals.length }))
}

export function commitSearch(context: EmailContext): EmailStep {
  const q = context.searchText.trim()
  return q === context.view.q
    ? stay(context)
    : showView(context, { ...context.view, q, emailId: undefined })
}

/** After the compose dialog: a toast, a fresh list; a draft that was open and is now sent closes. */
export function composed(context: EmailContext, outcome: 'sent' | 'saved'): EmailStep {
  const noticed = notify(context, { kind: outcome }, ['list.refetch'])
  return context.openEmail?.folder === 'draft' ? then(noticed, closeEmail) : noticed
}

export const failed = (context: EmailContext, error: unknown): EmailStep =>
  notify(context, { kind: 'failed', failure: failureOf(error) })

/** The step of a write's answer (`write.succeeded` / `write.failed`); any other event: none. */
export function answered(context: EmailContext, event: EmailEvent): EmailStep {
  if (event.type === 'write.succeeded') return writeSucceeded(context, event.writeId)
  if (event.type === 'write.failed') return writeFailed(context, event.writeId, event.error)
  return stay(context)
}
