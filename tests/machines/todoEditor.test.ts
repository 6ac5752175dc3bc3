import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { todoEditorMachine } from '../../src/machines/todo/todoEditorMachine'
import { isCalendarDate } from '../../src/api/schemas/fields'
import { checkTaskFields, emptyTaskFields, isDirty } from '../../src/machines/todo/todoEditorRules'
import type { Todo } from './todoHarness'
import { gate } from '../support/gate'
import { idsOf, listed, settled, setupTodoBackend, stored } from './todoHarness'

// The task drawer: validation codes, the dirty check, saving a new task or an edit,
// a failed save that keeps the fields, the back end's field errors at their fields.

const backend = setupTodoBackend()

function editorOf(actor: Todo) {
  const editor = actor.getSnapshot().children.editor
  if (!editor) throw new Error('the drawer is closed')
  return editor
}

describe('the rules', () => {
  it('want a title of at most 200 characters, a real due date and at most 5 tags', () => {
    expect(checkTaskFields(emptyTaskFields)).toEqual({
      title: { code: 'required' },
      dueDate: { code: 'required' },
    })
    expect(
      checkTaskFields({
        ...emptyTaskFields,
        title: 'x'.repeat(201),
        dueDate: '2026-02-30',
        tags: ['team', 'low'],
      }),
    ).toEqual({ title: { code: 'tooLong' }, dueDate: { code: 'invalidDate' } })
    const sixTags = ['team', 'low', 'medium', 'high', 'update', 'team'] as const
    expect(
      checkTaskFields({
        ...emptyTaskFields,
        title: 'x'.repeat(200),
        dueDate: '2026-03-20',
        tags: [...sixTags],
      }),
    ).toEqual({ tags: { code: 'tooManyTags' } })
    expect(['2026-03-20', '2024-02-29'].map(isCalendarDate)).toEqual([true, true])
    expect(['2026-3-20', '20/03/2026', '2025-02-29', ''].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })

  it('call fields dirty when they differ from what the drawer opened with', () => {
    const opened = { ...emptyTaskFields, title: 'Plan', tags: ['team', 'low'] as const }
    const initial = { ...opened, tags: [...opened.tags] }
    expect(isDirty(initial, { ...initial, title: 'Plan ' })).toBe(false)
    expect(isDirty(initial, { ...initial, tags: ['low', 'team'] })).toBe(false)
    expect(isDirty(initial, { ...initial, isImportant: true })).toBe(true)
    expect(isDirty(initial, { ...initial, description: '<p>x</p>' })).toBe(true)
  })
})

describe('adding a task', () => {
  it('shows the problems at their fields, clears one as it is edited, then saves and lists it first', async () => {
    const actor = await backend.open({ tag: 'team' })
    actor.send({ type: 'editor.openNew', fields: { tags: ['team'] } })
    expect(actor.getSnapshot().hasTag('editorOpen')).toBe(true)
    actor.send({ type: 'editor.save' })
    expect(editorOf(actor).getSnapshot().context.errors).toEqual({
      title: { code: 'required' },
      dueDate: { code: 'required' },
    })
    actor.send({ type: 'editor.change', fields: { title: 'Book the team dinner' } })
    expect(editorOf(actor).getSnapshot().context.errors).toEqual({ dueDate: { code: 'required' } })
    actor.send({ type: 'editor.change', fields: { dueDate: '2026-03-20', isImportant: true } })
    actor.send({ type: 'editor.save' })
    expect(editorOf(actor).getSnapshot().hasTag('saving')).toBe(true)
    const after = await waitFor(actor, (state) => !state.hasTag('editorOpen'))
    expect(after.context.notice).toMatchObject({ kind: 'added', task: { id: 13 } })
    const listed = await settled(actor)
    expect(idsOf(listed)).toEqual([13, 12, 6, 3])
    expect(listed.context.counts.tags.team).toBe(4)
    expect(stored(13)).toMatchObject({
      title: 'Book the team dinner',
      isImportant: true,
      tags: ['team'],
    })
  })

  it('keeps every field when the save fails, and says why', async () => {
    const actor = await backend.open()
    backend.server.use(
      http.post(
        '*/apps/todo/add-tasks',
        () => HttpResponse.json({ message: 'x' }, { status: 503 }),
        {
          once: true,
        },
      ),
    )
    actor.send({ type: 'editor.openNew' })
    actor.send({ type: 'editor.change', fields: { title: 'Call Lucía', dueDate: '2026-03-20' } })
    actor.send({ type: 'editor.save' })
    const failed = await waitFor(editorOf(actor), (state) => state.hasTag('editing'))
    expect(failed.context.failure).toEqual({ reason: 'unavailable' })
    expect(failed.context.fields).toMatchObject({ title: 'Call Lucía', dueDate: '2026-03-20' })
    actor.send({ type: 'editor.save' })
    await waitFor(actor, (state) => !state.hasTag('editorOpen'))
    expect(stored(13)?.title).toBe('Call Lucía')
  })

  it('shows the back end’s field errors at their fields', async () => {
    const actor = await backend.open()
    // A rule only the back end knows (a taken title, say) comes back at its field.
    backend.server.use(
      http.post('*/apps/todo/add-tasks', () =>
        HttpResponse.json(
          { message: 'Invalid request', errors: { title: 'This title is taken.', secret: 'x' } },
          { status: 400 },
        ),
      ),
    )
    actor.send({ type: 'editor.openNew' })
    actor.send({ type: 'editor.change', fields: { title: 'Plan', dueDate: '2026-03-20' } })
    actor.send({ type: 'editor.save' })
    const refused = await waitFor(editorOf(actor), (state) => state.hasTag('editing'))
    expect(refused.context.errors).toEqual({
      title: { code: 'server', message: 'This title is taken.' },
    })
    expect(refused.context.failure).toBeNull()
  })
})

describe('editing a task', () => {
  it('opens with its fields, saves the change and the list follows', async () => {
    const actor = await backend.open()
    actor.send({ type: 'editor.open', id: 5 })
    expect(editorOf(actor).getSnapshot().context.fields).toMatchObject({
      title: 'Migrate reports to the new warehouse',
      tags: ['medium', 'update'],
    })
    actor.send({ type: 'editor.change', fields: { isCompleted: true } })
    actor.send({ type: 'editor.save' })
    const saved = await waitFor(actor, (state) => state.context.notice?.kind === 'saved')
    expect(saved.hasTag('editorOpen')).toBe(false)
    expect(stored(5)?.isCompleted).toBe(true)
    expect((await settled(actor)).context.tasks.find((task) => task.id === 5)?.isCompleted).toBe(
      true,
    )
  })

  it('lists the saved task at once: opened again before the refetch answers, it holds the save', async () => {
    const actor = await backend.open()
    // The refetch after the save is held until the test releases it.
    const refetch = gate()
    backend.server.use(
      http.get('*/apps/todo/tasks', async () => {
        await refetch.held
        return undefined
      }),
    )
    actor.send({ type: 'editor.open', id: 5 })
    const description = '<p><strong>Move the finance reports first.</strong></p>'
    actor.send({ type: 'editor.change', fields: { description, tags: ['high'] } })
    actor.send({ type: 'editor.save' })
    const saved = await waitFor(actor, (state) => state.context.notice?.kind === 'saved')
    expect(saved.hasTag('refreshing')).toBe(true)
    expect(saved.context.tasks.find((task) => task.id === 5)).toMatchObject({ description })
    actor.send({ type: 'editor.open', id: 5 })
    expect(editorOf(actor).getSnapshot().context.fields).toMatchObject({
      description,
      tags: ['high'],
    })
    actor.send({ type: 'editor.close' })
    expect(actor.getSnapshot().hasTag('editorOpen')).toBe(false)
    refetch.release()
    expect(listed(await settled(actor), 5)).toMatchObject({ description, tags: ['high'] })
    // A task the save took out of the list (not important any more) leaves it at once.
    const important = await backend.open({ filter: 'important' })
    important.send({ type: 'editor.open', id: 6 })
    important.send({ type: 'editor.change', fields: { isImportant: false } })
    important.send({ type: 'editor.save' })
    const left = await waitFor(important, (state) => state.context.notice?.kind === 'saved')
    expect(idsOf(left)).not.toContain(6)
  })

  it('asks before closing with edits; keep editing or discard; closes at once without edits', async () => {
    const actor = await backend.open()
    actor.send({ type: 'editor.open', id: 5 })
    actor.send({ type: 'editor.close' })
    expect(actor.getSnapshot().hasTag('editorOpen')).toBe(false)
    actor.send({ type: 'editor.open', id: 5 })
    actor.send({ type: 'editor.change', fields: { title: 'Something else' } })
    actor.send({ type: 'editor.close' })
    expect(editorOf(actor).getSnapshot().hasTag('askingToClose')).toBe(true)
    actor.send({ type: 'editor.keepEditing' })
    expect(editorOf(actor).getSnapshot().context.fields.title).toBe('Something else')
    actor.send({ type: 'editor.close' })
    actor.send({ type: 'editor.discard' })
    expect(actor.getSnapshot().hasTag('editorOpen')).toBe(false)
    expect(actor.getSnapshot().context.notice).toBeNull()
    expect(backend.writes()).toEqual([])
  })

  it('deletes its task from the drawer, with Undo', async () => {
    const actor = await backend.open()
    actor.send({ type: 'editor.open', id: 99 })
    expect(actor.getSnapshot().hasTag('editorOpen')).toBe(false)
    actor.send({ type: 'editor.open', id: 4 })
    actor.send({ type: 'editor.delete' })
    const state = actor.getSnapshot()
    expect(state.hasTag('editorOpen')).toBe(false)
    expect(state.hasTag('undoable')).toBe(true)
    expect(idsOf(state)).not.toContain(4)
  })

  it('runs on its own too, for the drawer’s stories', () => {
    const editor = createActor(todoEditorMachine, { input: { task: null } }).start()
    editor.send({
      type: 'editor.change',
      fields: { tags: ['team', 'low', 'medium', 'high', 'update'] },
    })
    editor.send({ type: 'editor.save' })
    expect(editor.getSnapshot().context.errors.tags).toBeUndefined()
    editor.send({ type: 'editor.close' })
    expect(editor.getSnapshot().hasTag('askingToClose')).toBe(true)
    editor.send({ type: 'editor.discard' })
    expect(editor.getSnapshot().status).toBe('done')
    expect(editor.getSnapshot().output).toEqual({ outcome: 'closed' })
  })
})
