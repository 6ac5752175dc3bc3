import type { EmailLabel, EmailView } from '../../api/types/email'

/** A list time: the hour today, day and month this year, the full date before. */
export function formatListTime(iso: string, now: Date, locale: string): string {
  const time = new Date(iso)
  if (time.toDateString() === now.toDateString())
    return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(time)
  if (time.getFullYear() === now.getFullYear())
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(time)
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time)
}

export function formatFullTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(
    new Date(iso),
  )
}

/** The first words of an HTML body, as plain text, for the list. */
export function excerptOf(html: string, length = 140): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text
}

/** Primer label variants per mail label, so colour is never the only cue (the name is shown too). */
export const labelVariant: Record<EmailLabel, 'success' | 'accent' | 'danger' | 'attention'> = {
  personal: 'success',
  company: 'accent',
  important: 'danger',
  private: 'attention',
}

export const folderKey = (view: EmailView) => `email.folders.${view}`
export const labelKey = (label: EmailLabel) => `email.labels.${label}`
