import { emailMaxLength, emailPattern } from '../../api/schemas/rules'
import type { Email, EmailAttachment, EmailDraft } from '../../api/types/email'

/** What the compose form holds: addresses as typed (comma or space separated), the message as HTML ('' when empty). */
export interface ComposeFields {
  to: string
  cc: string
  bcc: string
  subject: string
  message: string
  attachments: EmailAttachment[]
}

export type AddressField = 'to' | 'cc' | 'bcc'

/** A field's problem, as a code the screen words: none given, or these addresses are wrong. */
export type AddressError = { code: 'required' } | { code: 'invalid'; addresses: string[] }
export type ComposeErrors = Partial<Record<AddressField, AddressError>>

export const emptyCompose: ComposeFields = {
  to: '',
  cc: '',
  bcc: '',
  subject: '',
  message: '',
  attachments: [],
}

/** The addresses of a field, in order, without repeats. */
export function parseAddresses(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ]
}

function checkAddresses(text: string, required: boolean): AddressError | undefined {
  const addresses = parseAddresses(text)
  if (required && addresses.length === 0) return { code: 'required' }
  const invalid = addresses.filter(
    (address) => address.length > emailMaxLength || !emailPattern.test(address),
  )
  return invalid.length > 0 ? { code: 'invalid', addresses: invalid } : undefined
}

/** Sending needs at least one recipient; every address of to, cc and bcc must be well formed. */
export function validateCompose(fields: ComposeFields, forSending: boolean): ComposeErrors {
  const errors: ComposeErrors = {}
  const to = checkAddresses(fields.to, forSending)
  const cc = checkAddresses(fields.cc, false)
  const bcc = checkAddresses(fields.bcc, false)
  if (to) errors.to = to
  if (cc) errors.cc = cc
  if (bcc) errors.bcc = bcc
  return errors
}

export const hasErrors = (errors: ComposeErrors) => Object.keys(errors).length > 0

export function hasContent(fields: ComposeFields): boolean {
  return (
    [fields.to, fields.cc, fields.bcc, fields.subject, messageText(fields.message)].some(
      (value) => value.trim() !== '',
    ) || fields.attachments.length > 0
  )
}

/** The words of an HTML message, without its tags: an editor's empty paragraphs count as nothing. */
export function messageText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export function toEmailDraft(fields: ComposeFields): EmailDraft {
  return {
    to: parseAddresses(fields.to).map((email) => ({ name: email, email })),
    cc: parseAddresses(fields.cc),
    bcc: parseAddresses(fields.bcc),
    subject: fields.subject.trim(),
    message: messageText(fields.message) === '' ? '' : fields.message,
    attachments: fields.attachments,
  }
}

/** The form of a saved draft, to go on writing it. */
export function fieldsFromDraft(draft: Email): ComposeFields {
  return {
    to: draft.to.map((recipient) => recipient.email).join(', '),
    cc: draft.cc.join(', '),
    bcc: draft.bcc.join(', '),
    subject: draft.subject,
    message: draft.message,
    attachments: draft.attachments,
  }
}

/** '840 KB', '1.2 MB': the size wording of SPEC §3 attachments. */
export function formatFileSize(bytes: number): string {
  const kilobytes = Math.max(1, Math.round(bytes / 1024))
  if (kilobytes < 1024) return `${kilobytes} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** A picked file as an attachment; the server fills in its icon and link. */
export function attachmentOf(file: { name: string; size: number }): EmailAttachment {
  return { fileName: file.name, size: formatFileSize(file.size), thumbnail: '', url: '' }
}
