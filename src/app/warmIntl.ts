import { dateTimeFormat, numberFormat } from '../components/intl/cachedIntl'

/**
 * The first Intl formatter a page makes loads its language's data: some 11 ms for a number format
 * and 3 ms for a date format on a desktop CPU, four times that on a phone. Made by whichever
 * component first formats a figure or a date, it lengthened the render that shows the first
 * screen's data (the users list's counts: 56 ms of a 236 ms task at a phone's CPU speed). Made
 * here instead, in tasks of their own while the first screen waits for its data; later formatters
 * of that language, whatever their options, cost a fraction of a millisecond.
 */
export function warmIntlFormats(language: string): void {
  setTimeout(() => {
    numberFormat(language).format(0)
    setTimeout(() => dateTimeFormat(language, { dateStyle: 'medium' }).format(0), 0)
  }, 0)
}
