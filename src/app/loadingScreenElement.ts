const staticLoadingScreenId = 'loading-screen'

/** Fades out and removes the loading screen that index.html paints before any JavaScript. */
export function removeStaticLoadingScreen(): void {
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
