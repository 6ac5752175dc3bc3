// The blog editor's form: fields as typed, the checks before a save (the back end's limits,
// `blogRules.ts`, without zod), and the answers of the back end placed at their fields.
import { ApiError } from '../../api/http'
import { serverFieldMessages } from '../../api/schemas/formIssues'
import {
  blogCategoriesMax,
  blogExcerptMax,
  blogImageProblem,
  blogImageTypes,
  blogSlugProblem,
  blogTitleProblem,
  publishAtProblem,
} from '../../api/schemas/blogRules'
import type { BlogEditorStatus, BlogPostInput, BlogPostRecord } from '../../api/types/blog'

export interface BlogEditorFields {
  title: string
  slug: string
  /** The slug was typed: a new title no longer suggests it. */
  isSlugTyped: boolean
  categories: string[]
  status: BlogEditorStatus
  /** As a `datetime-local` input writes it (the viewer's time), '' when not scheduled. */
  publishAt: string
  excerpt: string
  featuredImage: string
  content: string
}
export type BlogEditorField = Exclude<keyof BlogEditorFields, 'isSlugTyped'>

export type BlogFieldProblem =
  | {
      code:
        | 'required'
        | 'tooShort'
        | 'tooLong'
        | 'format'
        | 'slugTaken'
        | 'imageType'
        | 'imageSize'
        | 'past'
        | 'tooMany'
    }
  | { code: 'server'; message: string }
export type BlogFieldProblems = Partial<Record<BlogEditorField, BlogFieldProblem>>

/** The image types the picker offers (its `accept`). */
export const blogImageAccept = blogImageTypes.join(',')

export const emptyBlogFields: BlogEditorFields = {
  title: '',
  slug: '',
  isSlugTyped: false,
  categories: [],
  status: 'Draft',
  publishAt: '',
  excerpt: '',
  featuredImage: '',
  content: '',
}

const pad = (value: number) => String(value).padStart(2, '0')

/** An ISO instant as a `datetime-local` value in the viewer's time zone. */
export function localDateTimeOf(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

const isoOf = (local: string): string | null => {
  const date = new Date(local)
  return local === '' || Number.isNaN(date.getTime()) ? null : date.toISOString()
}

export function fieldsOfRecord(post: BlogPostRecord): BlogEditorFields {
  return {
    title: post.title,
    slug: post.slug,
    isSlugTyped: true,
    categories: [...post.categories],
    status: post.status,
    publishAt: localDateTimeOf(post.publishAt),
    excerpt: post.excerpt,
    featuredImage: post.featuredImage,
    content: post.content,
  }
}

/** What the create and update calls send for these fields. */
export function inputOfFields(fields: BlogEditorFields): BlogPostInput {
  return {
    title: fields.title.trim(),
    slug: fields.slug.trim(),
    categories: fields.categories,
    status: fields.status,
    publishAt: fields.status === 'Scheduled' ? isoOf(fields.publishAt) : null,
    excerpt: fields.excerpt.trim(),
    featuredImage: fields.featuredImage,
    content: fields.content,
  }
}

const textCode = (problem: ReturnType<typeof blogTitleProblem>): BlogFieldProblem | undefined =>
  problem ? { code: problem } : undefined

/** Every field's problem before a save, as the back end would find it. */
export function problemsOf(fields: BlogEditorFields, now: Date): BlogFieldProblems {
  const image = blogImageProblem(fields.featuredImage)
  const schedule =
    fields.status === 'Scheduled' ? publishAtProblem(isoOf(fields.publishAt), now) : null
  const found: BlogFieldProblems = {
    title: textCode(blogTitleProblem(fields.title)),
    slug: textCode(blogSlugProblem(fields.slug)),
    categories:
      fields.categories.length === 0
        ? { code: 'required' }
        : fields.categories.length > blogCategoriesMax
          ? { code: 'tooMany' }
          : undefined,
    excerpt: fields.excerpt.trim().length > blogExcerptMax ? { code: 'tooLong' } : undefined,
    featuredImage:
      image === 'required'
        ? { code: 'required' }
        : image === 'type'
          ? { code: 'imageType' }
          : image === 'size'
            ? { code: 'imageSize' }
            : undefined,
    content:
      fields.content.replace(/<[^>]*>/g, '').trim() === '' ? { code: 'required' } : undefined,
    publishAt: schedule ? { code: schedule } : undefined,
  }
  return Object.fromEntries(
    Object.entries(found).filter(([, problem]) => problem !== undefined),
  ) as BlogFieldProblems
}

/** Whether the fields differ from what was last loaded or saved. */
export function isEdited(saved: BlogEditorFields, fields: BlogEditorFields): boolean {
  return (Object.keys(saved) as Array<keyof BlogEditorFields>).some((key) =>
    key === 'categories'
      ? saved.categories.join(',') !== fields.categories.join(',')
      : key !== 'isSlugTyped' && saved[key] !== fields[key],
  )
}

/** A refused save's problems at their fields: a taken slug (409), a 400's `errors`. */
export function serverProblemsOf(error: unknown): BlogFieldProblems {
  if (error instanceof ApiError && error.status === 409) return { slug: { code: 'slugTaken' } }
  const problems: BlogFieldProblems = {}
  const known = Object.keys(emptyBlogFields)
  for (const [field, message] of Object.entries(serverFieldMessages(error)))
    if (known.includes(field) && field !== 'isSlugTyped')
      problems[field as BlogEditorField] = { code: 'server', message }
  return problems
}

/** The fields after a change; a new title suggests the slug until the slug is typed. */
export function changedFields(
  fields: BlogEditorFields,
  change: Partial<BlogEditorFields>,
  suggestSlug: (title: string) => string,
): BlogEditorFields {
  const next = { ...fields, ...change }
  if (change.slug !== undefined) next.isSlugTyped = change.slug.trim() !== ''
  if (change.title !== undefined && !next.isSlugTyped) next.slug = suggestSlug(change.title)
  return next
}
