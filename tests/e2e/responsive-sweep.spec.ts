import { type ConsoleMessage } from '@playwright/test'
import { expect } from './support/expect'
import { getViolations, injectAxe } from 'axe-playwright'
import { navigation } from '../../src/app/navigation'
import { demoAccounts } from '../../src/fixtures/auth'
import { type Role, roles, sessionTest } from './support/sessions'
import {
  english,
  hasMenuBeside,
  landingFor,
  settled,
  sizes,
  visit,
  visitPath,
} from './support/sweep'

// Every route of the navigation table, as the admin and as the client, on a phone, a tablet and a
// desktop: the page it lands on renders its heading, nothing is wider than the screen, the user
// menu is on screen, the console stays clean and axe (WCAG 2.2 AA) finds nothing. A route that
// sends the user elsewhere is visited at the first size only, and checked for where it lands: that
// page has its own rows. A new row of the table is swept without touching this file. Each worker
// keeps one signed-in page per role and size.

const test = sessionTest

function demoAccount(role: Role) {
  const account = demoAccounts.find((candidate) => candidate.role === role)
  if (!account) throw new Error(`No demo account for ${role}`)
  return account
}

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

for (const size of sizes) {
  for (const role of roles) {
    test.describe(`${role} at ${size.width}×${size.height}`, () => {
      for (const item of navigation) {
        // Where the route guard sends a user does not depend on the window: a row that lands
        // elsewhere (planned from the demo account, checked against the signed-in user) has a
        // test at the first size only.
        const plannedLanding = landingFor(item, demoAccount(role))
        if (plannedLanding.id !== item.id && size !== sizes[0]) continue
        test(`${visitPath(item)} (${item.id})`, async ({ sessions }) => {
          const { page, user } = await sessions.page(role, size)
          const landing = landingFor(item, user)
          expect(landing.id, 'where the guard sends the signed-in user, as planned').toBe(
            plannedLanding.id,
          )
          const errors: string[] = []
          const onConsole = (message: ConsoleMessage) => {
            if (message.type() === 'error') errors.push(message.text())
          }
          const onPageError = (error: Error) => errors.push(error.message)
          page.on('console', onConsole)
          page.on('pageerror', onPageError)
          try {
            // Counting requests from before the visit: what the page shows once its data and
            // images are in is what is measured.
            const isSettled = settled(page)
            await visit(page, visitPath(item))
            // Waited for without an assertion's retries: each failed retry of a locator assertion
            // has Playwright build the whole page's accessibility tree for its error message.
            await page.getByRole('heading', { level: 1 }).waitFor()
            await expect(page).toHaveURL((url) => url.pathname === visitPath(landing))
            await expect(page).toHaveTitle(`${english(landing.labelKey)} · CEA Dashboard`)
            await isSettled
            // A route that sends this user elsewhere: the page it lands on has its own row,
            // where width, menu and axe are checked once.
            if (landing.id !== item.id) {
              expect(errors, 'console errors').toEqual([])
              return
            }

            const { pageWidth, hasAxe } = await page.evaluate(() => ({
              pageWidth: Math.max(document.documentElement.scrollWidth, window.innerWidth),
              hasAxe: 'axe' in window,
            }))
            expect(pageWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(
              size.width,
            )

            // A page that sets its own layout (the UI kit's page layouts) is checked in it: no
            // navbar on the empty layout, the menu behind its button without the vertical menu.
            const ownLayout = landing.layoutOverrides ?? {}
            if (landing.layout === 'main' && ownLayout.navbarType !== 'hidden') {
              const roleName = english(`navbar.user.roles.${user.role}`)
              const userMenu = page.getByRole('button', { name: `${user.fullName}, ${roleName}` })
              const box = await userMenu.boundingBox()
              expect(box, 'the user menu is shown').not.toBeNull()
              // One assertion (each is a reported step): the edges that leave the screen.
              const outside = box && {
                left: box.x < 0,
                top: box.y < 0,
                right: box.x + box.width > size.width,
                bottom: box.y + box.height > size.height,
              }
              expect(outside, 'the user menu is on screen').toEqual({
                left: false,
                top: false,
                right: false,
                bottom: false,
              })
              if (hasMenuBeside(size) && !ownLayout.menuHidden)
                await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
              else await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible()
              await expect(page.getByRole('button', { name: 'Search' })).toBeVisible()
            }

            // The sweep moves the router, not the page: axe, once in, stays for later rows.
            if (!hasAxe) await injectAxe(page)
            const violations = await getViolations(page, undefined, {
              runOnly: { type: 'tag', values: wcag22aa },
              resultTypes: ['violations'],
            })
            expect(
              violations.map(
                (violation) =>
                  `${violation.id}: ${violation.help} — ${violation.nodes
                    .map((node) => node.target.join(' '))
                    .join(', ')}`,
              ),
              'axe, WCAG 2.2 AA',
            ).toEqual([])
            expect(errors, 'console errors').toEqual([])
          } finally {
            page.off('console', onConsole)
            page.off('pageerror', onPageError)
          }
        })
      }
    })
  }
}
