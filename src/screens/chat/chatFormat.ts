import type { TFunction } from 'i18next'
import type { ChatStatus } from '../../api/types/chat'
import type { ChatFailure } from '../../machines/chat/chatFailure'

const styles = {
  time: { hour: 'numeric', minute: '2-digit' },
  dayThisYear: { weekday: 'long', day: 'numeric', month: 'long' },
  day: { dateStyle: 'long' },
  shortDay: { day: 'numeric', month: 'short' },
  full: { dateStyle: 'full', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One `Intl.DateTimeFormat` per language and style: rows mount while scrolling. */
function formatterOf(locale: string, style: keyof typeof styles): Intl.DateTimeFormat {
  const key = `${locale} ${style}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, styles[style])
    formatters.set(key, formatter)
  }
  return formatter
}

/** The local calendar day of a time, as a key: messages of one day share it. */
export const dayKeyOf = (iso: string) => new Date(iso).toDateString()

/** A message's time of day: "9:05 AM". */
export const formatMessageTime = (iso: string, locale: string) =>
  formatterOf(locale, 'time').format(new Date(iso))

export const formatFullTime = (iso: string, locale: string) =>
  formatterOf(locale, 'full').format(new Date(iso))

/** A day separator: Today, Yesterday, the weekday and date this year, the date before. */
export function formatDay(iso: string, now: Date, locale: string, t: TFunction): string {
  const day = new Date(iso)
  if (day.toDateString() === now.toDateString()) return t('chat.day.today')
  const yesterday = new Date(now)
  yesterday.setDate(now.getDate() - 1)
  if (day.toDateString() === yesterday.toDateString()) return t('chat.day.yesterday')
  const style = day.getFullYear() === now.getFullYear() ? 'dayThisYear' : 'day'
  return formatterOf(locale, style).format(day)
}

/** The sidebar's time: the hour today, "Yesterday", else day and month. */
export function formatListTime(iso: string, now: Date, locale: string, t: TFunction): string {
  const time = new Date(iso)
  if (time.toDateString() === now.toDateString()) return formatMessageTime(iso, locale)
  const yesterday = new Date(now)
  yesterday.setDate(now.getDate() - 1)
  if (time.toDateString() === yesterday.toDateString()) return t('chat.day.yesterday')
  return formatterOf(locale, 'shortDay').format(time)
}

export const statusText = (t: TFunction, status: ChatStatus) => t(`chat.status.${status}`)

export const failureText = (t: TFunction, failure: ChatFailure | null | undefined) =>
  failure?.reason === 'rejected'
    ? t('chat.errors.rejected', { message: failure.message })
    : t('chat.errors.unavailable')
