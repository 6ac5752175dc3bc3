import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The profile page as the signed-in admin uses it, against the built app and its back end in the
// service worker: a like, a poll vote and a comment are kept across a reload; Load more pages on.

test('like a post, vote, comment and load more: the like, the vote and the comment are kept after a reload', async ({
  page,
}) => {
  await page.goto('/pages/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible()

  const yusuf = page.getByRole('article', { name: 'Yusuf Demir' })
  const like = yusuf.getByRole('button', { name: 'Like' })
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  const liked = page.waitForResponse((response) => response.url().endsWith('/posts/like'))
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  expect((await liked).status()).toBe(200)
  await expect(yusuf).toContainText('Likes: 313')

  const poll = page.getByRole('region', { name: 'Poll' })
  await poll.getByRole('radio', { name: 'Wednesday' }).check()
  await poll.getByRole('button', { name: 'Vote' }).click()
  await expect(poll.getByRole('list', { name: 'Results' })).toContainText('Wednesday (your vote)')

  await yusuf.getByRole('textbox', { name: 'Your comment' }).fill('<b>Noted</b>, thanks!')
  await yusuf.getByRole('button', { name: 'Post comment' }).click()
  await expect(yusuf.getByText('<b>Noted</b>, thanks!')).toBeVisible()

  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(page.getByRole('article', { name: 'Finn Gallagher' })).toBeVisible()
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(page.getByRole('article', { name: 'Tomás Herrera' })).toBeVisible()
  await expect(page.getByText('You have seen every post.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible()
  const kept = page.getByRole('article', { name: 'Yusuf Demir' })
  await expect(kept.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true')
  await expect(kept).toContainText('Likes: 313')
  await expect(kept.getByText('<b>Noted</b>, thanks!')).toBeVisible()
  const results = page.getByRole('region', { name: 'Poll' }).getByRole('list', { name: 'Results' })
  await expect(results).toContainText('Wednesday (your vote)Votes: 7 (33%)')
  await expect(page.getByRole('radio')).toHaveCount(0)
})
