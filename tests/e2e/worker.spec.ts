import { type BrowserContext, type Page, test } from '@playwright/test'
import { expect } from './support/expect'

// The back end in its own service worker: one store for every tab of the browser,
// each write in IndexedDB before it is answered, announcements to every tab.
// Every test opens a fresh context: a first visit, with no worker and no data yet.

async function signInThroughTheForm(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@demo.com')
  await page.getByLabel(/^Password/).fill('admin')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** A context signed in as the admin, through the form, on a first visit. */
async function signedInContext(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto('/login')
  await signInThroughTheForm(page)
  await expect(page).toHaveURL(/\/$/)
  return page
}

async function backendReady(page: Page) {
  await page.locator('html[data-backend="simulated"]').waitFor({ state: 'attached' })
}

/** A call with the tab's own access token, as the app's client makes it. */
function callApi(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const token = localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken')
      const answer = await fetch(path, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      const text = await answer.text()
      return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : undefined }
    },
    { path, init },
  )
}

const addTask = (page: Page, title: string) =>
  callApi(page, '/apps/todo/add-tasks', {
    method: 'POST',
    body: { task: { title, dueDate: '2026-12-01', tags: ['team'] } },
  })

async function tasksNamed(page: Page, q: string) {
  const { body } = await callApi(page, `/apps/todo/tasks?q=${encodeURIComponent(q)}`)
  return (body as { tasks: Array<{ id: number; title: string }> }).tasks
}

test('a first visit signs in on the first try, and every picture on the page loads', async ({
  page,
}) => {
  // Whether a worker controlled the page as it started: the worker claims the page as soon as it
  // activates, which can be before any later look, so the look is taken at the document's start.
  await page.addInitScript(() => {
    Reflect.set(window, 'ceaStartedControlled', navigator.serviceWorker.controller !== null)
  })
  await page.goto('/login')
  // No worker controlled this first page: the form still works on the first try.
  expect(await page.evaluate(() => Reflect.get(window, 'ceaStartedControlled'))).toBe(false)
  await signInThroughTheForm(page)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Every picture on the page ends up drawn (a picture a card adds as its data arrives included);
  // a broken one never does, and fails here with its address.
  const images = () =>
    page.evaluate(() =>
      [...document.images].map((image) => ({
        src: image.currentSrc,
        isLoaded: image.complete && image.naturalWidth > 0,
      })),
    )
  await expect.poll(async () => (await images()).length).toBeGreaterThan(0)
  await expect.poll(async () => (await images()).filter((image) => !image.isLoaded)).toEqual([])
})

test('the page carries no back-end code: msw and the handlers stay in the worker', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text())
  })
  await page.goto('/login')
  await backendReady(page)
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  // msw's log prefix, the JWT algorithm of the token signer, the handlers' own failure text.
  const backEndMarks = ['[MSW]', 'HS256', 'The simulated back end failed']
  for (const mark of backEndMarks)
    expect(scripts.filter((script) => script.includes(mark))).toHaveLength(0)
})

test('two tabs add a task at the same moment: both are kept, with different ids', async ({
  context,
}) => {
  const first = await signedInContext(context)
  const second = await context.newPage()
  await second.goto('/')
  await backendReady(second)
  const [one, two] = await Promise.all([
    addTask(first, 'Tab race one'),
    addTask(second, 'Tab race two'),
  ])
  expect([one.status, two.status]).toEqual([201, 201])

  const third = await context.newPage()
  await third.goto('/')
  await backendReady(third)
  const tasks = await tasksNamed(third, 'Tab race')
  expect(tasks.map((task) => task.title).sort()).toEqual(['Tab race one', 'Tab race two'])
  expect(new Set(tasks.map((task) => task.id)).size).toBe(2)
})

test('a tab closed right after a 201 loses nothing', async ({ context }) => {
  const page = await signedInContext(context)
  expect((await addTask(page, 'Written before the answer')).status).toBe(201)
  await page.close()
  const again = await context.newPage()
  await again.goto('/')
  await backendReady(again)
  expect(await tasksNamed(again, 'Written before the answer')).toHaveLength(1)
})

test('a worker the browser stops, or one unregistered and registered again, keeps every write', async ({
  context,
}) => {
  const page = await signedInContext(context)
  expect((await addTask(page, 'Outlives the worker')).status).toBe(201)

  const devtools = await context.newCDPSession(page)
  await devtools.send('ServiceWorker.enable')
  await devtools.send('ServiceWorker.stopAllWorkers')
  // The next call starts the worker again, which reopens the store from IndexedDB.
  expect(await tasksNamed(page, 'Outlives the worker')).toHaveLength(1)

  await page.evaluate(async () => {
    const registrations = await navigator.serviceWorker.getRegistrations()
    await Promise.all(registrations.map((registration) => registration.unregister()))
  })
  await page.reload()
  await backendReady(page)
  expect(await tasksNamed(page, 'Outlives the worker')).toHaveLength(1)
})

const inboxEntry = (page: Page, unread: number) =>
  page.getByRole('navigation', { name: 'Mailboxes' }).getByRole('link', {
    name: new RegExp(`^Inbox\\b.*(\\b${unread}\\b.*unread|unread: ${unread}$)`),
  })
const starButton = (page: Page, subject: string) =>
  page.getByRole('button', { name: `Star “${subject}”`, exact: true })
const unstarButton = (page: Page, subject: string) =>
  page.getByRole('button', { name: `Remove star from “${subject}”`, exact: true })

/** Two tabs of one browser on the inbox, signed in as the admin. */
async function twoMailboxTabs(context: BrowserContext): Promise<[Page, Page]> {
  const first = await signedInContext(context)
  await first.goto('/apps/email')
  const second = await context.newPage()
  await second.goto('/apps/email')
  for (const page of [first, second]) await expect(inboxEntry(page, 6)).toBeVisible()
  return [first, second]
}

test('a change in one tab shows in the other without a reload: list, counts and the bell', async ({
  context,
}) => {
  const [first, second] = await twoMailboxTabs(context)

  const subject = 'Updated brand guidelines and icon set'
  await starButton(first, subject).click()
  await expect(unstarButton(second, subject)).toBeVisible()

  await first
    .getByRole('listitem')
    .getByRole('link', { name: /Q1 budget review: numbers are in$/ })
    .click()
  await expect(inboxEntry(second, 5)).toBeVisible()

  const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })
  await expect(bell(second)).toHaveAccessibleName('Notifications, 3 unread')
  await bell(first).click()
  await first.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(bell(second)).toHaveAccessibleName('Notifications')
})

test('"Reset demo data" in the customizer brings every tab back to the sample data', async ({
  context,
}) => {
  const [first, second] = await twoMailboxTabs(context)
  await first
    .getByRole('listitem')
    .getByRole('link', { name: /Q1 budget review: numbers are in$/ })
    .click()
  await expect(inboxEntry(second, 5)).toBeVisible()
  // Back to the list: a tab reloaded on the open email would read it again (5 unread once more).
  await first.goBack()
  await expect(first).toHaveURL(/\/apps\/email$/)

  await first.getByRole('button', { name: 'Open the customizer' }).click()
  await first.getByRole('button', { name: 'Reset demo data' }).click()
  const confirm = first.getByRole('alertdialog', { name: 'Reset the demo data?' })
  await confirm.getByRole('button', { name: 'Reset' }).click()
  // Each tab reloads and boots again before it shows the mailbox (about 3.5 s on an idle
  // 2-core machine, more when the other test worker is busy).
  for (const page of [first, second])
    await expect(inboxEntry(page, 6)).toBeVisible({ timeout: 30_000 })
})

test('a new worker takes over cleanly: open tabs reload to match it, and the data stays', async ({
  context,
}) => {
  const page = await signedInContext(context)
  expect((await addTask(page, 'Kept across workers')).status).toBe(201)
  const ownScript = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
  expect(ownScript).toContain('/backend-worker.js')
  // Each page loaded from now on notes the worker that controlled it as it started.
  await page.addInitScript(() => {
    Reflect.set(window, 'ceaStartedUnder', navigator.serviceWorker.controller?.scriptURL)
  })
  await page.evaluate(() => Object.assign(window, { isPageOfOldWorker: true }))
  // As a deploy does: another worker script for the same scope installs and takes over.
  // (Playwright cannot route a service worker's own script, so the new one has its own URL.)
  const nextScript = new URL('/backend-worker.js?latency=0&build=next', page.url()).href
  await page.evaluate(async (script) => {
    await navigator.serviceWorker.register(script, { scope: '/', updateViaCache: 'none' })
  }, nextScript)
  // The page reloads under the new worker and stays under it: a worker of its own build
  // controls it, so it registers nothing else. The data is read once its back end answers (a
  // read on the page before would die with its reload).
  await page.waitForFunction(
    (script) =>
      !('isPageOfOldWorker' in window) &&
      Reflect.get(window, 'ceaStartedUnder') === script &&
      document.documentElement.dataset.backend === 'simulated',
    nextScript,
  )
  expect(
    await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((registration) => [
        registration.active?.scriptURL,
        (registration.waiting ?? registration.installing)?.scriptURL ?? null,
      ]),
    ),
  ).toEqual([[nextScript, null]])
  expect(await tasksNamed(page, 'Kept across workers')).toHaveLength(1)
})
