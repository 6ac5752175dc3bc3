import { type RefObject, useLayoutEffect } from 'react'

/** The texts Primer's DataTable writes on its own, in English, with no prop to change them. */
const primerTexts = {
  sortAscending: 'Sort ascending',
  sortDescending: 'Sort descending',
  loading: 'Loading',
} as const

export type PrimerTableTexts = Record<keyof typeof primerTexts, string>

function putInLanguage(root: HTMLElement, texts: PrimerTableTexts) {
  // A sort button's description says what a press does next.
  for (const button of root.querySelectorAll('[data-component="Table.SortHeader.Button"]')) {
    const written = button.getAttribute('aria-description')
    const wanted =
      written === primerTexts.sortAscending
        ? texts.sortAscending
        : written === primerTexts.sortDescending
          ? texts.sortDescending
          : null
    if (wanted !== null && wanted !== written) button.setAttribute('aria-description', wanted)
  }
  // Each skeleton cell holds a visually hidden "Loading"; its text node is changed in place, so
  // React keeps the node it made.
  for (const cell of root.querySelectorAll('.TableCellSkeleton')) {
    const text = cell.firstElementChild?.firstChild
    if (text?.nodeType === Node.TEXT_NODE && text.nodeValue === primerTexts.loading)
      text.nodeValue = texts.loading
  }
}

/**
 * Puts Primer's own table texts (the sort buttons' description, the skeleton's hidden "Loading")
 * in the page's language, now and whenever Primer writes them again (a sort changes direction, the
 * skeleton comes back). A workaround until DataTable takes these texts as props.
 */
export function usePrimerTableTexts(
  rootRef: RefObject<HTMLElement | null>,
  { sortAscending, sortDescending, loading }: PrimerTableTexts,
) {
  useLayoutEffect(() => {
    const root = rootRef.current
    if (!root) return
    const texts = { sortAscending, sortDescending, loading }
    putInLanguage(root, texts)
    const observer = new MutationObserver(() => putInLanguage(root, texts))
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-description'],
    })
    return () => observer.disconnect()
  }, [rootRef, sortAscending, sortDescending, loading])
}
