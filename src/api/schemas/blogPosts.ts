// The body of a blog post's create and update calls, as one zod schema built from the editor's
// own limits (`blogRules.ts`): the back end validates with it and names each problem at its field.
import { z } from 'zod'
import { blogEditorStatuses } from '../types/blog'
import {
  blogCategoriesMax,
  blogContentMax,
  blogExcerptMax,
  blogImageProblem,
  blogSlugLimits,
  blogSlugPattern,
  blogTitleLimits,
  publishAtProblem,
} from './blogRules'

export const blogPostFields = {
  title: z
    .string('Title must be text')
    .trim()
    .min(blogTitleLimits.min, `Title needs at least ${blogTitleLimits.min} characters`)
    .max(blogTitleLimits.max, `Title has at most ${blogTitleLimits.max} characters`),
  slug: z
    .string('Slug must be text')
    .trim()
    .min(blogSlugLimits.min, `Slug needs at least ${blogSlugLimits.min} characters`)
    .max(blogSlugLimits.max, `Slug has at most ${blogSlugLimits.max} characters`)
    .regex(blogSlugPattern, 'Slug may use lowercase letters, digits and single dashes'),
  categories: z
    .array(z.string('A category must be text'), 'Categories must be a list')
    .min(1, 'Pick at least one category')
    .max(blogCategoriesMax, `Pick at most ${blogCategoriesMax} categories`)
    .refine((values) => new Set(values).size === values.length, {
      message: 'Categories list one twice',
    }),
  status: z.enum(blogEditorStatuses, 'Status must be Draft, Published or Scheduled'),
  publishAt: z.string('Publish date must be text').max(40).nullable(),
  excerpt: z
    .string('Excerpt must be text')
    .trim()
    .max(blogExcerptMax, `Excerpt has at most ${blogExcerptMax} characters`),
  featuredImage: z
    .string('Featured image must be text')
    .trim()
    .max(1_000_000, 'Featured image is too large')
    .superRefine((value, context) => {
      const problem = blogImageProblem(value)
      if (problem === 'required') context.addIssue({ code: 'custom', message: 'Add an image' })
      if (problem === 'type')
        context.addIssue({
          code: 'custom',
          message: 'Featured image must be a PNG, JPEG, GIF or WebP image',
        })
      if (problem === 'size')
        context.addIssue({ code: 'custom', message: 'Featured image must be at most 512 KB' })
    }),
  content: z
    .string('Content must be text')
    .max(blogContentMax, `Content has at most ${blogContentMax} characters`),
}

/** A scheduled post needs a publish date in the future. */
function checkSchedule(
  post: { status: string; publishAt: string | null },
  context: z.RefinementCtx,
): void {
  if (post.status !== 'Scheduled') return
  const problem = publishAtProblem(post.publishAt, new Date())
  if (problem)
    context.addIssue({
      code: 'custom',
      path: ['publishAt'],
      message: problem === 'past' ? 'Publish date must be in the future' : 'Give a publish date',
    })
}

/** A new post's fields (POST /blog/list/data/post). */
export const blogPostInputSchema = z.strictObject(blogPostFields).superRefine(checkSchedule)

/** A post's id and all its fields (POST /blog/list/data/post/update). */
export const blogPostUpdateSchema = z
  .strictObject({ id: z.number('Id must be a number').int().positive(), ...blogPostFields })
  .superRefine(checkSchedule)
