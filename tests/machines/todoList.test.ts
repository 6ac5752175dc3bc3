import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import type { BackendAnnouncement } from '../../src/api/types/backend'
import { taskSorts, taskTags } from '../../src/api/types/todo'
import { defaultTodoView, type TodoView } from '../../src/machines/todo/todoView'
import { getStore } from '../../src/mocks/db/instance'
import { tasksTable } from '../../src/mocks/handlers/todo'
import { fixture, idsOf, settled, setupTodoBackend } from './todoHarness'

// The to-do machine's list without React, against the real handlers on msw/node:
// every filter, tag and sort, the search pause, failures, counts, other tabs' writes.

const backend = setupTodoBackend()

const expected: Array<[Partial<TodoView>, number[]]> = [
  [{}, [...fixture.all]],
  [{ filter: 'important' }, [...fixture.important]],
  [{ filter: 'completed' }, [...fixture.completed]],
  [{ filter: 'deleted' }, [...fixture.deleted]],
  [{ tag: 'team' }, [12, 6, 3]],
  [{ tag: 'low' }, [9, 4]],
  [{ tag: 'medium' }, [8, 5, 3]],
  [{ tag: 'high' }, [12, 7, 2, 1]],
  [{ tag: 'update' }, [5, 1]],
  [{ sortBy: 'latest' }, [12, 9, 8, 7, 6, 5, 4, 3, 2, 1]],
  [{ sortBy: 'title-asc' }, [3, 9, 8, 7, 12, 5, 6, 1, 4, 2]],
  [{ sortBy: 'title-desc' }, [2, 4, 1, 6, 5, 12, 7, 8, 9, 3]],
  [{ sortBy: 'assignee' }, [2, 4, 6, 3, 5, 7, 8, 1, 12, 9]],
  [{ sortBy: 'due-date' }, [8, 4, 7, 2, 1, 3, 12, 6, 5, 9]],
  [{ filter: 'completed', tag: 'high' }, [7]],
  [{ filter: 'deleted', tag: 'update' }, [11]],
]

describe('the list', () => {
  it('covers every tag and sort of the contract in this table', () => {
    const views = expected.map(([view]) => view)
    for (const tag of taskTags) expect(views).toContainEqual({ tag })
    for (const sortBy of taskSorts) expect(views).toContainEqual({ sortBy })
  })

  it.each(expected)('shows %j as the back end answers it', async (view, ids) => {
    const actor = await backend.open(view)
    const state = actor.getSnapshot()
    expect(idsOf(state)).toEqual(ids)
    expect(state.hasTag('populated')).toBe(true)
  })

  it('loads with the defaults of SPEC §9 (no filter, tag, sort or search sent)', async () => {
    const actor = backend.start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await settled(actor)
    expect(backend.listQueries()).toEqual([''])
    expect(actor.getSnapshot().context.view).toEqual(defaultTodoView)
  })

  it('moves between views: a new list for a new query, none for the same one', async () => {
    const actor = await backend.open()
    actor.send({ type: 'view.changed', view: { ...defaultTodoView, filter: 'deleted' } })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(idsOf(await settled(actor))).toEqual([...fixture.deleted])
    actor.send({ type: 'view.changed', view: { ...defaultTodoView, filter: 'deleted' } })
    await settled(actor)
    expect(backend.listQueries()).toEqual(['', 'filter=deleted'])
  })

  it('shows an empty list for a search with no match, and fills it when the search changes', async () => {
    const actor = await backend.open({ q: 'procurement' })
    expect(actor.getSnapshot().hasTag('empty')).toBe(true)
    actor.send({ type: 'search.type', text: 'newsletter' })
    actor.send({ type: 'search.submit' })
    const found = await waitFor(actor, (state) => state.hasTag('populated'))
    expect(idsOf(found)).toEqual([8])
  })

  it('searches after a pause in typing, once, with the last text', async () => {
    const actor = await backend.open()
    actor.send({ type: 'search.type', text: 'th' })
    actor.send({ type: 'search.type', text: 'the ' })
    expect(actor.getSnapshot().context.view.q).toBe('')
    const searched = await waitFor(actor, (state) => state.context.view.q === 'the')
    await settled(actor)
    expect(backend.listQueries()).toEqual(['', 'q=the'])
    expect(searched.context.searchText).toBe('the ')
    expect(idsOf(actor.getSnapshot())).toEqual([12, 8, 7, 6, 5, 4, 3, 2, 1])
  })

  it('shows a failure and loads again on retry', async () => {
    backend.server.use(
      http.get('*/apps/todo/tasks', () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    )
    const actor = backend.start()
    const failed = await waitFor(actor, (state) => state.hasTag('error'))
    expect(failed.context.listFailure).toEqual({ reason: 'unavailable' })
    actor.send({ type: 'list.retry' })
    const loaded = await waitFor(actor, (state) => state.hasTag('populated'))
    expect(idsOf(loaded)).toEqual([...fixture.all])
    expect(loaded.context.listFailure).toBeNull()
  })
})

describe('the counts', () => {
  it('load with the list, from the back end', async () => {
    const actor = await backend.open({ filter: 'deleted' })
    expect(actor.getSnapshot().context.counts).toEqual({
      all: 10,
      important: 4,
      completed: 3,
      deleted: 2,
      tags: { team: 3, low: 2, medium: 3, high: 4, update: 2 },
    })
  })

  it('keep their last numbers when a refetch fails, and say so', async () => {
    const actor = await backend.open()
    backend.server.use(
      http.get('*/apps/todo/counts', () => HttpResponse.json({ message: 'no' }, { status: 503 })),
    )
    actor.send({ type: 'task.toggleImportant', id: 9 })
    const after = await settled(actor)
    expect(after.context.countsFailure).toEqual({ reason: 'unavailable' })
    expect(after.context.counts.important).toBe(4)
  })
})

describe('writes made in other tabs', () => {
  const worker = new EventTarget()
  const announce = (announcement: BackendAnnouncement) =>
    worker.dispatchEvent(new MessageEvent('message', { data: announcement }))
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('refetch the list and counts in place; own writes and other tables do not', async () => {
    vi.stubGlobal('navigator', { serviceWorker: worker })
    const actor = await backend.open()
    getStore().transaction((tx) =>
      tx.write(
        tasksTable,
        tx.read(tasksTable).map((task) => (task.id === 3 ? { ...task, isDeleted: true } : task)),
      ),
    )
    announce({
      type: 'cea.backend.changed',
      changes: [{ table: 'tasks', ids: [3] }],
      isFromThisTab: true,
    })
    announce({
      type: 'cea.backend.changed',
      changes: [{ table: 'emails', ids: [3] }],
      isFromThisTab: false,
    })
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(false)
    announce({
      type: 'cea.backend.changed',
      changes: [{ table: 'tasks', ids: [3] }],
      isFromThisTab: false,
    })
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true)
    expect(actor.getSnapshot().hasTag('populated')).toBe(true)
    const after = await settled(actor)
    expect(idsOf(after)).toEqual([12, 9, 8, 7, 6, 5, 4, 2, 1])
    expect(after.context.counts.deleted).toBe(3)
  })
})
