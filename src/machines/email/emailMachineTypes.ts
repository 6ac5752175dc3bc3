import type { Email, EmailDetail, EmailLabel, EmailsMeta, EmailUpdate } from '../../api/types/email'
import type { ComposeInput } from './composeMachine'
import type { WriteAnswer } from '../shared/writeKit'
import type { EmailFailure } from './emailFailure'
import type { MailboxView } from './emailView'

/** The toast under the mailbox; `trashed` carries the emails as they were, for Undo. */
export type EmailNotice =
  | { kind: 'trashed'; emails: Email[] }
  | { kind: 'restored'; count: number }
  | { kind: 'sent' }
  | { kind: 'saved' }
  | { kind: 'failed'; failure: EmailFailure }

export interface EmailContext {
  /** The query state (folder, label, search) and the open email; mirrored in the URL. */
  view: MailboxView
  /** The search box as typed; becomes `view.q` after a pause or on Enter. */
  searchText: string
  emails: Email[]
  meta: EmailsMeta
  /** The last answer of the list had no emails (the list shows Empty until one has some). */
  isListAnswerEmpty: boolean
  listFailure: EmailFailure | null
  selectedIds: number[]
  /** The row `j`/`k` move to and `x`/`s`/`#` act on. */
  cursorId: number | undefined
  openEmail: EmailDetail | null
  readerFailure: EmailFailure | null
  /** Writes in flight: each one's emails as they were before it, to roll back on error. */
  pendingWrites: Record<string, Email[]>
  writeCount: number
  notice: EmailNotice | null
  composeInput: ComposeInput
  noticeMs: number
  searchDelayMs: number
}

export interface EmailInput {
  view?: MailboxView
  /** How long the toast (and its Undo) stays: 6 s unless a test says otherwise. */
  noticeMs?: number
  /** Pause after typing before the search runs. */
  searchDelayMs?: number
}

/** `ids` absent: the selection. */
export type EmailEvent =
  | { type: 'view.changed'; view: MailboxView }
  | { type: 'list.retry' }
  | { type: 'list.refetch' }
  | { type: 'search.type'; text: string }
  | { type: 'search.submit' }
  | { type: 'selection.toggle'; id: number }
  | { type: 'selection.all' }
  | { type: 'selection.clear' }
  | { type: 'cursor.move'; by: 1 | -1 }
  | { type: 'cursor.set'; id: number }
  | { type: 'emails.update'; ids?: number[]; data: EmailUpdate }
  | { type: 'emails.label'; ids?: number[]; label: EmailLabel }
  | { type: 'emails.trash'; ids?: number[] }
  | { type: 'notice.undo' }
  | { type: 'notice.dismiss' }
  | { type: 'reader.previous' }
  | { type: 'reader.next' }
  | { type: 'reader.retry' }
  | { type: 'reader.close' }
  | { type: 'compose.open'; input?: ComposeInput }
  | WriteAnswer
  | { type: 'list.load' }
  | { type: 'reader.load' }
  | { type: 'reader.clear' }
  | { type: 'notice.show' }

export const noMeta: EmailsMeta = { inbox: 0, draft: 0, spam: 0 }
