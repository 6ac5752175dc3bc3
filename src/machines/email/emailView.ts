import type { EmailLabel, EmailListContext, EmailView } from '../../api/types/email'

/** The folders of the side menu, in menu order; `starred` is a view across folders. */
export const emailViews = [
  'inbox',
  'sent',
  'draft',
  'starred',
  'spam',
  'trash',
] as const satisfies readonly EmailView[]
export const emailLabels = [
  'personal',
  'company',
  'important',
  'private',
] as const satisfies readonly EmailLabel[]

/**
 * What the mailbox shows: a folder, or a label across folders (no folder), or
 * both; a search; and the open email. It is both the machine's query state and
 * the URL (`/apps/email?folder=sent&label=company&q=budget&email=12`).
 */
export interface MailboxView {
  /** Absent: the inbox, unless a label is given (then every folder but trash). */
  folder?: EmailView
  label?: EmailLabel
  q: string
  emailId?: number
}

export const inboxView: MailboxView = { q: '' }

const isView = (value: string | null): value is EmailView =>
  emailViews.some((view) => view === value)
const isLabel = (value: string | null): value is EmailLabel =>
  emailLabels.some((label) => label === value)

/** Reads a view from URL search parameters; unknown values fall back to the inbox. */
export function viewFromSearch(search: URLSearchParams): MailboxView {
  const folder = search.get('folder')
  const label = search.get('label')
  const emailId = Number(search.get('email'))
  return {
    folder: isView(folder) && !(folder === 'inbox' && !isLabel(label)) ? folder : undefined,
    label: isLabel(label) ? label : undefined,
    q: search.get('q')?.trim() ?? '',
    emailId: Number.isSafeInteger(emailId) && emailId > 0 ? emailId : undefined,
  }
}

/** The search parameters of a view, in a fixed order; the plain inbox has none. */
export function searchFromView(view: MailboxView): URLSearchParams {
  const search = new URLSearchParams()
  if (view.folder && !(view.folder === 'inbox' && !view.label)) search.set('folder', view.folder)
  if (view.label) search.set('label', view.label)
  if (view.q) search.set('q', view.q)
  if (view.emailId !== undefined) search.set('email', String(view.emailId))
  return search
}

/** `?folder=sent&email=4`, or '' for the inbox: for links and for comparing views. */
export function viewHref(view: MailboxView): string {
  const search = searchFromView(view).toString()
  return search ? `?${search}` : ''
}

/** Same list (folder, label, search), whatever email is open. */
export function sameList(a: MailboxView, b: MailboxView): boolean {
  const [first, second] = [listContextOf(a), listContextOf(b)]
  return first.folder === second.folder && first.label === second.label && first.q === second.q
}

/** The list parameters sent to the server, so previous/next follow the list on screen. */
export function listContextOf(view: MailboxView): EmailListContext {
  return {
    folder: view.folder ?? (view.label ? undefined : 'inbox'),
    label: view.label,
    q: view.q.trim() || undefined,
  }
}

/** The menu entry a view highlights: its folder, else its label, else the inbox. */
export function currentEntry(view: MailboxView): EmailView | EmailLabel {
  return view.folder ?? view.label ?? 'inbox'
}
