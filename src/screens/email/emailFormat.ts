import type { EmailLabel, EmailView } from '../../api/types/email'

const timeStyles = {
  today: { hour: 'numeric', minute: '2-digit' },
  thisYear: { day: 'numeric', month: 'short' },
  older: { dateStyle: 'medium' },
  full: { dateStyle: 'full', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

const formatters = new Map<string, Intl.DateTimeFormat>()

/** Building an `Intl.DateTimeFormat` costs far more than using one: rows mount while scrolling. */
function formatterOf(locale: string, style: keyof typeof timeStyles): Intl.DateTimeFormat {
  const key = `${locale} ${style}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, timeStyles[style])
    formatters.set(key, formatter)
  }
  return formatter
}

/** A list time: the hour today, day and month this year, the full date before. */
export function formatListTime(iso: string, now: Date, locale: string): string {
  const time = new Date(iso)
  if (time.toDateString() === now.toDateString()) return formatterOf(locale, 'today').format(time)
  if (time.getFullYear() === now.getFullYear()) return formatterOf(locale, 'thisYear').format(time)
  return formatterOf(locale, 'older').format(time)
}

export function formatFullTime(iso: string, locale: string): string {
  return formatterOf(locale, 'full').format(new Date(iso))
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
