import type { Page } from '@playwright/test'

// For the journeys whose click inside one of Primer's anchored overlays has now and then had no
// effect (README, end-to-end tests): what the page saw of the pointer and of the router around the
// click, printed with the failure, so the next occurrence says where the click went.

interface TrailWindow {
  ceaClickTrail?: string[]
}

/** Starts noting pointer events (their target and whether something stopped them) and history writes. */
export async function watchClicks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const trailWindow = window as TrailWindow
    if (trailWindow.ceaClickTrail) return
    const trail: string[] = []
    trailWindow.ceaClickTrail = trail
    const started = performance.now()
    const at = () => `${Math.round(performance.now() - started)} ms`
    // Where the page and the open overlay are: a click lost to a moving target shows here.
    const layout = () => {
      const overlay = document.querySelector('[role="dialog"], [role="menu"]')
      const box = overlay?.getBoundingClientRect()
      const place = box
        ? `overlay ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`
        : 'no overlay'
      return `scrollY ${Math.round(window.scrollY)}, ${place}`
    }
    const describe = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return String(target)
      const text = (target.textContent ?? '').trim().slice(0, 40)
      const name = target.getAttribute('aria-label') ?? text
      return `<${target.tagName.toLowerCase()} class="${target.getAttribute('class') ?? ''}"> "${name}"`
    }
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
      window.addEventListener(
        type,
        (event) => {
          const { clientX, clientY } = event as MouseEvent
          trail.push(
            `${at()} ${type} at ${clientX},${clientY} on ${describe(event.target)}; ${layout()}`,
          )
        },
        { capture: true },
      )
      window.addEventListener(type, (event) => {
        if (event.defaultPrevented) trail.push(`${at()} ${type}: default prevented`)
      })
    }
    window.addEventListener(
      'scroll',
      (event) => trail.push(`${at()} scroll of ${describe(event.target)}; ${layout()}`),
      { capture: true },
    )
    window.addEventListener('resize', () => trail.push(`${at()} resize; ${layout()}`))
    for (const method of ['pushState', 'replaceState'] as const) {
      const write = history[method].bind(history)
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        trail.push(`${at()} history.${method} ${String(url)}`)
        write(data, unused, url)
      }
    }
  })
}

/** What was noted since `watchClicks`, and the page's address now. */
export async function clickTrail(page: Page, selectorText: string): Promise<string> {
  const lines = await page.evaluate(() => (window as TrailWindow).ceaClickTrail ?? [])
  return [`Click trail (${selectorText}):`, ...lines, `now at ${page.url()}`].join('\n')
}

/** Runs `expectation`; if it fails, the failure carries the click trail. */
export async function explainingClick(
  page: Page,
  selectorText: string,
  expectation: () => Promise<void>,
): Promise<void> {
  try {
    await expectation()
  } catch (error) {
    const trail = await clickTrail(page, selectorText).catch(
      (reason: unknown) => `Click trail unavailable: ${String(reason)}`,
    )
    if (error instanceof Error) {
      error.message = `${error.message}\n\n${trail}`
      throw error
    }
    throw new Error(`${String(error)}\n\n${trail}`)
  }
}
