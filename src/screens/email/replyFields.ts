import type { TFunction } from 'i18next'
import type { Email } from '../../api/types/email'
import type { ComposeFields } from '../../machines/email/composeRules'
import { sanitizeEmailHtml } from './EmailBody'

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/**
 * The compose form for a reply (to the sender, "Re:") or a forward ("Fwd:"): an empty line to
 * write on, then the original quoted, sanitized first like any mail body.
 */
export function replyFields(
  email: Email,
  kind: 'reply' | 'forward',
  t: TFunction,
): Partial<ComposeFields> {
  const intro = escapeHtml(t('email.compose.quoteIntro', { name: email.from.name }))
  const message = `<p></p><p>${intro}</p><blockquote>${sanitizeEmailHtml(email.message)}</blockquote>`
  if (kind === 'reply')
    return {
      to: email.from.email,
      subject: /^re:/i.test(email.subject) ? email.subject : `Re: ${email.subject}`,
      message,
    }
  return {
    subject: /^fwd:/i.test(email.subject) ? email.subject : `Fwd: ${email.subject}`,
    message,
    attachments: email.attachments,
  }
}
