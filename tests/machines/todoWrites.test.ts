import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock, waitFor } from 'xstate'
import { idsOf, listed, settled, setupTodoBackend, stored } from './todoHarness'

// The to-do machine's writes against the real handlers: optimistic, refetched after
// every write (SPEC §4) with the counts, rolled back on failure; soft delete with Undo.

const backend = setupTodoBackend()

const failWith = (method: 'post' | 'delete', path: string, status = 500) =>
  backend.server.use(
    http[method](`*/apps/todo/${path}`, () => HttpResponse.json({ message: 'No.' }, { status })),
  )

describe('changes of a task', () => {
  it('completes and reopens: at once on screen, then saved, refetched with the last params', async () => {
    const actor = await backend.open({ tag: 'low' })
    actor.send({ type: 'task.toggleCompleted', id: 9 })
    expect(listed(actor.getSnapshot(), 9)?.isCompleted).toBe(true)
    await settled(actor)
    expect(stored(9)?.isCompleted).toBe(true)
    expect(backend.listQueries()).toEqual(['tag=low', 'tag=low'])
    actor.send({ type: 'task.toggleCompleted', id: 9 })
    await settled(actor)
    expect(stored(9)?.isCompleted).toBe(false)
    expect(backend.writes()).toEqual(['POST /apps/todo/update-task', 'POST /apps/todo/update-task'])
  })

  it('marks important; the counts follow', async () => {
    const actor = await backend.open()
    actor.send({ type: 'task.toggleImportant', id: 3 })
    expect(listed(actor.getSnapshot(), 3)?.isImportant).toBe(true)
    const after = await settled(actor)
    expect(stored(3)?.isImportant).toBe(true)
    expect(after.context.counts.important).toBe(5)
  })

  it('takes a task out of a list it no longer belongs to, at once', async () => {
    const actor = await backend.open({ filter: 'important' })
    actor.send({ type: 'task.toggleImportant', id: 6 })
    expect(idsOf(actor.getSnapshot())).toEqual([8, 2, 1])
    expect(idsOf(await settled(actor))).toEqual([8, 2, 1])
  })

  it('updates any fields', async () => {
    const actor = await backend.open()
    actor.send({
      type: 'task.update',
      id: 5,
      changes: { title: 'Move the reports', tags: ['low'] },
    })
    expect(listed(actor.getSnapshot(), 5)?.title).toBe('Move the reports')
    const after = await settled(actor)
    expect(stored(5)).toMatchObject({ title: 'Move the reports', tags: ['low'] })
    expect(after.context.counts.tags).toMatchObject({ low: 3, medium: 2, update: 1 })
  })

  it('rolls a failed write back into its row and says so; the list follows the server', async () => {
    const actor = await backend.open({ filter: 'important' })
    failWith('post', 'update-task')
    actor.send({ type: 'task.toggleImportant', id: 6 })
    expect(idsOf(actor.getSnapshot())).toEqual([8, 2, 1])
    const after = await settled(actor)
    expect(idsOf(after)).toEqual([8, 6, 2, 1])
    expect(listed(after, 6)?.isImportant).toBe(true)
    expect(after.context.notice).toEqual({
      kind: 'failed',
      action: 'update',
      failure: { reason: 'unavailable' },
    })
    expect(stored(6)?.isImportant).toBe(true)
  })
})

describe('delete, Undo and restore', () => {
  it('deletes at once and offers Undo; Undo puts the task back and no call is made', async () => {
    const clock = new SimulatedClock()
    const actor = await backend.open({}, {}, clock)
    actor.send({ type: 'task.delete', id: 7 })
    const deleting = actor.getSnapshot()
    expect(idsOf(deleting)).toEqual([12, 9, 8, 6, 5, 4, 3, 2, 1])
    expect(deleting.hasTag('undoable')).toBe(true)
    expect(deleting.context.notice).toMatchObject({ kind: 'deleted', task: { id: 7 } })
    actor.send({ type: 'notice.undo' })
    const undone = actor.getSnapshot()
    expect(idsOf(undone)).toEqual([12, 9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(undone.hasTag('undoable')).toBe(false)
    expect(undone.context.notice).toMatchObject({ kind: 'restored', task: { id: 7 } })
    // Past the end of the Undo window (10 s in the harness): an Undo that left the delete
    // waiting would send it now.
    clock.increment(10_000)
    await settled(actor)
    expect(backend.writes()).toEqual([])
    expect(stored(7)?.isDeleted).toBe(false)
  })

  it('sends the delete once the Undo window has passed, then refetches list and counts', async () => {
    const clock = new SimulatedClock()
    const actor = await backend.open({}, { undoMs: 5000 }, clock)
    actor.send({ type: 'task.delete', id: 7 })
    clock.increment(4999)
    const inWindow = await settled(actor)
    expect(inWindow.hasTag('undoable')).toBe(true)
    expect(backend.writes()).toEqual([])
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('undoable')).toBe(false)
    const after = await settled(actor)
    expect(backend.writes()).toEqual(['DELETE /apps/todo/delete-task'])
    expect(stored(7)?.isDeleted).toBe(true)
    expect(idsOf(after)).not.toContain(7)
    expect(after.context.counts).toMatchObject({ all: 9, completed: 2, deleted: 3 })
    actor.send({ type: 'notice.undo' })
    expect(idsOf(actor.getSnapshot())).not.toContain(7)
  })

  it('sends a waiting delete when the toast is dismissed, or when another delete starts', async () => {
    const actor = await backend.open()
    actor.send({ type: 'task.delete', id: 7 })
    actor.send({ type: 'task.delete', id: 6 })
    expect(idsOf(actor.getSnapshot())).toEqual([12, 9, 8, 5, 4, 3, 2, 1])
    await settled(actor)
    expect(stored(7)?.isDeleted).toBe(true)
    expect(stored(6)?.isDeleted).toBe(false)
    actor.send({ type: 'notice.dismiss' })
    await settled(actor)
    expect(stored(6)?.isDeleted).toBe(true)
    expect(backend.writes()).toEqual([
      'DELETE /apps/todo/delete-task',
      'DELETE /apps/todo/delete-task',
    ])
  })

  it('sends a waiting delete when Deleted is opened, so its task is listed there', async () => {
    const actor = await backend.open()
    actor.send({ type: 'task.delete', id: 12 })
    actor.send({
      type: 'view.changed',
      view: { ...actor.getSnapshot().context.view, filter: 'deleted' },
    })
    expect(actor.getSnapshot().hasTag('undoable')).toBe(false)
    await waitFor(actor, (state) => Boolean(listed(state, 12)) && !state.hasTag('loading'))
    expect(stored(12)?.isDeleted).toBe(true)
    expect(backend.writes()).toEqual(['DELETE /apps/todo/delete-task'])
  })

  it('keeps a waiting delete hidden when the list reloads, and sends it on undo.commit', async () => {
    const actor = await backend.open()
    actor.send({ type: 'task.delete', id: 12 })
    actor.send({ type: 'list.refetch' })
    expect(idsOf(await settled(actor))).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1])
    actor.send({ type: 'undo.commit' })
    await settled(actor)
    expect(stored(12)?.isDeleted).toBe(true)
  })

  it('sends a waiting delete when its screen is left (the machine stops), and only once', async () => {
    const actor = await backend.open()
    actor.send({ type: 'task.delete', id: 12 })
    actor.stop()
    await vi.waitFor(() => expect(stored(12)?.isDeleted).toBe(true))
    expect(backend.writes()).toEqual(['DELETE /apps/todo/delete-task'])
  })

  it('sends nothing when its screen is left after Undo', async () => {
    const actor = await backend.open()
    actor.send({ type: 'task.delete', id: 12 })
    actor.send({ type: 'notice.undo' })
    actor.stop()
    expect(backend.writes()).toEqual([])
    expect(stored(12)?.isDeleted).toBe(false)
  })

  it('puts a task whose delete failed back in its row', async () => {
    const clock = new SimulatedClock()
    const actor = await backend.open({}, {}, clock)
    failWith('delete', 'delete-task', 404)
    actor.send({ type: 'task.delete', id: 3 })
    clock.increment(10_000)
    const after = await waitFor(actor, (state) => state.context.notice?.kind === 'failed')
    expect(idsOf(after)).toEqual([12, 9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(after.context.notice).toEqual({
      kind: 'failed',
      action: 'delete',
      failure: { reason: 'rejected', message: 'No.' },
    })
  })

  it('restores a deleted task: it leaves the Deleted list and is back among the others', async () => {
    const actor = await backend.open({ filter: 'deleted' })
    actor.send({ type: 'task.restore', id: 11 })
    expect(idsOf(actor.getSnapshot())).toEqual([10])
    expect(actor.getSnapshot().context.notice).toMatchObject({ kind: 'restored', task: { id: 11 } })
    const after = await settled(actor)
    expect(stored(11)?.isDeleted).toBe(false)
    expect(after.context.counts).toMatchObject({ all: 11, deleted: 1, important: 5 })
    actor.send({ type: 'task.restore', id: 10 })
    actor.send({ type: 'task.restore', id: 10 })
    await settled(actor)
    expect(actor.getSnapshot().hasTag('empty')).toBe(true)
    expect(backend.writes()).toHaveLength(2)
  })
})

describe('delete for good', () => {
  it('removes a deleted task at once and for good; the counts follow', async () => {
    const actor = await backend.open({ filter: 'deleted' })
    actor.send({ type: 'task.deleteForGood', id: 10 })
    expect(idsOf(actor.getSnapshot())).toEqual([11])
    expect(actor.getSnapshot().context.notice).toMatchObject({ kind: 'deletedForGood' })
    const after = await settled(actor)
    expect(stored(10)).toBeUndefined()
    expect(after.context.counts.deleted).toBe(1)
    expect(backend.calls()).toContain('DELETE /apps/todo/delete-task?taskId=10&permanent=true')
  })

  it('is only for deleted tasks, and rolls back when refused', async () => {
    const open = await backend.open()
    open.send({ type: 'task.deleteForGood', id: 3 })
    expect(idsOf(open.getSnapshot())).toContain(3)
    const actor = await backend.open({ filter: 'deleted' })
    failWith('delete', 'delete-task', 400)
    actor.send({ type: 'task.deleteForGood', id: 11 })
    const after = await waitFor(actor, (state) => state.context.notice?.kind === 'failed')
    expect(idsOf(after)).toEqual([11, 10])
    expect(backend.writes()).toEqual(['DELETE /apps/todo/delete-task'])
  })
})
