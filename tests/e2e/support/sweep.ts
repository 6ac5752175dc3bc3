// The responsive sweep's model: the sizes it visits, where the route guard sends each role (the
// rule of src/app/routing/RequireAccess.tsx, from the signed-in user's own ability), and how it
// visits and waits for a page.
import { readFileSync } from 'node:fs'
import { type Page } from '@playwright/test'
import { createAppAbility } from '../../../src/api/access'
import type { UserData } from '../../../src/api/types/auth'
import { navigation } from '../../../src/app/navigation'
import type { NavigationItem } from '../../../src/app/navigationTypes'
import { roleHomePath } from '../../../src/app/routing/roleHome'
import type { Size } from './sessions'

export const sizes: readonly Size[] = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'tablet', width: 768, height: 1024 },
  // From 1200 px the menu stands beside the page instead of opening over it.
  { name: 'desktop', width: 1440, height: 900 },
]

/** Whether the shell shows its menu beside the page at this width (else behind a button). */
export const hasMenuBeside = (size: Size) => size.width >= 1200

const englishStrings: unknown = JSON.parse(
  readFileSync(new URL('../../../public/assets/data/locales/en.json', import.meta.url), 'utf8'),
)

/** An English string by its i18n key ("nav.item.home"). */
export function english(key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? Reflect.get(node, part) : undefined),
      englishStrings,
    )
  if (typeof value !== 'string') throw new Error(`No English text for ${key}`)
  return value
}

/** Sample values for route parameters (`:slug`); any other parameter is 1. */
const sampleParams: Record<string, string> = { slug: 'halden-drift-wireless-headphones' }

/** Routes whose parameter wants a sample of its own (invoice numbers start at 3101). */
const samplePaths: Record<string, string> = {
  '/apps/invoice/preview/:id': '/apps/invoice/preview/3101',
  '/apps/invoice/edit/:id': '/apps/invoice/edit/3101',
  '/pages/knowledge-base/:category': '/pages/knowledge-base/integrations',
  '/pages/knowledge-base/:category/:question': '/pages/knowledge-base/integrations/use-webhooks',
}

/** The path to visit for a row of the table, its parameters filled in. */
export const visitPath = (item: NavigationItem) =>
  samplePaths[item.path] ??
  item.path.replace(/:(\w+)\??/g, (_, name: string) => sampleParams[name] ?? '1')

/** Pages that move on by themselves once shown: `/apps/user/view` opens the first user (id 1). */
const redirects: Record<string, string> = {
  '/apps/user/view': '/apps/user/view/1',
  '/apps/ecommerce/product-detail':
    '/apps/ecommerce/product-detail/halden-drift-wireless-headphones',
  '/apps/invoice/preview': '/apps/invoice/preview/3101',
  '/pages/blog/detail': '/pages/blog/detail/1',
}

/** Where the route guard sends this user for a row: the page itself, home or not-authorized. */
export function landingFor(item: NavigationItem, user: UserData): NavigationItem {
  const home = roleHomePath(user)
  let path = visitPath(item)
  if (item.access === 'guest') path = home
  else if (item.access !== 'public') {
    const ability = createAppAbility(user.ability)
    if (!ability.can(item.access.action, item.access.subject)) {
      path = item.path === '/' && home !== '/' ? home : '/misc/not-authorized'
    }
  }
  path = redirects[path] ?? path
  const landing = navigation.find((candidate) => visitPath(candidate) === path)
  if (!landing) throw new Error(`No row of the navigation table for ${path}`)
  return landing
}

/**
 * Resolves once no request has been in flight for `quietMs`: the route's chunk, its data (each
 * answer of the simulated back end takes 300 ms) and its images are in. Quicker than Playwright's
 * 'networkidle', which always waits 500 ms. Timed here, with no call to the page: a poll through
 * `expect.poll` was a reported step every 50 ms, each with its stack trace.
 */
export function settled(page: Page, quietMs = 150, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let inFlight = 0
    let quiet: ReturnType<typeof setTimeout> | undefined
    const stop = () => {
      clearTimeout(quiet)
      clearTimeout(deadline)
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
    }
    const waitForQuiet = () => {
      clearTimeout(quiet)
      if (inFlight === 0)
        quiet = setTimeout(() => {
          stop()
          resolve()
        }, quietMs)
    }
    const started = () => {
      inFlight += 1
      clearTimeout(quiet)
    }
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1)
      waitForQuiet()
    }
    const deadline = setTimeout(() => {
      stop()
      reject(new Error(`Requests still in flight after ${timeoutMs} ms: ${inFlight}`))
    }, timeoutMs)
    page.on('request', started)
    page.on('requestfinished', ended)
    page.on('requestfailed', ended)
    waitForQuiet()
  })
}

/**
 * Opens a path: the first visit of a page loads the app, later ones move its router, as a link
 * would (a reload per route would spend most of the sweep starting the app again).
 */
export async function visit(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto(path)
    return
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}
