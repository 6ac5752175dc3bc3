import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { fixture, idsOf, settled, setupTodoBackend } from './todoHarness'

// The manual order: a drop (@dnd-kit's onDragEnd), the keyboard's moves, the call that
// keeps the order, and the rollback when it fails.

const backend = setupTodoBackend()

const reorderBodies = async (requests: Request[]) =>
  Promise.all(requests.map(async (request) => (await request.clone().json()) as unknown))

function recordReorders() {
  const requests: Request[] = []
  backend.server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/apps/todo/reorder-tasks')) requests.push(request.clone())
  })
  return () => reorderBodies(requests)
}

describe('a drop', () => {
  it('moves a task down at once, after the task it was dropped on; a refetch keeps it', async () => {
    const bodies = recordReorders()
    const actor = await backend.open()
    actor.send({ type: 'task.reorder', activeId: 12, overId: 7 })
    expect(idsOf(actor.getSnapshot())).toEqual([9, 8, 7, 12, 6, 5, 4, 3, 2, 1])
    const after = await settled(actor)
    expect(idsOf(after)).toEqual([9, 8, 7, 12, 6, 5, 4, 3, 2, 1])
    expect(await bodies()).toEqual([{ taskId: 12, afterId: 7 }])
    // The order lives in the back end: a new list (a reload) shows it.
    const reloaded = await backend.open()
    expect(idsOf(reloaded.getSnapshot())).toEqual([9, 8, 7, 12, 6, 5, 4, 3, 2, 1])
  })

  it('moves a task up, before the task it was dropped on', async () => {
    const bodies = recordReorders()
    const actor = await backend.open()
    actor.send({ type: 'task.reorder', activeId: 2, overId: 9 })
    expect(idsOf(await settled(actor))).toEqual([12, 2, 9, 8, 7, 6, 5, 4, 3, 1])
    expect(await bodies()).toEqual([{ taskId: 2, beforeId: 9 }])
  })

  it('keeps hidden tasks in place when the list is filtered', async () => {
    const actor = await backend.open({ filter: 'important' })
    actor.send({ type: 'task.reorder', activeId: 1, overId: 6 })
    expect(idsOf(await settled(actor))).toEqual([8, 1, 6, 2])
    actor.send({
      type: 'view.changed',
      view: { ...actor.getSnapshot().context.view, filter: 'all' },
    })
    expect(idsOf(await settled(actor))).toEqual([12, 9, 8, 7, 1, 6, 5, 4, 3, 2])
  })

  it('does nothing dropped nowhere, on itself, or while a sort is chosen', async () => {
    const actor = await backend.open()
    actor.send({ type: 'task.reorder', activeId: 12, overId: null })
    actor.send({ type: 'task.reorder', activeId: 12, overId: 12 })
    actor.send({ type: 'task.reorder', activeId: 12, overId: 99 })
    const sorted = await backend.open({ sortBy: 'title-asc' })
    sorted.send({ type: 'task.reorder', activeId: 3, overId: 2 })
    sorted.send({ type: 'task.move', id: 3, by: 1 })
    expect(idsOf(sorted.getSnapshot())).toEqual([3, 9, 8, 7, 12, 5, 6, 1, 4, 2])
    expect(idsOf(actor.getSnapshot())).toEqual([...fixture.all])
    expect(backend.writes()).toEqual([])
  })

  it('rolls a failed move back and says so', async () => {
    const actor = await backend.open()
    backend.server.use(
      http.post('*/apps/todo/reorder-tasks', () =>
        HttpResponse.json({ message: 'No task with id 7.' }, { status: 404 }),
      ),
    )
    actor.send({ type: 'task.reorder', activeId: 12, overId: 7 })
    expect(idsOf(actor.getSnapshot())).toEqual([9, 8, 7, 12, 6, 5, 4, 3, 2, 1])
    const after = await waitFor(actor, (state) => state.context.notice?.kind === 'failed')
    expect(idsOf(after)).toEqual([...fixture.all])
    expect(after.context.notice).toEqual({
      kind: 'failed',
      action: 'reorder',
      failure: { reason: 'rejected', message: 'No task with id 7.' },
    })
    expect(idsOf(await settled(actor))).toEqual([...fixture.all])
  })
})

describe('the keyboard', () => {
  it('moves a task one row down and up, and no further than either end', async () => {
    const bodies = recordReorders()
    const actor = await backend.open({ tag: 'high' })
    expect(idsOf(actor.getSnapshot())).toEqual([12, 7, 2, 1])
    actor.send({ type: 'task.move', id: 12, by: 1 })
    expect(idsOf(actor.getSnapshot())).toEqual([7, 12, 2, 1])
    actor.send({ type: 'task.move', id: 1, by: -1 })
    expect(idsOf(actor.getSnapshot())).toEqual([7, 12, 1, 2])
    actor.send({ type: 'task.move', id: 7, by: -1 })
    actor.send({ type: 'task.move', id: 2, by: 1 })
    expect(idsOf(await settled(actor))).toEqual([7, 12, 1, 2])
    expect(await bodies()).toEqual([
      { taskId: 12, afterId: 7 },
      { taskId: 1, beforeId: 2 },
    ])
  })

  it('rolls back only the move that failed when two are in flight', async () => {
    let answered = 0
    backend.server.use(
      http.post('*/apps/todo/reorder-tasks', () => {
        answered += 1
        return answered === 1 ? undefined : HttpResponse.json({ message: 'No.' }, { status: 500 })
      }),
    )
    const actor = await backend.open({ filter: 'completed' })
    actor.send({ type: 'task.move', id: 8, by: 1 })
    actor.send({ type: 'task.move', id: 4, by: -1 })
    expect(idsOf(actor.getSnapshot())).toEqual([7, 4, 8])
    const after = await settled(actor)
    expect(idsOf(after)).toEqual([7, 8, 4])
    expect(after.context.notice).toMatchObject({ kind: 'failed', action: 'reorder' })
  })
})
