// Email of SPEC §3 and the request/answer shapes of its calls (SPEC §7 "Email").

export type EmailFolder = 'inbox' | 'sent' | 'draft' | 'spam' | 'trash'

/** The lists a user can browse: the five folders plus the starred view (starred and not in trash). */
export type EmailView = EmailFolder | 'starred'

export type EmailLabel = 'personal' | 'company' | 'important' | 'private'

export interface EmailSender {
  email: string
  name: string
  avatar: string
}

export interface EmailRecipient {
  name: string
  email: string
}

export interface EmailAttachment {
  fileName: string
  /** A file-type icon. */
  thumbnail: string
  url: string
  /** Readable size, e.g. '1.2 MB' or '840 KB'. */
  size: string
}

/** One message of a thread; earlier messages of a thread (`replies`) have this shape. */
export interface EmailReply {
  id: number
  from: EmailSender
  to: EmailRecipient[]
  subject: string
  /** Addresses only. */
  cc: string[]
  bcc: string[]
  /** HTML body; sanitize before rendering. */
  message: string
  attachments: EmailAttachment[]
  isStarred: boolean
  labels: EmailLabel[]
  /** ISO date-time. */
  time: string
  folder: EmailFolder
  isRead: boolean
}

export interface Email extends EmailReply {
  /** Earlier messages of the thread, oldest first. */
  replies: EmailReply[]
}

/** Counts for the folder badges (SPEC §9). */
export interface EmailsMeta {
  /** Unread emails in the inbox. */
  inbox: number
  /** Every draft. */
  draft: number
  /** Unread emails in spam. */
  spam: number
}

/** An opened email, with where it sits in the list it was opened from. */
export interface EmailDetail extends Email {
  hasPreviousMail: boolean
  hasNextMail: boolean
}

export interface EmailsQuery {
  q?: string
  /** Default 'inbox'; see the handler for how it combines with `label`. */
  folder?: EmailView
  label?: EmailLabel
}

export interface EmailsResponse {
  emails: Email[]
  emailsMeta: EmailsMeta
}

/** Where an opened email is paged within; without these, its own folder, newest first. */
export interface EmailListContext {
  folder?: EmailView
  label?: EmailLabel
  q?: string
}

export type EmailPageDirection = 'previous' | 'next'

export interface EmailUpdate {
  isStarred?: boolean
  isRead?: boolean
  folder?: EmailFolder
}

export interface UpdateEmailsRequest {
  emailIds: number[]
  dataToUpdate: EmailUpdate
}

export interface UpdateEmailsLabelRequest {
  emailIds: number[]
  label: EmailLabel
}

/** The emails as they are after an update. */
export interface UpdateEmailsResponse {
  emails: Email[]
}

/** What compose sends: recipients, body and attachments; the sender is the signed-in account. */
export interface EmailDraft {
  to: EmailRecipient[]
  cc: string[]
  bcc: string[]
  subject: string
  message: string
  attachments: EmailAttachment[]
}

export interface SendEmailRequest {
  email: EmailDraft
  /** Sending a saved draft: the draft becomes the sent email (same id). */
  id?: number
}

export interface SaveDraftRequest {
  email: EmailDraft
  /** Updating a saved draft; without it a new draft is created. */
  id?: number
}

export interface EmailResponse {
  email: Email
}
