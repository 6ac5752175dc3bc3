import { type Page, test } from '@playwright/test'
import { expect } from './support/expect'

// The simulated back end as the app runs it: a service worker, JWTs signed with
// WebCrypto, and every write kept in IndexedDB across a reload.

async function startedApp(page: Page) {
  await page.goto('/')
  await page.locator('html[data-backend="simulated"]').waitFor({ state: 'attached' })
}

async function signIn(page: Page, email: string, password: string) {
  return page.evaluate(
    async ({ email, password }) => {
      const answer = await fetch('/jwt/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      return { status: answer.status, body: (await answer.json()) as { accessToken?: string } }
    },
    { email, password },
  )
}

function callApi(
  page: Page,
  path: string,
  token: string,
  init: { method?: string; body?: unknown } = {},
) {
  return page.evaluate(
    async ({ path, token, init }) => {
      const answer = await fetch(path, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      const text = await answer.text()
      return {
        status: answer.status,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      }
    },
    { path, token, init },
  )
}

test('the service worker signs in with a real JWT and answers data calls by role', async ({
  page,
}) => {
  await startedApp(page)
  const [loginResponse, admin] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/jwt/login')),
    signIn(page, 'admin@demo.com', 'admin'),
  ])
  expect(loginResponse.fromServiceWorker()).toBe(true)
  expect(admin.status).toBe(200)
  const token = admin.body.accessToken ?? ''
  expect(token.split('.')).toHaveLength(3)

  const users = await callApi(page, '/api/users/list/data?perPage=5', token)
  expect(users.status).toBe(200)
  expect(users.body).toMatchObject({ total: 50, users: expect.any(Array) })

  const client = await signIn(page, 'client@demo.com', 'client')
  expect((await callApi(page, '/api/users/list/data', client.body.accessToken ?? '')).status).toBe(
    403,
  )
  expect((await callApi(page, '/api/main-search/data', client.body.accessToken ?? '')).status).toBe(
    200,
  )
  expect((await callApi(page, '/api/users/list/data', 'not-a-token')).status).toBe(401)
  expect((await signIn(page, 'admin@demo.com', 'wrong')).body).toEqual({
    error: { email: 'Email or Password is Invalid' },
  })
})

test('a write survives a reload (IndexedDB) and sample images are drawn', async ({ page }) => {
  await startedApp(page)
  const token = (await signIn(page, 'admin@demo.com', 'admin')).body.accessToken ?? ''
  const added = await callApi(page, '/apps/todo/add-tasks', token, {
    method: 'POST',
    body: { task: { title: 'Survive a reload', dueDate: '2026-12-01', tags: ['team'] } },
  })
  expect(added.status).toBe(201)

  await page.reload()
  await page.locator('html[data-backend="simulated"]').waitFor({ state: 'attached' })
  const tasks = await callApi(page, '/apps/todo/tasks?q=survive', token)
  expect(tasks.body).toMatchObject({
    tasks: [expect.objectContaining({ title: 'Survive a reload' })],
  })

  const image = await page.evaluate(async () => {
    const answer = await fetch('/assets/images/avatars/3.svg')
    return { type: answer.headers.get('Content-Type'), text: await answer.text() }
  })
  expect(image.type).toBe('image/svg+xml')
  expect(image.text).toContain('<svg')
})
