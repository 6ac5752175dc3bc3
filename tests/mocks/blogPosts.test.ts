import { describe, expect, it } from 'vitest'
import type {
  BlogListResponse,
  BlogPostAnswer,
  BlogPostDetail,
  BlogPostInput,
  BlogSlugCheck,
} from '../../src/api/types/blog'
import { buildLoginUser } from '../../src/fixtures/auth'
import { accountsTable } from '../../src/mocks/auth/accounts'
import { signToken } from '../../src/mocks/auth/tokens'
import { blogHandlers } from '../../src/mocks/handlers/blog'
import { blogPostsTable } from '../../src/mocks/handlers/blogTables'
import { call, contractRepository, startContractServer } from '../support/contract'

startContractServer(...blogHandlers)

const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAWB8bZQAAAABJRU5ErkJggg=='
const newPost: BlogPostInput = {
  title: 'Cycling the Danube in spring',
  slug: 'cycling-the-danube-in-spring',
  categories: ['travel'],
  status: 'Published',
  publishAt: null,
  excerpt: 'Four days, one river, a lot of cake.',
  featuredImage: pixel,
  content:
    '<p>We rode <strong>east</strong>.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
}

const create = (post: unknown, token?: string) =>
  call<BlogPostAnswer>('/blog/list/data/post', { method: 'POST', body: post, token })
const update = (post: unknown, token?: string) =>
  call<BlogPostAnswer>('/blog/list/data/post/update', { method: 'POST', body: post, token })
const listed = (query: Record<string, string | number>) =>
  call<BlogListResponse>('/blog/list/data', { query })

/** A writer who is not an admin: may read and write the blog, change only their own posts. */
async function authorToken(): Promise<string> {
  const author = buildLoginUser({
    id: 40,
    fullName: 'Wren Author',
    username: 'wren.author',
    email: 'wren@demo.com',
    role: 'client',
    ability: [
      { action: 'read', subject: 'Blog' },
      { action: 'update', subject: 'Blog' },
    ],
  })
  await contractRepository().transaction((tx) => tx.insert(accountsTable, author))
  return (await signToken(author.id, 'access')).token
}

describe('GET /blog/list/data: the list page’s parameters', () => {
  it('honours q, category, status and page together', async () => {
    const travel = await listed({ category: 'travel', status: 'Published', perPage: 1, page: 2 })
    expect(travel.body.total).toBe(2)
    expect(travel.body.posts.map((post) => post.id)).toEqual([6])
    const searched = await listed({ q: 'lisbon', category: 'food', status: 'Published' })
    expect(searched.body.posts.map((post) => post.id)).toEqual([1])
    expect((await listed({ q: 'lisbon', category: 'video' })).body.total).toBe(0)
  })
})

describe('POST /blog/list/data/post', () => {
  it('creates a post by the caller, its body kept without script, first in the list', async () => {
    const { status, body } = await create(newPost)
    expect(status).toBe(201)
    expect(body.post).toMatchObject({
      id: 7,
      authorId: 1,
      userFullName: 'Amara Okafor',
      categories: ['travel'],
      content: '<p>We rode <strong>east</strong>.</p>',
    })
    const first = (await listed({ status: 'Published', perPage: 6 })).body.posts[0]
    expect(first).toMatchObject({ id: 7, title: newPost.title, tags: ['Travel'], authorId: 1 })
    const detail = await call<BlogPostDetail>('/blog/list/data/detail', { query: { id: 7 } })
    expect(detail.body.content).not.toMatch(/script|onerror|<img/)
  })

  it('keeps a draft out of the published list and a scheduled post at its date', async () => {
    await create({ ...newPost, status: 'Draft' })
    expect((await listed({ status: 'Published' })).body.total).toBe(6)
    const at = new Date(Date.now() + 86_400_000).toISOString()
    const scheduled = await create({
      ...newPost,
      slug: 'later',
      status: 'Scheduled',
      publishAt: at,
    })
    expect(scheduled.body.post).toMatchObject({ status: 'Scheduled', publishAt: at })
    const past = await create({
      ...newPost,
      slug: 'past',
      status: 'Scheduled',
      publishAt: '2020-01-01T00:00:00Z',
    })
    expect(past.status).toBe(400)
    expect(past.body).toMatchObject({ errors: { publishAt: 'Publish date must be in the future' } })
  })

  it('publishes a scheduled post once its time has come, and not before', async () => {
    const at = new Date(Date.now() + 86_400_000).toISOString()
    const scheduled = await create({
      ...newPost,
      slug: 'at-dawn',
      status: 'Scheduled',
      publishAt: at,
    })
    const id = scheduled.body.post.id
    const listedIds = async () =>
      (await listed({ status: 'Published' })).body.posts.map((post) => post.id)
    expect(await listedIds()).not.toContain(id)
    // A day goes by: the post's time is now in the past.
    const past = new Date(Date.now() - 60_000).toISOString()
    await contractRepository().transaction(async (tx) => {
      const row = await tx.get(blogPostsTable, id)
      if (row) await tx.update(blogPostsTable, { ...row, publishAt: past, blogPosted: past })
    })
    expect(await listedIds()).toContain(id)
    const detail = await call<BlogPostDetail>('/blog/list/data/detail', { query: { id } })
    expect(detail.status).toBe(200)
    expect((await contractRepository().get(blogPostsTable, id))?.status).toBe('Published')
  })

  it('lists unpublished posts only to who writes: all for an admin, their own for an author', async () => {
    const author = await authorToken()
    const own = await create({ ...newPost, slug: 'my-draft', status: 'Draft' }, author)
    const adminDraft = await create({ ...newPost, slug: 'admin-draft', status: 'Draft' })
    const drafts = (token?: string) =>
      call<BlogListResponse>('/blog/list/data', { query: { status: 'Draft' }, token })
    const everyDraft = (await drafts()).body.posts.map((post) => post.id)
    expect(everyDraft).toEqual(expect.arrayContaining([own.body.post.id, adminDraft.body.post.id]))
    expect((await drafts(author)).body.posts.map((post) => post.id)).toEqual([own.body.post.id])
    const reader = buildLoginUser({
      id: 41,
      email: 'reader@demo.com',
      username: 'reader',
      role: 'client',
      ability: [{ action: 'read', subject: 'Blog' }],
    })
    await contractRepository().transaction((tx) => tx.insert(accountsTable, reader))
    const readerToken = (await signToken(reader.id, 'access')).token
    const refused = await drafts(readerToken)
    expect(refused.status).toBe(403)
    // Without a status a reader gets the published blog, not the drafts.
    const everything = await call<BlogListResponse>('/blog/list/data', { token: readerToken })
    const readerIds = everything.body.posts.map((post) => post.id)
    expect(readerIds).not.toContain(own.body.post.id)
    expect(readerIds).not.toContain(adminDraft.body.post.id)
    expect(everything.body.total).toBe((await listed({ status: 'Published' })).body.total)
  })

  it('answers 409 at the slug when another post has it, and writes nothing', async () => {
    const taken = await create({ ...newPost, slug: 'packing-light-for-a-week-in-lisbon' })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({
      errors: {
        slug: 'The slug "packing-light-for-a-week-in-lisbon" is already used by another post.',
      },
    })
    expect((await listed({})).body.total).toBe(6)
  })

  it.each([
    [
      'an image that is not PNG, JPEG, GIF or WebP',
      { featuredImage: 'data:image/svg+xml;base64,PHN2Zz4=' },
      'featuredImage',
    ],
    [
      'an image over 512 KB',
      { featuredImage: `data:image/png;base64,${'A'.repeat(700_000)}` },
      'featuredImage',
    ],
    ['a slug with capitals', { slug: 'Not-A-Slug' }, 'slug'],
    ['no category', { categories: [] }, 'categories'],
    ['an unknown category', { categories: ['sports'] }, 'categories'],
    ['a body with no words', { content: '<p> </p><script>x</script>' }, 'content'],
  ])('answers 400 at the field for %s', async (_, change, field) => {
    const { status, body } = await create({ ...newPost, ...change })
    expect(status).toBe(400)
    expect(body).toMatchObject({ errors: { [field]: expect.any(String) } })
    expect((await listed({})).body.total).toBe(6)
  })

  it('answers 401 signed out and 403 to a client who may not write', async () => {
    expect(
      (await call('/blog/list/data/post', { method: 'POST', body: newPost, as: 'signed-out' }))
        .status,
    ).toBe(401)
    expect(
      (await call('/blog/list/data/post', { method: 'POST', body: newPost, as: 'client' })).status,
    ).toBe(403)
  })
})

describe('the author’s own posts', () => {
  it('lets an author change their post but answers 403 for someone else’s', async () => {
    const token = await authorToken()
    const mine = await create(newPost, token)
    expect(mine.body.post.authorId).toBe(40)
    const edited = await update(
      { id: mine.body.post.id, ...newPost, title: 'Danube, again' },
      token,
    )
    expect(edited.status).toBe(200)
    expect(edited.body.post.title).toBe('Danube, again')

    const theirs = await update({ id: 1, ...newPost, slug: 'mine-now' }, token)
    expect(theirs).toEqual({
      status: 403,
      body: { message: 'You may only change the posts you wrote.' },
    })
    expect((await call('/blog/list/data/post', { query: { id: 1 }, token })).status).toBe(403)
    expect(
      (await call('/blog/list/data/post', { method: 'DELETE', query: { id: 1 }, token })).status,
    ).toBe(403)
    const form = {
      id: 1,
      blogTitle: 'Taken over',
      blogCategories: [{ value: 'travel', label: 'Travel' }],
      slug: 'taken-over',
      status: 'Draft',
      excerpt: '',
      featuredImage: '/x.png',
    }
    expect((await call('/blog/list/data/edit', { method: 'POST', body: form, token })).status).toBe(
      403,
    )
    // The admin changes anyone's post.
    expect(
      (await update({ id: mine.body.post.id, ...newPost, title: 'Edited by admin' })).status,
    ).toBe(200)
  })
})

describe('update, delete and the slug check', () => {
  it('keeps a post’s own slug, refuses another’s, 404 for an unknown post', async () => {
    const own = await update({ id: 2, ...newPost, slug: 'the-quiet-comeback-of-couch-co-op-games' })
    expect(own.status).toBe(200)
    const taken = await update({ id: 2, ...newPost, slug: 'filming-product-videos-on-a-phone' })
    expect(taken.status).toBe(409)
    expect((await update({ id: 99, ...newPost })).status).toBe(404)
  })

  it('says whether a slug is free, the post’s own slug free for it', async () => {
    const check = (query: Record<string, string | number>) =>
      call<BlogSlugCheck>('/blog/list/data/slug', { query })
    expect((await check({ slug: 'filming-product-videos-on-a-phone' })).body).toEqual({
      slug: 'filming-product-videos-on-a-phone',
      available: false,
    })
    expect((await check({ slug: 'filming-product-videos-on-a-phone', id: 5 })).body.available).toBe(
      true,
    )
    expect((await check({ slug: 'something-new' })).body.available).toBe(true)
  })

  it('deletes a post and answers 404 afterwards', async () => {
    expect(
      (await call('/blog/list/data/post', { method: 'DELETE', query: { id: 3 } })).status,
    ).toBe(200)
    expect((await call('/blog/list/data/post', { query: { id: 3 } })).status).toBe(404)
    expect((await listed({})).body.total).toBe(5)
  })
})
