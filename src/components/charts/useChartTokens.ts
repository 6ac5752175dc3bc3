import { useCallback, useSyncExternalStore } from 'react'
import { type ChartTokens, readChartTokens } from './chartTheme'

// What changes the colours around a chart: Primer's colour mode and our skin attribute.
const themeAttributes = ['data-color-mode', 'data-light-theme', 'data-dark-theme', 'data-skin']

// The last tokens read per element, so an unchanged theme gives the same object (no redraw).
const lastRead = new WeakMap<Element, { key: string; tokens: ChartTokens }>()

function tokensAt(element: Element): ChartTokens {
  const tokens = readChartTokens(element)
  const key = JSON.stringify(tokens)
  const last = lastRead.get(element)
  if (last?.key === key) return last.tokens
  lastRead.set(element, { key, tokens })
  return tokens
}

/**
 * The Primer tokens where `element` is (null until it is in the page), read again whenever the
 * skin or colour mode changes, or a theme stylesheet arrives or finishes loading.
 */
export function useChartTokens(element: Element | null): ChartTokens | null {
  const subscribe = useCallback((onChange: () => void) => {
    const observer = new MutationObserver(onChange)
    observer.observe(document.documentElement, {
      subtree: true,
      attributes: true,
      attributeFilter: themeAttributes,
    })
    observer.observe(document.head, { childList: true })
    // A theme's sheet can be in the page before it has loaded (a skin switched by a click commits
    // at once): its tokens apply on its load event, which changes nothing the observer sees.
    // Load events do not bubble; a listener on the document in the capture phase hears them.
    const onSheetLoad = (event: Event) => {
      if (event.target instanceof HTMLLinkElement && event.target.rel === 'stylesheet') onChange()
    }
    document.addEventListener('load', onSheetLoad, true)
    return () => {
      observer.disconnect()
      document.removeEventListener('load', onSheetLoad, true)
    }
  }, [])
  const read = useCallback(() => (element ? tokensAt(element) : null), [element])
  return useSyncExternalStore(subscribe, read, () => null)
}
