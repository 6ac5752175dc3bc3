import { describe, expect, it } from 'vitest'
import type {
  BlogEditFormResponse,
  BlogListResponse,
  BlogPostDetail,
  BlogSidebar,
} from '../../src/api/types/blog'
import { blogHandlers, blogScenarios } from '../../src/mocks/handlers/blog'
// Aliased: the `use` prefix makes react-hooks/rules-of-hooks flag a top-level call.
import { call, startContractServer } from '../support/contract'

const server = startContractServer(...blogHandlers)

const list = (query: Record<string, string | number> = {}) =>
  call<BlogListResponse>('/blog/list/data', { query })

const editFormOf1 = {
  id: 1,
  blogTitle: 'Packing light for a week in Lisbon',
  blogCategories: [
    { value: 'travel', label: 'Travel' },
    { value: 'food', label: 'Food' },
  ],
  slug: 'packing-light-for-a-week-in-lisbon',
  status: 'Published',
  excerpt:
    'Seven days, one 28-litre backpack and a lot of hills: what made the cut and what I bought there.',
  featuredImage: '/assets/images/covers/blog-lisbon.svg',
}

describe('GET /blog/list/data', () => {
  it('answers every post newest first, as list items with a comment count', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(body.total).toBe(6)
    expect(body.posts.map((post) => post.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(body.posts[0]).toEqual({
      id: 1,
      title: 'Packing light for a week in Lisbon',
      img: '/assets/images/covers/blog-lisbon.svg',
      avatar: '/assets/images/avatars/11.svg',
      userFullName: 'Inês Carvalho',
      blogPosted: '2026-03-15T08:30:00.000Z',
      tags: ['Travel', 'Food'],
      excerpt: editFormOf1.excerpt,
      comment: 2,
      authorId: null,
    })
    expect(body.posts.map((post) => post.comment)).toEqual([2, 3, 1, 2, 0, 1])
  })

  it('searches title and excerpt, case-insensitively, but not the body', async () => {
    expect((await list({ q: 'NIGHT TRAINS' })).body.posts.map((post) => post.id)).toEqual([6])
    expect((await list({ q: 'foam board' })).body.posts.map((post) => post.id)).toEqual([5])
    // "couchette" is only in the body of post 6
    expect((await list({ q: 'couchette' })).body).toEqual({ total: 0, posts: [] })
  })

  it('pages when perPage is given: first, last and beyond the last page', async () => {
    const first = await list({ perPage: 4 })
    expect(first.body.total).toBe(6)
    expect(first.body.posts.map((post) => post.id)).toEqual([1, 2, 3, 4])
    const last = await list({ perPage: 4, page: 2 })
    expect(last.body.posts.map((post) => post.id)).toEqual([5, 6])
    const beyond = await list({ perPage: 4, page: 3 })
    expect(beyond.body).toEqual({ total: 6, posts: [] })
  })

  it('filters by status', async () => {
    expect((await list({ status: 'Draft' })).body.total).toBe(0)
    expect((await list({ status: 'Published' })).body.total).toBe(6)
  })

  it('answers 400 for a page that is not a positive whole number or an unknown status', async () => {
    const page = await list({ page: 0 })
    expect(page.status).toBe(400)
    expect(page.body).toEqual({ message: expect.stringContaining('page') })
    expect((await list({ perPage: 'ten' })).status).toBe(400)
    expect((await list({ status: 'Archived' })).status).toBe(400)
  })

  it('answers 401 when signed out and 403 to a client', async () => {
    expect((await call('/blog/list/data', { as: 'signed-out' })).status).toBe(401)
    expect((await call('/blog/list/data', { as: 'client' })).status).toBe(403)
  })
})

describe('GET /blog/list/data/sidebar', () => {
  it('answers the three most recent posts and the categories with icons', async () => {
    const { status, body } = await call<BlogSidebar>('/blog/list/data/sidebar')
    expect(status).toBe(200)
    expect(body.recentPosts).toEqual([
      {
        img: '/assets/images/covers/blog-lisbon.svg',
        title: 'Packing light for a week in Lisbon',
        id: 1,
        createdTime: '2026-03-12T16:00:00.000Z',
      },
      expect.objectContaining({ id: 2 }),
      expect.objectContaining({ id: 3 }),
    ])
    expect(body.categories).toEqual([
      { category: 'Travel', icon: 'globe' },
      { category: 'Food', icon: 'flame' },
      { category: 'Gaming', icon: 'play' },
      { category: 'Design', icon: 'paintbrush' },
      { category: 'Technology', icon: 'cpu' },
      { category: 'Video', icon: 'video' },
    ])
  })
})

describe('GET /blog/list/data/detail', () => {
  it('answers the newest post when no id is given', async () => {
    const { status, body } = await call<BlogPostDetail>('/blog/list/data/detail')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: 1,
      bookmarked: true,
      createdTime: '2026-03-12T16:00:00.000Z',
      comment: 2,
    })
    expect(body.content).toContain('<h4>What went in</h4>')
    expect(body.comments[0]).toEqual({
      id: 1,
      parentId: null,
      avatar: '/assets/images/avatars/4.svg',
      userFullName: 'Priya Raman',
      commentedAt: '2026-03-15T12:15:00.000Z',
      commentText: 'The shoe advice is gold. I slipped twice on those pavements in sandals.',
    })
    expect(body).not.toHaveProperty('slug')
  })

  it('answers the post with the given id', async () => {
    const { body } = await call<BlogPostDetail>('/blog/list/data/detail', { query: { id: 5 } })
    expect(body).toMatchObject({ id: 5, title: 'Filming product videos on a phone', comments: [] })
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await call('/blog/list/data/detail', { query: { id: 42 } })
    expect(unknown).toEqual({ status: 404, body: { message: 'No blog post with id 42.' } })
    expect((await call('/blog/list/data/detail', { query: { id: 'first' } })).status).toBe(400)
    expect((await call('/blog/list/data/detail', { query: { id: -1 } })).status).toBe(400)
  })
})

describe('GET /blog/list/data/edit', () => {
  it('answers the edit form of a post, the newest by default', async () => {
    const byDefault = await call<BlogEditFormResponse>('/blog/list/data/edit')
    expect(byDefault).toEqual({ status: 200, body: editFormOf1 })
    const third = await call<BlogEditFormResponse>('/blog/list/data/edit', { query: { id: 3 } })
    expect(third.body).toMatchObject({
      id: 3,
      blogCategories: [
        { value: 'design', label: 'Design' },
        { value: 'technology', label: 'Technology' },
      ],
    })
  })

  it('answers 404 for an unknown id', async () => {
    const { status, body } = await call('/blog/list/data/edit', { query: { id: 7 } })
    expect(status).toBe(404)
    expect(body).toEqual({ message: 'No blog post with id 7.' })
  })
})

describe('POST /blog/list/data/edit', () => {
  const save = (body: unknown) =>
    call<BlogEditFormResponse>('/blog/list/data/edit', { method: 'POST', body })
  const changed = {
    ...editFormOf1,
    id: 2,
    blogTitle: '  Couch co-op is back  ',
    slug: 'couch-co-op-is-back',
    status: 'Draft',
    excerpt: 'One sofa, one screen, four friends.',
    blogCategories: [{ value: 'gaming', label: 'whatever the client says' }],
    featuredImage: '/assets/images/covers/blog-couch-coop-2.svg',
  }

  it('saves the form, answers it, and the list, detail, edit form and sidebar show it', async () => {
    const { status, body } = await save(changed)
    expect(status).toBe(200)
    expect(body).toEqual({
      ...changed,
      blogTitle: 'Couch co-op is back',
      blogCategories: [{ value: 'gaming', label: 'Gaming' }],
    })
    const listed = (await list({ q: 'couch co-op is back' })).body.posts
    expect(listed).toEqual([
      expect.objectContaining({
        id: 2,
        title: 'Couch co-op is back',
        tags: ['Gaming'],
        excerpt: 'One sofa, one screen, four friends.',
        img: '/assets/images/covers/blog-couch-coop-2.svg',
        comment: 3,
      }),
    ])
    const detail = await call<BlogPostDetail>('/blog/list/data/detail', { query: { id: 2 } })
    expect(detail.body).toMatchObject({ title: 'Couch co-op is back', comment: 3 })
    expect(detail.body.comments).toHaveLength(3)
    expect((await call('/blog/list/data/edit', { query: { id: 2 } })).body).toEqual(body)
    expect((await list({ status: 'Draft' })).body.posts.map((post) => post.id)).toEqual([2])
    // Now a draft: readers' recent posts leave it out.
    const sidebar = await call<BlogSidebar>('/blog/list/data/sidebar')
    expect(sidebar.body.recentPosts.map((post) => post.id)).not.toContain(2)
    expect(sidebar.body.recentPosts).toHaveLength(3)
  })

  it('keeps its own slug without complaint', async () => {
    const { status } = await save({ ...editFormOf1, excerpt: 'Shorter.' })
    expect(status).toBe(200)
  })

  it('answers 400 when the slug belongs to another post, and saves nothing', async () => {
    const { status, body } = await save({ ...changed, slug: 'filming-product-videos-on-a-phone' })
    expect(status).toBe(400)
    expect(body).toEqual({
      message: 'The slug "filming-product-videos-on-a-phone" is already used by another post.',
    })
    const unchanged = await call<BlogEditFormResponse>('/blog/list/data/edit', { query: { id: 2 } })
    expect(unchanged.body.blogTitle).toBe('The quiet comeback of couch co-op games')
  })

  it('answers 404 for an unknown id', async () => {
    const { status, body } = await save({ ...changed, id: 99 })
    expect(status).toBe(404)
    expect(body).toEqual({ message: 'No blog post with id 99.' })
  })

  it.each([
    ['a missing field', { ...editFormOf1, excerpt: undefined }, 'excerpt'],
    ['an id that is a string', { ...editFormOf1, id: '1' }, 'id'],
    ['an unknown field', { ...editFormOf1, content: '<p>x</p>' }, 'content'],
    ['a slug with spaces', { ...editFormOf1, slug: 'Not a slug' }, 'slug'],
    ['an unknown status', { ...editFormOf1, status: 'Archived' }, 'status'],
    ['no categories', { ...editFormOf1, blogCategories: [] }, 'blogCategories'],
    [
      'an unknown category',
      { ...editFormOf1, blogCategories: [{ value: 'sports', label: 'Sports' }] },
      'blogCategories',
    ],
    [
      'a category twice',
      {
        ...editFormOf1,
        blogCategories: [
          { value: 'food', label: 'Food' },
          { value: 'food', label: 'Food' },
        ],
      },
      'twice',
    ],
    ['a blank title', { ...editFormOf1, blogTitle: '  ' }, 'blogTitle'],
    [
      'an image that is not a path or URL',
      { ...editFormOf1, featuredImage: 'cat.png' },
      'featuredImage',
    ],
  ])('answers 400 for %s and saves nothing', async (_case, payload, mentions) => {
    const { status, body } = await save(payload)
    expect(status).toBe(400)
    expect(body).toEqual({ message: expect.stringContaining(mentions) })
    expect((await call('/blog/list/data/edit', { query: { id: 1 } })).body).toEqual(editFormOf1)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const { status, body } = await call('/blog/list/data/edit', { method: 'POST', rawBody: 'id=1' })
    expect(status).toBe(400)
    expect(body).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it('answers 403 to a client', async () => {
    const { status } = await call('/blog/list/data/edit', {
      method: 'POST',
      body: changed,
      as: 'client',
    })
    expect(status).toBe(403)
  })
})

describe('blogScenarios', () => {
  it('empty answers no posts, error answers 500 with a message', async () => {
    server.use(...blogScenarios.empty)
    expect((await list()).body).toEqual({ total: 0, posts: [] })
    expect((await call('/blog/list/data/detail')).status).toBe(404)
    server.use(...blogScenarios.error)
    expect(await call('/blog/list/data/sidebar')).toEqual({
      status: 500,
      body: { message: expect.any(String) },
    })
  })
})
