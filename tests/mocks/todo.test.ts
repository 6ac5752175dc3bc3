import { describe, expect, it } from 'vitest'
import type { TaskResponse, TasksResponse } from '../../src/api/types/todo'
import { todoHandlers } from '../../src/mocks/handlers/todo'
import { call, type CallOptions, startContractServer } from '../support/contract'

startContractServer(...todoHandlers)

const list = (query: CallOptions['query'] = {}) =>
  call<TasksResponse>('/apps/todo/tasks', { query })
const ids = async (query: CallOptions['query'] = {}) =>
  (await list(query)).body.tasks.map((task) => task.id)
const add = (task: unknown) =>
  call<TaskResponse>('/apps/todo/add-tasks', { method: 'POST', body: { task } })
const update = (task: unknown) =>
  call<TaskResponse>('/apps/todo/update-task', { method: 'POST', body: { task } })
const remove = (taskId: number | string) =>
  call<TaskResponse>('/apps/todo/delete-task', { method: 'DELETE', query: { taskId } })

describe('GET /apps/todo/tasks', () => {
  // With no sort chosen the list now answers the manual order (issue #11); the sample data's
  // manual order is newest first, so the default answer is the one `latest` gives.
  it('defaults to every task not deleted, in the manual order (newest first until moved)', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(body.tasks.map((task) => task.id)).toEqual([12, 9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(body.tasks.at(-1)).toEqual({
      id: 1,
      title: 'Prepare the 4.2 release notes',
      dueDate: '2026-03-18',
      description:
        '<p>Summarise the new filters, the date picker and the export fixes. Keep it under one page.</p>',
      assignee: { fullName: 'Tobias Renner', avatar: '/assets/images/avatars/4.svg' },
      tags: ['update', 'high'],
      isCompleted: false,
      isDeleted: false,
      isImportant: true,
    })
    expect(await ids({ filter: '', sortBy: '', tag: '', q: '' })).toEqual([
      12, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ])
  })

  it('filters important and completed without deleted ones, and shows deleted ones alone', async () => {
    expect(await ids({ filter: 'important' })).toEqual([8, 6, 2, 1])
    expect(await ids({ filter: 'completed' })).toEqual([8, 7, 4])
    expect(await ids({ filter: 'deleted' })).toEqual([11, 10])
  })

  it('filters by tag, alone or with a filter', async () => {
    expect(await ids({ tag: 'team' })).toEqual([12, 6, 3])
    expect(await ids({ tag: 'low' })).toEqual([9, 4])
    expect(await ids({ tag: 'medium' })).toEqual([8, 5, 3])
    expect(await ids({ tag: 'update' })).toEqual([5, 1])
    expect(await ids({ tag: 'high', filter: 'completed' })).toEqual([7])
    expect(await ids({ tag: 'update', filter: 'deleted' })).toEqual([11])
  })

  it('searches titles case-insensitively', async () => {
    expect(await ids({ q: 'THE' })).toEqual([12, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(await ids({ q: 'newsletter' })).toEqual([8])
    expect(await ids({ q: 'procurement' })).toEqual([])
  })

  it('sorts by title, assignee (unassigned last) and due date', async () => {
    expect(await ids({ sortBy: 'title-asc' })).toEqual([3, 9, 8, 7, 12, 5, 6, 1, 4, 2])
    expect(await ids({ sortBy: 'title-desc' })).toEqual([2, 4, 1, 6, 5, 12, 7, 8, 9, 3])
    expect(await ids({ sortBy: 'assignee' })).toEqual([2, 4, 6, 3, 5, 7, 8, 1, 12, 9])
    expect(await ids({ sortBy: 'due-date' })).toEqual([8, 4, 7, 2, 1, 3, 12, 6, 5, 9])
  })

  it('answers 400 for an unknown filter, tag or sort', async () => {
    for (const query of [{ filter: 'archived' }, { tag: 'urgent' }, { sortBy: 'priority' }]) {
      const { status, body } = await list(query)
      expect(status).toBe(400)
      expect(body).toEqual({ message: expect.stringContaining('Invalid query') })
    }
  })

  it('answers 401 when signed out and 403 for the client', async () => {
    expect((await call('/apps/todo/tasks', { as: 'signed-out' })).status).toBe(401)
    expect((await call('/apps/todo/tasks', { as: 'client' })).status).toBe(403)
    expect(
      (
        await call('/apps/todo/delete-task', {
          method: 'DELETE',
          query: { taskId: 1 },
          as: 'client',
        })
      ).status,
    ).toBe(403)
  })
})

describe('POST /apps/todo/add-tasks', () => {
  it('creates the task with the next id (201), with flags off by default, and lists it first', async () => {
    const { status, body } = await add({
      title: 'Book the team dinner',
      dueDate: '2026-03-20',
      tags: ['team'],
    })
    expect(status).toBe(201)
    expect(body.task).toEqual({
      id: 13,
      title: 'Book the team dinner',
      dueDate: '2026-03-20',
      description: '',
      assignee: null,
      tags: ['team'],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
    })
    expect(await ids({ tag: 'team' })).toEqual([13, 12, 6, 3])
  })

  it('answers 400 for a missing title, a bad date, an unknown tag or bad JSON, and writes nothing', async () => {
    for (const [task, field] of [
      [{ title: '  ', dueDate: '2026-03-20' }, 'title'],
      [{ title: 'Call Lucía', dueDate: '20/03/2026' }, 'dueDate'],
      [{ title: 'Call Lucía', dueDate: '2026-03-20', tags: ['urgent'] }, 'tags'],
      [{ title: 'Call Lucía', dueDate: '2026-03-20', isImportant: 'yes' }, 'isImportant'],
    ] as const) {
      const { status, body } = await add(task)
      expect(status, JSON.stringify(task)).toBe(400)
      // The 400 now also names the problem at its field, for the task editor (issue #11).
      expect(body).toEqual({
        message: expect.stringContaining('task.'),
        errors: { [field]: expect.any(String) },
      })
    }
    expect(
      (await call('/apps/todo/add-tasks', { method: 'POST', rawBody: '{"task":' })).status,
    ).toBe(400)
    expect(await ids()).toHaveLength(10)
  })
})

describe('POST /apps/todo/update-task', () => {
  it('saves the fields sent and answers the whole task', async () => {
    const { status, body } = await update({
      id: 9,
      isCompleted: true,
      title: 'Remove unused widgets',
    })
    expect(status).toBe(200)
    expect(body.task).toMatchObject({
      id: 9,
      title: 'Remove unused widgets',
      isCompleted: true,
      tags: ['low'],
    })
    expect(await ids({ filter: 'completed' })).toEqual([9, 8, 7, 4])
  })

  it('restores a deleted task', async () => {
    await update({ id: 10, isDeleted: false })
    expect(await ids({ filter: 'deleted' })).toEqual([11])
  })

  it('answers 404 for an unknown id and 400 without an id or with wrong types', async () => {
    expect(await update({ id: 99, title: 'Ghost' })).toEqual({
      status: 404,
      body: { message: 'No task with id 99.' },
    })
    expect((await update({ title: 'No id' })).status).toBe(400)
    expect((await update({ id: 1, tags: 'high' })).status).toBe(400)
  })
})

describe('DELETE /apps/todo/delete-task', () => {
  it('soft-deletes: hidden from the list, shown under deleted', async () => {
    const { status, body } = await remove(12)
    expect(status).toBe(200)
    expect(body.task).toMatchObject({ id: 12, isDeleted: true })
    expect(await ids()).not.toContain(12)
    expect(await ids({ filter: 'deleted' })).toEqual([12, 11, 10])
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await remove(99)).toEqual({ status: 404, body: { message: 'No task with id 99.' } })
    expect((await remove('x')).status).toBe(400)
    expect((await call('/apps/todo/delete-task', { method: 'DELETE' })).status).toBe(400)
  })
})
