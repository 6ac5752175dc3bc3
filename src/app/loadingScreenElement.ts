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
