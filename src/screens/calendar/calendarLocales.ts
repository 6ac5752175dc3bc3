import type { LocaleInput } from '@fullcalendar/react'
import ar from '@fullcalendar/react/locales/ar'
import de from '@fullcalendar/react/locales/de'
import fr from '@fullcalendar/react/locales/fr'
import pt from '@fullcalendar/react/locales/pt'

// FullCalendar's words and week for the app's languages; English is built in.
const locales: Record<string, LocaleInput> = { ar, de, fr, pt }

/** FullCalendar's locale of a language: its own texts and first day of the week. */
export const fullCalendarLocale = (language: string): LocaleInput | string =>
  locales[language] ?? 'en'

/** The week's first day in a language's locale (0 Sunday … 6 Saturday), read from FullCalendar's. */
export function firstDayOf(language: string): number {
  const week: unknown = locales[language] ? Reflect.get(locales[language], 'week') : undefined
  const dow = week && typeof week === 'object' ? Reflect.get(week, 'dow') : undefined
  return typeof dow === 'number' ? dow : 0
}
