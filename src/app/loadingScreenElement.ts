const staticLoadingScreenId = 'loading-screen'

let announceFirstScreen: () => void = () => undefined
/** Resolves once the app's first screen (or its error screen) has replaced the loading screen. */
export const firstScreenShown = new Promise<void>((resolve) => {
  announceFirstScreen = resolve
})

/** Fades out and removes the loading screen that index.html paints before any JavaScript. */
export function removeStaticLoadingScreen(): void {
  announceFirstScreen()
  const screen = document.getElementById(staticLoadingScreenId)
  if (!screen) return
  const isReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  if (isReducedMotion) {
    screen.remove()
    return
  }
  screen.dataset.state = 'leaving'
  screen.setAttribute('aria-hidden', 'true')
  window.setTimeout(() => screen.remove(), 260)
}

const firstInputs = ['pointerdown', 'keydown', 'touchstart'] as const

/**
 * Resolves at the visitor's first input after the first screen (which may open another route or
 * switch the language), or `quietMs` after that screen, whichever comes first: when to fetch what
 * the first screen did not need without sharing a phone's link with what it still loads (its
 * data, the largest paint). Lighthouse counted every text fetched before that paint (users list,
 * cold: 19 KB of the rest of the texts, on a 1.6 Mbit/s link).
 */
export function afterFirstScreenSettles(quietMs = 3000): Promise<void> {
  return firstScreenShown.then(
    () =>
      new Promise<void>((resolve) => {
        const settle = () => {
          window.clearTimeout(timer)
          for (const type of firstInputs) window.removeEventListener(type, settle, true)
          resolve()
        }
        const timer = window.setTimeout(settle, quietMs)
        for (const type of firstInputs)
          window.addEventListener(type, settle, { capture: true, passive: true })
      }),
  )
}
