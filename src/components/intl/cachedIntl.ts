// Intl formatters made once per language and options: making one costs far more than using it,
// and a dashboard formats hundreds of numbers and dates as its cards render.

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

const keyOf = (locale: string, options: object) => `${locale}\u0000${JSON.stringify(options)}`

/** `new Intl.NumberFormat(locale, options)`, made once for each language and options. */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = keyOf(locale, options)
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    numberFormats.set(key, format)
  }
  return format
}

/** `new Intl.DateTimeFormat(locale, options)`, made once for each language and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = keyOf(locale, options)
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    dateTimeFormats.set(key, format)
  }
  return format
}
