// The FAQ's view in the URL: `?q=<search>&question=<open question's slug>`.

export interface FaqView {
  /** The search as committed (after the typing pause). */
  q: string
  /** The slug of the open question, or null when every answer is closed. */
  question: string | null
}

export const emptyFaqView: FaqView = { q: '', question: null }

export function faqViewFromSearch(search: URLSearchParams): FaqView {
  return { q: search.get('q')?.trim() ?? '', question: search.get('question') || null }
}

export function searchFromFaqView(view: FaqView): string {
  const search = new URLSearchParams()
  if (view.q) search.set('q', view.q)
  if (view.question) search.set('question', view.question)
  return search.toString()
}
