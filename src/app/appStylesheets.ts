/** The attribute vite/deferredStylesheets.ts puts on the stylesheet preloads of index.html. */
const preloadSelector = 'link[rel="preload"][as="style"][data-cea-stylesheet]'

function applied(preload: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    const sheet = document.createElement('link')
    sheet.rel = 'stylesheet'
    if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin
    sheet.href = preload.href
    // A sheet that fails to load must not keep the app from showing.
    sheet.addEventListener('load', () => resolve(), { once: true })
    sheet.addEventListener('error', () => resolve(), { once: true })
    preload.after(sheet)
  })
}

/**
 * Applies the app's stylesheets, which index.html only preloads so that the loading screen
 * paints without waiting for them, and resolves once they have loaded: the first screen renders
 * styled. The dev server injects styles itself: there is nothing to apply.
 */
export function applyPreloadedStylesheets(): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>(preloadSelector)]
  return Promise.all(preloads.map(applied)).then(() => undefined)
}
