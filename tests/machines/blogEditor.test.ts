import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { ApiError } from '../../src/api/http'
import type { BlogPostRecord, BlogSlugCheck } from '../../src/api/types/blog'
import { blogEditorMachine } from '../../src/machines/blog/blogEditorMachine'
import type { BlogEditorFields } from '../../src/machines/blog/blogEditorRules'

const image = '/assets/images/covers/blog-sample.svg'
const ready: Partial<BlogEditorFields> = {
  title: 'Cycling the Danube',
  categories: ['travel'],
  featuredImage: image,
  content: '<p>East.</p>',
}

const record = (id: number, fields: Partial<BlogPostRecord> = {}): BlogPostRecord => ({
  id,
  title: 'Cycling the Danube',
  slug: 'cycling-the-danube',
  categories: ['travel'],
  status: 'Draft',
  publishAt: null,
  excerpt: '',
  featuredImage: image,
  content: '<p>East.</p>',
  authorId: 1,
  userFullName: 'Amara Okafor',
  ...fields,
})

/** The editor on a simulated clock, with the calls it made. */
function startEditor(
  options: {
    taken?: string[]
    load?: BlogPostRecord | 'notFound' | 'forbidden'
    failSave?: unknown
    failDelete?: unknown
  } = {},
) {
  const clock = new SimulatedClock()
  const saves: Array<{ postId: number | null; status: string }> = []
  const checks: string[] = []
  const deletes: number[] = []
  const machine = blogEditorMachine.provide({
    actors: {
      loadPost: fromPromise(async () => options.load ?? 'notFound'),
      savePost: fromPromise(async ({ input }) => {
        saves.push({ postId: input.postId, status: input.input.status })
        if (options.failSave) throw options.failSave
        return {
          post: record(input.postId ?? 7, { ...input.input, status: input.input.status }),
          fields: input.fields,
          isAutosave: input.isAutosave,
        }
      }),
      deletePost: fromPromise<undefined, { id: number }>(async ({ input }) => {
        deletes.push(input.id)
        if (options.failDelete) throw options.failDelete
        return undefined
      }),
      checkSlug: fromPromise<BlogSlugCheck, { slug: string; id: number | null }>(
        async ({ input }) => {
          checks.push(input.slug)
          return { slug: input.slug, available: !(options.taken ?? []).includes(input.slug) }
        },
      ),
    },
  })
  const actor = createActor(machine, {
    input: { id: options.load ? 5 : null, autosaveMs: 3000, slugCheckMs: 400 },
    clock,
  }).start()
  return { actor, clock, saves, checks, deletes }
}

describe('blogEditorMachine', () => {
  it('suggests the slug from the title and checks it once typing pauses', async () => {
    const { actor, clock, checks } = startEditor({ taken: ['cycling-the-danube'] })
    actor.send({ type: 'editor.change', fields: { title: 'Cycling' } })
    actor.send({ type: 'editor.change', fields: { title: 'Cycling the Danube' } })
    expect(actor.getSnapshot().context.fields.slug).toBe('cycling-the-danube')
    clock.increment(399)
    expect(checks).toEqual([])
    clock.increment(1)
    await waitFor(actor, (snapshot) => snapshot.context.slugCheck === 'taken')
    expect(checks).toEqual(['cycling-the-danube'])
    expect(actor.getSnapshot().context.problems.slug).toEqual({ code: 'slugTaken' })
    // A typed slug is kept when the title changes again.
    actor.send({ type: 'editor.change', fields: { slug: 'danube-by-bike' } })
    actor.send({ type: 'editor.change', fields: { title: 'Danube' } })
    expect(actor.getSnapshot().context.fields.slug).toBe('danube-by-bike')
    expect(actor.getSnapshot().context.problems.slug).toBeUndefined()
    clock.increment(400)
    await waitFor(actor, (snapshot) => snapshot.context.slugCheck === 'free')
  })

  it('saves a valid draft by itself after the quiet time, not before, and not an invalid one', async () => {
    const { actor, clock, saves } = startEditor()
    actor.send({ type: 'editor.change', fields: { title: 'Cy' } })
    clock.increment(3000)
    expect(saves).toEqual([])
    actor.send({ type: 'editor.change', fields: ready })
    clock.increment(2999)
    expect(saves).toEqual([])
    clock.increment(1)
    await waitFor(actor, (snapshot) => snapshot.context.lastSave !== null)
    expect(saves).toEqual([{ postId: null, status: 'Draft' }])
    expect(actor.getSnapshot().context).toMatchObject({
      postId: 7,
      lastSave: { isAutosave: true, status: 'Draft' },
    })
    // Saved: nothing to save until the next change, which updates the same post.
    clock.increment(5000)
    expect(saves).toHaveLength(1)
    actor.send({ type: 'editor.change', fields: { excerpt: 'Four days.' } })
    clock.increment(3000)
    await waitFor(actor, () => saves.length === 2)
    expect(saves[1]).toEqual({ postId: 7, status: 'Draft' })
  })

  it('never autosaves a post chosen to be published; Save checks every field first', async () => {
    const { actor, clock, saves } = startEditor()
    actor.send({ type: 'editor.change', fields: { ...ready, title: '', status: 'Published' } })
    clock.increment(3000)
    actor.send({ type: 'editor.save' })
    expect(saves).toEqual([])
    expect(actor.getSnapshot().context.problems).toMatchObject({
      title: { code: 'required' },
      slug: { code: 'required' },
    })
    actor.send({ type: 'editor.change', fields: { title: 'Cycling the Danube' } })
    expect(actor.getSnapshot().context.problems.title).toBeUndefined()
    clock.increment(3000)
    expect(saves).toEqual([])
    actor.send({ type: 'editor.save' })
    await waitFor(actor, (snapshot) => snapshot.context.lastSave !== null)
    expect(saves).toEqual([{ postId: null, status: 'Published' }])
    expect(actor.getSnapshot().context.lastSave).toMatchObject({ isAutosave: false })
  })

  it('puts a slug refused on save (409) at its field and keeps every field as typed', async () => {
    const taken = new ApiError(409, { message: 'taken', errors: { slug: 'taken' } }, 'taken')
    const { actor } = startEditor({ failSave: taken })
    actor.send({ type: 'editor.change', fields: ready })
    actor.send({ type: 'editor.save' })
    await waitFor(actor, (snapshot) => snapshot.context.problems.slug !== undefined)
    expect(actor.getSnapshot().context.problems.slug).toEqual({ code: 'slugTaken' })
    expect(actor.getSnapshot().context.fields.title).toBe('Cycling the Danube')
    expect(actor.getSnapshot().hasTag('editing')).toBe(true)
  })

  it('asks before leaving with unsaved edits, and leaves at once without them', async () => {
    const { actor } = startEditor({ load: record(5) })
    await waitFor(actor, (snapshot) => snapshot.hasTag('editing'))
    actor.send({ type: 'editor.change', fields: { excerpt: 'Changed.' } })
    actor.send({ type: 'editor.close' })
    expect(actor.getSnapshot().hasTag('askingToClose')).toBe(true)
    actor.send({ type: 'editor.keepEditing' })
    actor.send({ type: 'editor.change', fields: { excerpt: '' } })
    actor.send({ type: 'editor.close' })
    expect(actor.getSnapshot().hasTag('closed')).toBe(true)
  })

  it('takes an address with no post id for a post not found, without a call', async () => {
    const actor = createActor(blogEditorMachine, { input: { id: 0 } }).start()
    await waitFor(actor, (snapshot) => snapshot.hasTag('notFound'))
  })

  it('shows a post it may not change as forbidden and an unknown one as not found', async () => {
    const forbidden = startEditor({ load: 'forbidden' }).actor
    await waitFor(forbidden, (snapshot) => snapshot.hasTag('forbidden'))
    const missing = startEditor({ load: 'notFound' }).actor
    await waitFor(missing, (snapshot) => snapshot.hasTag('notFound'))
  })

  it('deletes a saved post only once asked and confirmed; a refused delete keeps the editor open', async () => {
    const unsaved = startEditor().actor
    unsaved.send({ type: 'editor.delete' })
    expect(unsaved.getSnapshot().hasTag('askingToDelete')).toBe(false)

    const refused = new ApiError(403, { message: 'Not yours' }, 'Not yours')
    const failing = startEditor({ load: record(5), failDelete: refused })
    await waitFor(failing.actor, (snapshot) => snapshot.hasTag('editing'))
    failing.actor.send({ type: 'editor.delete' })
    expect(failing.actor.getSnapshot().hasTag('askingToDelete')).toBe(true)
    failing.actor.send({ type: 'editor.keepEditing' })
    expect(failing.deletes).toEqual([])
    failing.actor.send({ type: 'editor.delete' })
    failing.actor.send({ type: 'editor.deleteConfirmed' })
    await waitFor(failing.actor, (snapshot) => snapshot.context.failure !== null)
    expect(failing.deletes).toEqual([5])
    expect(failing.actor.getSnapshot().hasTag('editing')).toBe(true)
    expect(failing.actor.getSnapshot().context.fields.title).toBe('Cycling the Danube')

    const deleting = startEditor({ load: record(5) })
    await waitFor(deleting.actor, (snapshot) => snapshot.hasTag('editing'))
    deleting.actor.send({ type: 'editor.delete' })
    deleting.actor.send({ type: 'editor.deleteConfirmed' })
    await waitFor(deleting.actor, (snapshot) => snapshot.hasTag('deleted'))
    expect(deleting.deletes).toEqual([5])
  })
})
