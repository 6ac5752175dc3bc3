import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The blog as a writer uses it, against the built app and its back end in the service worker:
// write a post with an image, publish it, find it first in the list, comment, reload. A script
// in a post's body, sent past the editor straight to the back end, never runs.

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAWB8bZQAAAABJRU5ErkJggg==',
  'base64',
)
const hostileBody =
  '<p>Safe words.</p><script>window.__blogXss = 1</script><img src="x" onerror="window.__blogXss = 2"><a href="javascript:window.__blogXss = 3">link</a>'

test('write a post with an image, publish it, comment on it, delete it; a script in its body never runs', async ({
  page,
}) => {
  await page.goto('/pages/blog/list')
  await page.getByRole('link', { name: 'Write a post' }).click()
  const form = page.getByRole('form', { name: 'Write a post' })
  await form.getByRole('textbox', { name: /^Title/ }).fill('Cycling the Danube by night')
  await expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveValue(
    'cycling-the-danube-by-night',
  )
  await expect(form.getByText('This slug is free.')).toBeVisible()
  await form.getByRole('checkbox', { name: 'Travel' }).check()
  await form
    .getByLabel(/^Featured image/)
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png })
  await expect(form.getByRole('img', { name: 'Featured image preview' })).toBeVisible()
  // The first click loads the editor (Tiptap), which takes the focus once shown.
  await form.getByRole('textbox', { name: /^Content/ }).click()
  await expect(form.getByRole('toolbar')).toBeVisible()
  await form.getByRole('textbox', { name: /^Content/ }).click()
  await page.keyboard.type('Four nights, one river and a headlamp.')
  await form.getByRole('combobox', { name: 'Status' }).selectOption('Published')
  await form.getByRole('button', { name: 'Publish' }).click()
  // Saved, the form is the post's own: its title names the post.
  await expect(page.getByText('Post published.')).toBeVisible()
  await expect(page).toHaveURL(/\/pages\/blog\/edit\/7$/)

  // A body sent past the editor, as any client of the API could.
  const status = await page.evaluate(async (content) => {
    const token = localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken')
    const headers = { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' }
    const loaded = (await (await fetch('/blog/list/data/post?id=7', { headers })).json()) as {
      post: Record<string, unknown>
    }
    const { authorId: _author, userFullName: _name, ...fields } = loaded.post
    const answer = await fetch('/blog/list/data/post/update', {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...fields, content }),
    })
    return answer.status
  }, hostileBody)
  expect(status).toBe(200)

  await page.getByRole('link', { name: 'Back to the blog' }).click()
  const posts = page.getByRole('list', { name: 'Posts' })
  const first = posts.getByRole('article').first()
  await expect(first).toHaveAccessibleName('Cycling the Danube by night')
  await expect(first.getByRole('img')).toHaveAccessibleName(
    'Cover image of “Cycling the Danube by night”',
  )
  await first.getByRole('link', { name: 'Cycling the Danube by night', exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cycling the Danube by night' }),
  ).toBeVisible()
  await expect(page.getByText('Safe words.')).toBeVisible()

  const comments = page.getByRole('region', { name: 'Comments (0)' })
  await comments.getByRole('textbox', { name: 'Your comment' }).fill('See you on the towpath.')
  await comments.getByRole('button', { name: 'Post comment' }).click()
  await expect(page.getByRole('region', { name: 'Comments (1)' })).toContainText(
    'See you on the towpath.',
  )
  await page.reload()
  await expect(page.getByRole('region', { name: 'Comments (1)' })).toContainText(
    'See you on the towpath.',
  )
  await expect(page.getByText('Safe words.')).toBeVisible()
  expect(await page.evaluate(() => Reflect.get(window, '__blogXss'))).toBeUndefined()

  // Deleted from its editor (asked first): the list says so and no longer shows it.
  await page.goto('/pages/blog/edit/7')
  const editor = page.getByRole('form', { name: 'Edit “Cycling the Danube by night”' })
  await editor.getByRole('button', { name: 'Delete post' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete this post?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page).toHaveURL(/\/pages\/blog\/list$/)
  await expect(page.getByRole('status').filter({ hasText: 'was deleted.' })).toHaveText(
    '“Cycling the Danube by night” was deleted.',
  )
  await expect(
    page.getByRole('list', { name: 'Posts' }).getByRole('article').first(),
  ).not.toHaveAccessibleName('Cycling the Danube by night')
})
