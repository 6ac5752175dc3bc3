// Email another area sends (an invoice with its PDF): written into the Sent folder in the
// caller's transaction, its attachments' bytes kept in the `email.files` table and downloaded
// from `/apps/email/attachments/<id>` under its own name (open by link, as the sample attachments are; the id
// is random, so only the email's readers know it).
import { HttpResponse } from 'msw'
import type { LoginUser } from '../../api/types/auth'
import type { Email, EmailAttachment, EmailDraft } from '../../api/types/email'
import { attachment as attachmentOf } from '../../fixtures/email/people'
import type { RepositoryTransaction } from '../db/repository'
import { defineTable } from '../db/table'
import { timeAfterNewest } from '../db/writeTime'
import { notFound, unauthorized } from '../http/errors'
import { route } from '../http/route'
import { emailsTable } from './emailTables'

/** An attachment's bytes, base64. */
export interface StoredEmailFile {
  id: string
  fileName: string
  contentType: string
  contentBase64: string
}

export const emailFilesTable = defineTable<StoredEmailFile>('email.files', () => [])

/** The signed-in caller as an email's sender. */
export function senderOf(user: LoginUser | undefined): Email['from'] {
  if (!user) throw unauthorized('Sign in to send email.')
  return { email: user.email, name: user.fullName, avatar: user.avatar }
}

/** A sent or saved email's time: after every email kept, so it leads its folder. */
export async function newEmailTime(tx: RepositoryTransaction, referenceDay: Date): Promise<string> {
  const { rows } = await tx.list(emailsTable)
  return timeAfterNewest(
    referenceDay,
    rows.map((row) => row.time),
  )
}

/** Readable size of `bytes`, as the sample attachments give theirs ("840 KB", "1.2 MB"). */
function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** Keeps a file's bytes for an email; its attachment entry links to the download. */
export async function storeEmailFile(
  tx: RepositoryTransaction,
  file: { fileName: string; contentType: string; bytes: Uint8Array; contentBase64: string },
): Promise<EmailAttachment> {
  const id = crypto.randomUUID()
  await tx.insert(emailFilesTable, {
    id,
    fileName: file.fileName,
    contentType: file.contentType,
    contentBase64: file.contentBase64,
  })
  return {
    ...attachmentOf(file.fileName, sizeText(file.bytes.length)),
    url: `/apps/email/attachments/${id}`,
  }
}

/** Writes `draft` as a new email of the Sent folder, in the caller's transaction. */
export async function insertSentEmail(
  tx: RepositoryTransaction,
  referenceDay: Date,
  from: Email['from'],
  draft: EmailDraft,
): Promise<Email> {
  return tx.insert(emailsTable, {
    id: await tx.nextId(emailsTable),
    from,
    ...draft,
    isStarred: false,
    labels: [],
    time: await newEmailTime(tx, referenceDay),
    replies: [],
    folder: 'sent',
    isRead: true,
  })
}

export const emailFileHandlers = [
  // `:id?`: a bare path is answered (404), not passed to the network.
  route('get', '/apps/email/attachments/:id?', async ({ params, repo }) => {
    const file = params.id ? await repo.get(emailFilesTable, String(params.id)) : undefined
    if (!file) throw notFound('There is no such attachment.')
    const bytes = Uint8Array.from(atob(file.contentBase64), (char) => char.charCodeAt(0))
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      },
    })
  }),
]
