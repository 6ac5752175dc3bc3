// The blog editor machine's types and calls: its input, context and events, the load and save
// calls as the machine's actors run them, and the rules its guards share.
import { createBlogPost, fetchEditablePost, updateBlogPost } from '../../api/blog'
import { ApiError } from '../../api/http'
import type { BlogPostInput, BlogPostRecord } from '../../api/types/blog'
import type { CallFailure } from '../shared/callFailure'
import {
  type BlogEditorFields,
  type BlogFieldProblems,
  isEdited,
  problemsOf,
} from './blogEditorRules'

export interface BlogEditorInput {
  /** The post to edit; null: a new one. */
  id: number | null
  /** Quiet time before a draft is saved by itself (default 3 s). */
  autosaveMs?: number
  /** Typing pause before the slug is checked (default 400 ms). */
  slugCheckMs?: number
}

export interface BlogEditorContext {
  postId: number | null
  /** The post as last loaded or saved (author, stored status), null until the first save. */
  post: BlogPostRecord | null
  /** The fields as last loaded or saved: what the unsaved-changes check compares with. */
  saved: BlogEditorFields
  fields: BlogEditorFields
  problems: BlogFieldProblems
  /** The slug's check: `taken` shows at the field. */
  slugCheck: 'unchecked' | 'checking' | 'free' | 'taken'
  failure: CallFailure | null
  loadFailure: unknown
  /** Saves this editor made: manual ones tell the screen (a notice). */
  lastSave: { at: string; isAutosave: boolean; status: BlogPostInput['status'] } | null
  /** The save under way is the autosave's. */
  isAutosaving: boolean
  autosaveMs: number
  slugCheckMs: number
}

export type BlogEditorEvent =
  | { type: 'editor.retry' }
  | { type: 'editor.change'; fields: Partial<BlogEditorFields> }
  | { type: 'image.pick'; file: File }
  | { type: 'editor.save' }
  | { type: 'editor.autosave' }
  /** Leaving: at once when nothing changed, else the screen asks (tag `askingToClose`). */
  | { type: 'editor.close' }
  | { type: 'editor.discard' }
  | { type: 'editor.keepEditing' }
  /** Delete the saved post: the screen asks first (tag `askingToDelete`). */
  | { type: 'editor.delete' }
  | { type: 'editor.deleteConfirmed' }

export interface SaveInput {
  postId: number | null
  input: BlogPostInput
  fields: BlogEditorFields
  isAutosave: boolean
}
export interface SaveOutput {
  post: BlogPostRecord
  fields: BlogEditorFields
  isAutosave: boolean
}

export async function loadPost(
  id: number,
  signal: AbortSignal,
): Promise<BlogPostRecord | 'notFound' | 'forbidden'> {
  // An address that names no post id (`/pages/blog/edit/first`).
  if (!(id > 0)) return 'notFound'
  try {
    return (await fetchEditablePost(id, signal)).post
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'notFound'
    if (error instanceof ApiError && error.status === 403) return 'forbidden'
    throw error
  }
}

export async function savePost({
  postId,
  input,
  fields,
  isAutosave,
}: SaveInput): Promise<SaveOutput> {
  const answer = postId === null ? await createBlogPost(input) : await updateBlogPost(postId, input)
  return { post: answer.post, fields, isAutosave }
}

/** A draft saves itself: one never published, whose fields pass the checks. */
export const canAutosave = (context: BlogEditorContext) =>
  context.fields.status === 'Draft' &&
  (context.post === null || context.post.status === 'Draft') &&
  isEdited(context.saved, context.fields) &&
  Object.keys(problemsOf(context.fields, new Date())).length === 0 &&
  context.slugCheck !== 'taken'

export const withSlugProblem = (
  problems: BlogFieldProblems,
  slugCheck: BlogEditorContext['slugCheck'],
) => (slugCheck === 'taken' ? { ...problems, slug: { code: 'slugTaken' as const } } : problems)
