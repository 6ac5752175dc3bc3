import type { Page } from '@playwright/test'

type Marked = Window & { ceaFirstHeadingAt?: number }

/** Before the page's scripts run: note when the first h1 (the page's own, not the loading screen) appears. */
export async function markFirstHeading(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('h1')) return
      ;(window as Marked).ceaFirstHeadingAt = performance.now()
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  })
}

/**
 * The modules (other than the entry) a page fetched before its first heading showed, and those
 * of them index.html did not name in a <link rel=modulepreload> (found one import level at a time).
 */
export function modulesBeforeFirstHeading(page: Page) {
  return page.evaluate(() => {
    const headingAt = (window as Marked).ceaFirstHeadingAt ?? Infinity
    const pathOf = (url: string) => new URL(url, location.href).pathname
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')
    const preloaded = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
        pathOf(link.href),
      ),
    )
    const fetched = performance
      .getEntriesByType('resource')
      .filter((resource) => resource.startTime < headingAt && pathOf(resource.name).endsWith('.js'))
      .map((resource) => pathOf(resource.name))
      .filter((path) => path !== (entry ? pathOf(entry.src) : ''))
    return { fetched, notPreloaded: fetched.filter((path) => !preloaded.has(path)) }
  })
}
