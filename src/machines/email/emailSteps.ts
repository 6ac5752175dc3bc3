import type { Email, EmailDetail } from '../../api/types/email'
import type { WriteInput } from './emailActors'
import {
  byFolder,
  changeEmail,
  changeList,
  type EmailChange,
  keepListed,
  restoreList,
} from './emailChanges'
import { failureOf } from './emailFailure'
import type { EmailContext } from './emailMachineTypes'
import { type MailboxView, sameList } from './emailView'

type Signal = 'list.load' | 'list.refetch' | 'reader.load' | 'reader.clear' | 'notice.show'

/**
 * What the mailbox does for an event, worked out without side effects: the
 * next context, the writes to start and the signals for its regions. The
 * machine's single `run` action carries a step out.
 */
export interface EmailStep {
  context: EmailContext
  writes: WriteInput[]
  signals: Signal[]
}

const stay = (context: EmailContext): EmailStep => ({ context, writes: [], signals: [] })

function then(step: EmailStep, next: (context: EmailContext) => EmailStep): EmailStep {
  const after = next(step.context)
  return {
    context: after.context,
    writes: [...step.writes, ...after.writes],
    signals: [...step.signals, ...after.signals],
  }
}

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
  const writeId = `write-${context.writeCount + 1}`
  const emails = changeList(context.emails, ids, change, context.view)
  const open = context.openEmail
  return {
    context: {
      ...context,
      emails,
      openEmail: open && ids.includes(open.id) ? { ...open, ...changeEmail(open, change) } : open,
      selectedIds: keepListed(context.selectedIds, emails),
      pendingWrites: { ...context.pendingWrites, [writeId]: before },
      writeCount: context.writeCount + 1,
    },
    writes: [{ writeId, ids: [...ids], change }],
    signals: [],
  }
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
  const noticed = then(moved, (next) => ({
    context: { ...next, notice: { kind: 'trashed', emails } },
    writes: [],
    signals: ['notice.show'],
  }))
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
  return then(step, (next) => ({
    context: { ...next, notice: { kind: 'restored', count: originals.length } },
    writes: [],
    signals: ['notice.show'],
  }))
}

/** A write answered: the list is refetched once the last one in flight has. */
export function writeSucceeded(context: EmailContext, writeId: string): EmailStep {
  const { [writeId]: _done, ...pending } = context.pendingWrites
  return {
    context: { ...context, pendingWrites: pending },
    writes: [],
    signals: Object.keys(pending).length === 0 ? ['list.refetch'] : [],
  }
}

/** A write failed: its emails go back to how they were, and the toast says so. */
export function writeFailed(context: EmailContext, writeId: string, error: unknown): EmailStep {
  const { [writeId]: before = [], ...pending } = context.pendingWrites
  const open = context.openEmail
  const openBefore = open && before.find((email) => email.id === open.id)
  return {
    context: {
      ...context,
      pendingWrites: pending,
      emails: restoreList(context.emails, before, context.view),
      openEmail: open && openBefore ? { ...open, ...openBefore } : open,
      notice: { kind: 'failed', failure: failureOf(error) },
    },
    writes: [],
    // Earlier writes may have succeeded meanwhile: the list and counts follow the server.
    signals: Object.keys(pending).length === 0 ? ['notice.show', 'list.refetch'] : ['notice.show'],
  }
}

export function commitSearch(context: EmailContext): EmailStep {
  const q = context.searchText.trim()
  return q === context.view.q
    ? stay(context)
    : showView(context, { ...context.view, q, emailId: undefined })
}

/** After the compose dialog: a toast, a fresh list; a draft that was open and is now sent closes. */
export function composed(context: EmailContext, outcome: 'sent' | 'saved'): EmailStep {
  const noticed: EmailStep = {
    context: { ...context, notice: { kind: outcome } },
    writes: [],
    signals: ['notice.show', 'list.refetch'],
  }
  return context.openEmail?.folder === 'draft' ? then(noticed, closeEmail) : noticed
}

export function failed(context: EmailContext, error: unknown): EmailStep {
  return {
    context: { ...context, notice: { kind: 'failed', failure: failureOf(error) } },
    writes: [],
    signals: ['notice.show'],
  }
}
