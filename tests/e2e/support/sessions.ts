// Signed-in pages for end-to-end specs: each role signs in once per worker through the login form,
// and each role and window size gets one page, kept for the whole worker.
import { type Browser, type BrowserContext, type Page, test } from '@playwright/test'
import { expect } from './expect'
import type { UserData } from '../../../src/api/types/auth'

export interface Size {
  name: string
  width: number
  height: number
}

/** A laptop, for journeys that need the whole navbar and keyboard (no touch). */
export const desktop: Size = { name: 'desktop', width: 1280, height: 800 }

export const roles = ['admin', 'client'] as const
export type Role = (typeof roles)[number]

export interface SignedInPage {
  page: Page
  user: UserData
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** One signed-in page per role and size, for the whole worker; each role signs in once. */
export class Sessions {
  private readonly states = new Map<Role, Promise<{ state: StorageState; user: UserData }>>()
  private readonly pages = new Map<string, Promise<SignedInPage>>()
  private readonly contexts: BrowserContext[] = []

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  page(role: Role, size: Size): Promise<SignedInPage> {
    const key = `${role}@${size.name}`
    let signedIn = this.pages.get(key)
    if (!signedIn) {
      signedIn = this.open(role, size)
      this.pages.set(key, signedIn)
    }
    return signedIn
  }

  async close() {
    await Promise.all(this.contexts.map((context) => context.close()))
  }

  private async open(role: Role, size: Size): Promise<SignedInPage> {
    const { state, user } = await this.signIn(role)
    const context = await this.browser.newContext({
      baseURL: this.baseURL,
      storageState: state,
      viewport: { width: size.width, height: size.height },
      // Touch emulation below desktop: a phone widens its layout viewport to fit content that
      // overflows (which is why the sweep measures scrollWidth too).
      isMobile: size.width < 1024,
      hasTouch: size.width < 1024,
      reducedMotion: 'reduce',
    })
    this.contexts.push(context)
    return { page: await context.newPage(), user }
  }

  private signIn(role: Role) {
    let pending = this.states.get(role)
    if (!pending) {
      pending = this.signInThroughTheForm(role)
      this.states.set(role, pending)
    }
    return pending
  }

  private async signInThroughTheForm(role: Role) {
    const context = await this.browser.newContext({ baseURL: this.baseURL })
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'Email' }).fill(`${role}@demo.com`)
    await page.getByLabel(/^Password/).fill(role)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).not.toHaveURL(/\/login/)
    const stored = await page.evaluate(() => localStorage.getItem('userData'))
    if (!stored) throw new Error(`Signing in as ${role} stored no user`)
    const state = await context.storageState()
    await context.close()
    return { state, user: JSON.parse(stored) as UserData }
  }
}

/** Playwright's `test` with the worker's `sessions`. */
export const sessionTest = test.extend<object, { sessions: Sessions }>({
  sessions: [
    async ({ browser }, provide, workerInfo) => {
      const sessions = new Sessions(browser, String(workerInfo.project.use.baseURL))
      await provide(sessions)
      await sessions.close()
    },
    { scope: 'worker' },
  ],
})
