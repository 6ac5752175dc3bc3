import type { TFunction } from 'i18next'
import type { Email } from '../../api/types/email'
import type { ComposeFields } from '../../machines/email/composeRules'
import { htmlToMessage } from '../../machines/email/composeRules'

/** The compose form for a reply (to the sender, "Re:") or a forward ("Fwd:", the text quoted). */
export function replyFields(
  email: Email,
  kind: 'reply' | 'forward',
  t: TFunction,
): Partial<ComposeFields> {
  const quoted = htmlToMessage(email.message)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  const intro = t('email.compose.quoteIntro', { name: email.from.name })
  if (kind === 'reply')
    return {
      to: email.from.email,
      subject: /^re:/i.test(email.subject) ? email.subject : `Re: ${email.subject}`,
      message: `\n\n${intro}\n${quoted}`,
    }
  return {
    subject: /^fwd:/i.test(email.subject) ? email.subject : `Fwd: ${email.subject}`,
    message: `\n\n${intro}\n${quoted}`,
    attachments: email.attachments,
  }
}
