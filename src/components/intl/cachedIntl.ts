// Intl formatters made once per language and options: making one costs far more than using it,
// and a dashboard formats hundreds of numbers and dates as its cards render.

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function madeOnce<Format>(
  made: Map<string, Format>,
  locale: string,
  options: object,
  make: () => Format,
): Format {
  const key = `${locale}\u0000${JSON.stringify(options)}`
  const known = made.get(key)
  if (known) return known
  const format = make()
  made.set(key, format)
  return format
}

/** `new Intl.NumberFormat(locale, options)`, made once for each language and options. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  madeOnce(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options))

/** `new Intl.DateTimeFormat(locale, options)`, made once for each language and options. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  madeOnce(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options))
