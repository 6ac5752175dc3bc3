import { assign, enqueueActions, setup } from 'xstate'
import { checkBlogSlug, deleteBlogPost } from '../../api/blog'
import {
  blogImageMaxBytes,
  blogImageTypes,
  blogSlugProblem,
  slugFromTitle,
} from '../../api/schemas/blogRules'
import { imageFileProblem } from '../../api/schemas/accountRules'
import type { BlogPostRecord, BlogSlugCheck } from '../../api/types/blog'
import { readAsDataUrl } from '../account-settings/accountSettingsForms'
import { failureOf } from '../shared/callFailure'
import { fromCall } from '../shared/fromCall'
import {
  type BlogEditorFields,
  type BlogFieldProblems,
  changedFields,
  emptyBlogFields,
  fieldsOfRecord,
  inputOfFields,
  isEdited,
  problemsOf,
  serverProblemsOf,
} from './blogEditorRules'

import {
  type BlogEditorContext,
  type BlogEditorEvent,
  type BlogEditorInput,
  canAutosave,
  loadPost,
  type SaveInput,
  type SaveOutput,
  savePost,
  withSlugProblem,
} from './blogEditorCalls'

export type { BlogEditorContext, BlogEditorEvent, BlogEditorInput } from './blogEditorCalls'

/**
 * The blog editor (`/pages/blog/edit`, `/pages/blog/edit/:id`): `loading` → `open` | `notFound`
 * | `forbidden` | `loadFailed`. Open runs three regions: `form` (`editing`; `saving`, tag
 * saving; `asking` whether to drop unsaved edits, tag askingToClose; `discarded`), `autosave`
 * (a draft's change waits the `autosaveDelay`, then saves itself when it passes the checks) and
 * `slug` (after the `slugPause` the back end says whether the slug is free). A saved post can be
 * deleted: `askingToDelete` → `deleting` → `deleted` (tag deleted). A change clears its
 * field's problem; a save checks every field first; a failed save keeps every field as typed.
 */
export const blogEditorMachine = setup({
  types: {
    context: {} as BlogEditorContext,
    events: {} as BlogEditorEvent,
    input: {} as BlogEditorInput,
  },
  actors: {
    loadPost: fromCall<BlogPostRecord | 'notFound' | 'forbidden', { id: number }>(
      ({ input, signal }) => loadPost(input.id, signal),
    ),
    savePost: fromCall<SaveOutput, SaveInput>(({ input }) => savePost(input)),
    checkSlug: fromCall<BlogSlugCheck, { slug: string; id: number | null }>(({ input, signal }) =>
      checkBlogSlug(input.slug, input.id, signal),
    ),
    readImage: fromCall<string, File>(({ input }) => readAsDataUrl(input)),
    deletePost: fromCall<undefined, { id: number }>(async ({ input }) => {
      await deleteBlogPost(input.id)
      return undefined
    }),
  },
  delays: {
    autosaveDelay: ({ context }) => context.autosaveMs,
    slugPause: ({ context }) => context.slugCheckMs,
  },
  guards: {
    isNew: ({ context }) => context.postId === null,
    isSaved: ({ context }) => context.postId !== null,
    isValid: ({ context }) =>
      Object.keys(problemsOf(context.fields, new Date())).length === 0 &&
      context.slugCheck !== 'taken',
    isDirty: ({ context }) => isEdited(context.saved, context.fields),
    canAutosave: ({ context }) => canAutosave(context),
    isSlugCheckable: ({ context }) => blogSlugProblem(context.fields.slug) === null,
  },
  actions: {
    change: assign(({ context }, change: Partial<BlogEditorFields>) => {
      const fields = changedFields(context.fields, change, slugFromTitle)
      const slugChanged = fields.slug !== context.fields.slug
      // A change clears the problems of the fields it touches.
      const problems = Object.fromEntries(
        Object.entries(context.problems).filter(
          ([field]) => !(field in change) && !(slugChanged && field === 'slug'),
        ),
      ) as BlogFieldProblems
      return {
        fields,
        problems,
        slugCheck: slugChanged ? ('unchecked' as const) : context.slugCheck,
      }
    }),
    showProblems: assign(({ context }) => ({
      problems: withSlugProblem(problemsOf(context.fields, new Date()), context.slugCheck),
    })),
  },
}).createMachine({
  id: 'blogEditor',
  context: ({ input }) => ({
    postId: input.id,
    post: null,
    saved: emptyBlogFields,
    fields: emptyBlogFields,
    problems: {},
    slugCheck: 'unchecked',
    failure: null,
    loadFailure: null,
    lastSave: null,
    isAutosaving: false,
    autosaveMs: input.autosaveMs ?? 3000,
    slugCheckMs: input.slugCheckMs ?? 400,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isNew', target: 'open' }, { target: 'loading' }] },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPost',
        input: ({ context }) => ({ id: context.postId ?? 0 }),
        onDone: [
          { guard: ({ event }) => event.output === 'notFound', target: 'notFound' },
          { guard: ({ event }) => event.output === 'forbidden', target: 'forbidden' },
          {
            target: 'open',
            actions: assign(({ event }) => {
              if (typeof event.output === 'string') return {}
              const fields = fieldsOfRecord(event.output)
              return { post: event.output, fields, saved: fields, slugCheck: 'free' as const }
            }),
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({ loadFailure: ({ event }) => event.error }),
        },
      },
    },
    notFound: { tags: ['notFound'] },
    forbidden: { tags: ['forbidden'] },
    loadFailed: { tags: ['error'], on: { 'editor.retry': 'loading' } },
    open: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['editing'],
              on: {
                'editor.save': [
                  { guard: 'isValid', target: 'saving', actions: assign({ isAutosaving: false }) },
                  { actions: 'showProblems' },
                ],
                'editor.autosave': {
                  guard: 'canAutosave',
                  target: 'saving',
                  actions: assign({ isAutosaving: true }),
                },
                'editor.close': [{ guard: 'isDirty', target: 'asking' }, { target: 'discarded' }],
                'editor.delete': { guard: 'isSaved', target: 'askingToDelete' },
              },
            },
            askingToDelete: {
              tags: ['askingToDelete'],
              on: { 'editor.deleteConfirmed': 'deleting', 'editor.keepEditing': 'editing' },
            },
            deleting: {
              tags: ['deleting'],
              entry: assign({ failure: null }),
              invoke: {
                src: 'deletePost',
                input: ({ context }) => ({ id: context.postId ?? 0 }),
                onDone: 'deleted',
                onError: {
                  target: 'editing',
                  actions: assign({ failure: ({ event }) => failureOf(event.error) }),
                },
              },
            },
            deleted: { tags: ['deleted', 'closed'] },
            saving: {
              tags: ['saving'],
              entry: assign({ problems: {}, failure: null }),
              invoke: {
                src: 'savePost',
                input: ({ context }) => ({
                  postId: context.postId,
                  input: inputOfFields(context.fields),
                  fields: context.fields,
                  isAutosave: context.isAutosaving,
                }),
                onDone: {
                  target: 'editing',
                  actions: assign(({ event }) => ({
                    postId: event.output.post.id,
                    post: event.output.post,
                    saved: event.output.fields,
                    lastSave: {
                      at: new Date().toISOString(),
                      isAutosave: event.output.isAutosave,
                      status: event.output.post.status,
                    },
                  })),
                },
                onError: {
                  target: 'editing',
                  actions: assign(({ event }) => {
                    const problems = serverProblemsOf(event.error)
                    return Object.keys(problems).length > 0
                      ? {
                          problems,
                          slugCheck:
                            problems.slug?.code === 'slugTaken'
                              ? ('taken' as const)
                              : ('unchecked' as const),
                        }
                      : { failure: failureOf(event.error) }
                  }),
                },
              },
            },
            asking: {
              tags: ['askingToClose'],
              on: { 'editor.discard': 'discarded', 'editor.keepEditing': 'editing' },
            },
            discarded: { tags: ['closed'] },
          },
        },
        autosave: {
          initial: 'idle',
          // Every change lands here (one region takes it for all) and starts the quiet time again.
          on: {
            'editor.change': {
              target: '.waiting',
              actions: { type: 'change', params: ({ event }) => event.fields },
            },
          },
          states: {
            idle: {},
            waiting: {
              after: {
                autosaveDelay: {
                  target: 'idle',
                  actions: enqueueActions(({ enqueue }) =>
                    enqueue.raise({ type: 'editor.autosave' }),
                  ),
                },
              },
            },
          },
        },
        slug: {
          initial: 'idle',
          on: {
            'editor.change': {
              guard: ({ context, event }) =>
                event.fields.slug !== undefined ||
                (event.fields.title !== undefined && !context.fields.isSlugTyped),
              target: '.pausing',
            },
          },
          states: {
            idle: {},
            pausing: {
              after: {
                slugPause: [{ guard: 'isSlugCheckable', target: 'checking' }, { target: 'idle' }],
              },
            },
            checking: {
              entry: assign({ slugCheck: 'checking' }),
              invoke: {
                src: 'checkSlug',
                input: ({ context }) => ({ slug: context.fields.slug.trim(), id: context.postId }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    // An answer about a slug since changed says nothing.
                    if (event.output.slug !== context.fields.slug.trim()) return {}
                    const slugCheck = event.output.available
                      ? ('free' as const)
                      : ('taken' as const)
                    return { slugCheck, problems: withSlugProblem(context.problems, slugCheck) }
                  }),
                },
                onError: { target: 'idle', actions: assign({ slugCheck: 'unchecked' }) },
              },
            },
          },
        },
        image: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'image.pick': [
                  {
                    guard: ({ event }) =>
                      imageFileProblem(event.file, blogImageTypes, blogImageMaxBytes) !== null,
                    actions: assign(({ context, event }) => ({
                      problems: {
                        ...context.problems,
                        featuredImage: {
                          code:
                            imageFileProblem(event.file, blogImageTypes, blogImageMaxBytes) ===
                            'size'
                              ? ('imageSize' as const)
                              : ('imageType' as const),
                        },
                      },
                    })),
                  },
                  { target: 'reading' },
                ],
              },
            },
            reading: {
              tags: ['readingImage'],
              invoke: {
                src: 'readImage',
                input: ({ event }) => {
                  if (event.type !== 'image.pick') throw new Error('reading without a file')
                  return event.file
                },
                onDone: {
                  target: 'idle',
                  actions: enqueueActions(({ enqueue, event }) =>
                    enqueue.raise({
                      type: 'editor.change',
                      fields: { featuredImage: event.output },
                    }),
                  ),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context }) => ({
                    problems: {
                      ...context.problems,
                      featuredImage: { code: 'imageType' as const },
                    },
                  })),
                },
              },
            },
          },
        },
      },
    },
  },
})
