/** What a page that opens one record shows, from its machine's tags. */
export type RecordPageState = 'loading' | 'notFound' | 'error' | 'populated'

/** The state of a record page (a product, an invoice) by its machine's tags. */
export function recordPageStateOf(snapshot: { hasTag: (tag: string) => boolean }): RecordPageState {
  if (snapshot.hasTag('loading')) return 'loading'
  if (snapshot.hasTag('notFound')) return 'notFound'
  if (snapshot.hasTag('error')) return 'error'
  return 'populated'
}
