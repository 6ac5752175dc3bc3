import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The help centre as an admin uses it, against the built app and its back end in the service
// worker: the FAQ's search and a shared link to an answer, and the knowledge base's pages.

test('search the FAQ, vote, then open a shared link to an answer and find the vote kept', async ({
  page,
}) => {
  await page.goto('/pages/faq')
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('refund')
  await expect(page).toHaveURL(/\?q=refund$/)
  await expect(page.getByRole('button', { name: 'How do I track my parcel?' })).toBeHidden()
  const question = page.getByRole('button', { name: 'When will I get my refund?' })
  await expect(question.locator('mark')).toHaveText('refund')
  await question.click()
  await expect(page).toHaveURL(/\?q=refund&question=when-will-i-get-my-refund$/)
  const answer = page.getByRole('region', { name: 'When will I get my refund?' })
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/faq/data/helpful') && response.request().method() === 'POST',
  )
  await answer.getByRole('button', { name: 'Yes' }).click()
  expect((await saved).status()).toBe(200)
  await expect(answer.getByRole('status')).toHaveText('Thanks for your feedback.')

  // The link as shared: a fresh page opens that answer, scrolled to, with the vote kept.
  const shared = await page.context().newPage()
  await shared.goto('/pages/faq?question=when-will-i-get-my-refund')
  const opened = shared.getByRole('region', { name: 'When will I get my refund?' })
  await expect(opened).toBeInViewport()
  await expect(opened.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true')
  await expect(shared.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('')
})

test('knowledge base home → category → article → related article → Back, with not found', async ({
  page,
}) => {
  await page.goto('/pages/knowledge-base')
  const categories = page.getByRole('region', { name: 'Categories' })
  await categories.getByRole('link', { name: 'Security & Privacy' }).click()
  await expect(page).toHaveURL(/\/pages\/knowledge-base\/security-privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Security & Privacy' })).toBeVisible()
  await page.getByRole('link', { name: 'Turn on two-step verification' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turn on two-step verification' }),
  ).toBeVisible()
  await expect(page.getByText(/^Last updated /)).toBeVisible()
  const related = page.getByRole('region', { name: 'Related articles' })
  await related.getByRole('link', { name: 'Where is my data stored?' }).click()
  await expect(page).toHaveURL(/\/security-privacy\/where-is-my-data-stored$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Where is my data stored?' }),
  ).toBeVisible()

  await page.goBack()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turn on two-step verification' }),
  ).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await crumbs.getByRole('link', { name: 'Knowledge base' }).click()
  await page.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('webhooks')
  await expect(page).toHaveURL(/\/pages\/knowledge-base\?q=webhooks$/)
  await page.reload()
  const matches = page.getByRole('region', { name: 'Articles matching “webhooks”' })
  await expect(
    matches.getByRole('link', { name: 'Send events to your own service with webhooks' }),
  ).toBeVisible()

  await page.goto('/pages/knowledge-base/security-privacy/no-such-article')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

test('comment on the newest post with a script payload: shown as text, never run, kept after a reload', async ({
  page,
}) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto('/pages/blog/detail')
  await expect(page).toHaveURL(/\/pages\/blog\/detail\/1$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Packing light for a week in Lisbon' }),
  ).toBeVisible()
  const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script> Great read'
  await page.getByRole('textbox', { name: 'Your comment' }).fill(payload)
  await page.getByRole('button', { name: 'Post comment' }).click()
  const comments = page.getByRole('region', { name: 'Comments (3)' })
  await expect(comments.getByText(payload)).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveValue('')

  await page.reload()
  await expect(page.getByRole('region', { name: 'Comments (3)' }).getByText(payload)).toBeVisible()
  await expect(page.locator('.cea-blog-comments img[src="x"]')).toHaveCount(0)
  expect(dialogs).toEqual([])
})
