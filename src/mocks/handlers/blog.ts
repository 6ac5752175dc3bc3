import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import {
  type BlogEditFormResponse,
  type BlogListResponse,
  type BlogPostDetail,
  type BlogSidebar,
  blogStatuses,
} from '../../api/types/blog'
import {
  type BlogPostRow,
  blogCategoryCatalogue,
  createBlogSidebarCategories,
  toBlogPost,
  toBlogPostDetail,
} from '../../fixtures/blog'
import type { RepositoryReader } from '../db/repository'
import { canEditBlogPost } from '../../api/access'
import { badRequest, forbidden, notFound } from '../http/errors'
import { idParam, positiveInt, queryText, readJson, readQuery } from '../http/input'
import { route } from '../http/route'
import { blogCommentHandlers, isBookmarkedBy } from './blogComments'
import { blogPostHandlers } from './blogPosts'
import { publishDuePosts } from './blogSchedule'
import { blogPostsTable } from './blogTables'
import { failingHandlers, pendingHandlers, type ScenarioCall } from './contentScenarios'

const recentPostCount = 3

/** The post with this id, or without one the newest (the list's first). */
export async function findPost(tx: RepositoryReader, id: number | undefined): Promise<BlogPostRow> {
  const post =
    id === undefined
      ? (
          await tx.list(blogPostsTable, {
            // The bare post route opens the newest post a reader can see.
            where: { status: 'Published' },
            sortColumn: 'blogPosted',
            sort: 'desc',
            perPage: 1,
          })
        ).rows[0]
      : await tx.get(blogPostsTable, id)
  if (!post)
    throw notFound(
      id === undefined ? 'There are no blog posts yet.' : `No blog post with id ${id}.`,
    )
  return post
}

function toEditForm(row: BlogPostRow): BlogEditFormResponse {
  return {
    id: row.id,
    blogTitle: row.title,
    blogCategories: row.tags.map((tag) => {
      const known = blogCategoryCatalogue.find((option) => option.label === tag)
      return { value: known?.value ?? tag.toLowerCase(), label: tag }
    }),
    slug: row.slug,
    status: row.status,
    excerpt: row.excerpt,
    featuredImage: row.img,
  }
}

const categoryValues = blogCategoryCatalogue.map((option) => option.value) as [string, ...string[]]

const listQuery = z.object({
  q: queryText,
  category: z.enum(categoryValues).optional(),
  status: z.enum(blogStatuses).optional(),
  page: positiveInt(1),
  // 0 (the default) means every post, unpaged.
  perPage: positiveInt(0),
})
const postQuery = z.object({ id: idParam.optional() })

const editBody = z.strictObject({
  id: z.number().int().positive(),
  blogTitle: z.string().trim().min(3, 'needs at least 3 characters').max(150),
  slug: z
    .string()
    .trim()
    .min(3, 'needs at least 3 characters')
    .max(150)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'may use lowercase letters, digits and single dashes'),
  status: z.enum(blogStatuses),
  excerpt: z.string().trim().max(500),
  blogCategories: z
    .array(
      z.strictObject({ value: z.enum(categoryValues), label: z.string().trim().min(1).max(60) }),
    )
    .min(1, 'pick at least one category')
    .max(6)
    .refine((options) => new Set(options.map((option) => option.value)).size === options.length, {
      message: 'lists a category twice',
    }),
  featuredImage: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(2000)
    .refine((value) => /^(\/|https?:\/\/|data:image\/)/.test(value), {
      message: 'must be an image path, an http(s) address or a data:image URL',
    }),
})

export const blogHandlers = [
  route('get', '/blog/list/data', async ({ url, repo, user, ability }) => {
    const { q, category, status, page, perPage } = readQuery(url, listQuery)
    await publishDuePosts(repo)
    // Readers see the published blog. Posts not yet out are for who writes: every one for who
    // manages the blog (also all statuses at once), an author's own for an author.
    const managesBlog = ability?.can('manage', 'Blog') ?? false
    const shown = status ?? (managesBlog ? undefined : 'Published')
    const isUnpublished = shown !== undefined && shown !== 'Published'
    if (isUnpublished && !ability?.can('update', 'Blog'))
      throw forbidden('Only who writes on the blog can list posts that are not published.')
    const ownOnly = isUnpublished && !managesBlog
    const tag = blogCategoryCatalogue.find((option) => option.value === category)?.label
    const { total, rows } = await repo.list(blogPostsTable, {
      q,
      searchFields: ['title', 'excerpt'],
      where: {
        status: shown,
        tags: tag === undefined ? undefined : { has: tag },
        authorId: ownOnly ? (user?.id ?? -1) : undefined,
      },
      sortColumn: 'blogPosted',
      sort: 'desc',
      page,
      perPage,
    })
    return { total, posts: rows.map(toBlogPost) } satisfies BlogListResponse
  }),

  route('get', '/blog/list/data/sidebar', async ({ repo }) => {
    await publishDuePosts(repo)
    // Recent posts are the ones a reader can open: drafts and posts still scheduled stay out.
    const { rows } = await repo.list(blogPostsTable, {
      where: { status: 'Published' },
      sortColumn: 'createdTime',
      sort: 'desc',
      page: 1,
      perPage: recentPostCount,
    })
    return {
      recentPosts: rows.map(({ img, title, id, createdTime }) => ({ img, title, id, createdTime })),
      categories: createBlogSidebarCategories(),
    } satisfies BlogSidebar
  }),

  route('get', '/blog/list/data/detail', async ({ url, repo, user }) => {
    const { id } = readQuery(url, postQuery)
    await publishDuePosts(repo)
    const post = await findPost(repo, id)
    const bookmarked = await isBookmarkedBy(repo, user, post.id)
    return { ...toBlogPostDetail(post), bookmarked } satisfies BlogPostDetail
  }),

  route('get', '/blog/list/data/edit', async ({ url, repo }) => {
    const { id } = readQuery(url, postQuery)
    return toEditForm(await findPost(repo, id))
  }),

  route('post', '/blog/list/data/edit', async ({ request, repo, user, ability }) => {
    const form = await readJson(request, editBody)
    return repo.transaction(async (tx) => {
      const current = await findPost(tx, form.id)
      if (!ability || !canEditBlogPost(ability, user?.id, current.authorId ?? null))
        throw forbidden('You may only change the posts you wrote.')
      if ((await tx.count(blogPostsTable, { slug: form.slug, id: { not: form.id } })) > 0) {
        throw badRequest(`The slug "${form.slug}" is already used by another post.`)
      }
      const updated: BlogPostRow = {
        ...current,
        title: form.blogTitle,
        slug: form.slug,
        status: form.status,
        excerpt: form.excerpt,
        // Labels come from the catalogue, so a tag always reads the same.
        tags: form.blogCategories.map(
          (option) =>
            blogCategoryCatalogue.find((known) => known.value === option.value)?.label ??
            option.label,
        ),
        img: form.featuredImage,
      }
      return toEditForm(await tx.update(blogPostsTable, updated))
    })
  }),

  ...blogCommentHandlers,
  ...blogPostHandlers,
]

const blogCalls: ScenarioCall[] = [
  ['get', '/blog/list/data'],
  ['get', '/blog/list/data/sidebar'],
  ['get', '/blog/list/data/detail'],
  ['get', '/blog/list/data/edit'],
  ['post', '/blog/list/data/edit'],
  ['post', '/blog/list/data/comments'],
  ['post', '/blog/list/data/bookmark'],
  ['get', '/blog/list/data/post'],
  ['post', '/blog/list/data/post'],
  ['post', '/blog/list/data/post/update'],
  ['get', '/blog/list/data/slug'],
]

const noPost = () => HttpResponse.json({ message: 'There are no blog posts yet.' }, { status: 404 })

export const blogScenarios = {
  empty: [
    http.get('*/blog/list/data', () =>
      HttpResponse.json({ total: 0, posts: [] } satisfies BlogListResponse),
    ),
    http.get('*/blog/list/data/sidebar', () =>
      HttpResponse.json({ recentPosts: [], categories: [] } satisfies BlogSidebar),
    ),
    http.get('*/blog/list/data/detail', noPost),
    http.get('*/blog/list/data/edit', noPost),
  ],
  error: failingHandlers(blogCalls, 'The blog could not be loaded. Try again in a moment.'),
  loading: pendingHandlers(blogCalls),
}
