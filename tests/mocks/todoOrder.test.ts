import { describe, expect, it } from 'vitest'
import type {
  ReorderTaskResponse,
  TaskCounts,
  TaskResponse,
  TasksResponse,
} from '../../src/api/types/todo'
import { todoHandlers } from '../../src/mocks/handlers/todo'
import { call, type CallOptions, startContractServer } from '../support/contract'

// The calls issue #11 adds to the to-do contract: the manual order and its reorder call,
// delete for good, and the sidebar's counts.

startContractServer(...todoHandlers)

const ids = async (query: CallOptions['query'] = {}) =>
  (await call<TasksResponse>('/apps/todo/tasks', { query })).body.tasks.map((task) => task.id)
const reorder = (body: unknown, as: CallOptions['as'] = 'admin') =>
  call<ReorderTaskResponse>('/apps/todo/reorder-tasks', { method: 'POST', body, as })
const removeForGood = (taskId: number | string, permanent: string | boolean = true) =>
  call<TaskResponse>('/apps/todo/delete-task', {
    method: 'DELETE',
    query: { taskId, permanent },
  })
const counts = (as: CallOptions['as'] = 'admin') => call<TaskCounts>('/apps/todo/counts', { as })
const update = (task: unknown) =>
  call<TaskResponse>('/apps/todo/update-task', { method: 'POST', body: { task } })
const add = (title: string) =>
  call<TaskResponse>('/apps/todo/add-tasks', {
    method: 'POST',
    body: { task: { title, dueDate: '2026-03-20' } },
  })

const sampleOrder = [12, 9, 8, 7, 6, 5, 4, 3, 2, 1]

describe('POST /apps/todo/reorder-tasks', () => {
  it('moves a task right before another; the list without a sort follows, every sort stays', async () => {
    const { status, body } = await reorder({ taskId: 3, beforeId: 12 })
    expect(status).toBe(200)
    // Every task, the deleted ones (11, 10) too, in the new manual order.
    expect(body.taskIds).toEqual([3, 12, 11, 10, 9, 8, 7, 6, 5, 4, 2, 1])
    expect(await ids()).toEqual([3, 12, 9, 8, 7, 6, 5, 4, 2, 1])
    expect(await ids({ sortBy: '' })).toEqual([3, 12, 9, 8, 7, 6, 5, 4, 2, 1])
    expect(await ids({ sortBy: 'latest' })).toEqual(sampleOrder)
    expect(await ids({ sortBy: 'title-asc' })).toEqual([3, 9, 8, 7, 12, 5, 6, 1, 4, 2])
  })

  it('moves a task right after another, to the end too', async () => {
    expect((await reorder({ taskId: 12, afterId: 1 })).status).toBe(200)
    expect(await ids()).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 12])
    await reorder({ taskId: 4, afterId: 9 })
    expect(await ids()).toEqual([9, 4, 8, 7, 6, 5, 3, 2, 1, 12])
  })

  it('keeps hidden tasks in place when a filtered list is reordered', async () => {
    expect(await ids({ filter: 'important' })).toEqual([8, 6, 2, 1])
    await reorder({ taskId: 1, beforeId: 6 })
    expect(await ids({ filter: 'important' })).toEqual([8, 1, 6, 2])
    expect(await ids()).toEqual([12, 9, 8, 7, 1, 6, 5, 4, 3, 2])
    expect(await ids({ tag: 'high' })).toEqual([12, 7, 1, 2])
  })

  it('puts a new task first and a restored one back in its place', async () => {
    await reorder({ taskId: 1, beforeId: 12 })
    const added = (await add('Order the new badges')).body.task
    expect(await ids()).toEqual([added.id, 1, 12, 9, 8, 7, 6, 5, 4, 3, 2])
    await call('/apps/todo/delete-task', { method: 'DELETE', query: { taskId: 8 } })
    await update({ id: 8, isDeleted: false })
    expect(await ids()).toEqual([added.id, 1, 12, 9, 8, 7, 6, 5, 4, 3, 2])
  })

  it('answers 400 for a body that is not one move, and writes nothing', async () => {
    for (const body of [
      { taskId: 3 },
      { taskId: 3, beforeId: 1, afterId: 2 },
      { taskId: 3, beforeId: 3 },
      { taskId: 3, afterId: 3 },
      { taskId: '3', beforeId: 1 },
      { taskId: 3, beforeId: 1.5 },
      { taskId: 3, beforeId: 1, position: 0 },
      [3, 1],
    ]) {
      const { status, body: answer } = await reorder(body)
      expect(status, JSON.stringify(body)).toBe(400)
      expect(answer).toEqual({ message: expect.stringContaining('Invalid request') })
    }
    expect(await ids()).toEqual(sampleOrder)
  })

  it('answers 404 for an unknown task or neighbour, 403 for the client, and writes nothing', async () => {
    expect(await reorder({ taskId: 99, beforeId: 1 })).toEqual({
      status: 404,
      body: { message: 'No task with id 99.' },
    })
    expect((await reorder({ taskId: 1, afterId: 42 })).status).toBe(404)
    expect((await reorder({ taskId: 1, beforeId: 12 }, 'client')).status).toBe(403)
    expect((await reorder({ taskId: 1, beforeId: 12 }, 'signed-out')).status).toBe(401)
    expect(await ids()).toEqual(sampleOrder)
  })
})

describe('DELETE /apps/todo/delete-task?permanent=true', () => {
  it('deletes a deleted task for good: gone from every list, unknown afterwards', async () => {
    const { status, body } = await removeForGood(10)
    expect(status).toBe(200)
    expect(body.task).toMatchObject({ id: 10, isDeleted: true })
    expect(await ids({ filter: 'deleted' })).toEqual([11])
    expect((await update({ id: 10, isDeleted: false })).status).toBe(404)
    expect((await removeForGood(10)).status).toBe(404)
  })

  it('refuses a task that is not deleted (400) and keeps it; permanent=false is the soft delete', async () => {
    expect(await removeForGood(3)).toEqual({
      status: 400,
      body: { message: 'Task 3 is not deleted: delete it first, then delete it for good.' },
    })
    expect(await ids()).toContain(3)
    expect((await removeForGood(3, false)).body.task).toMatchObject({ id: 3, isDeleted: true })
    expect(await ids({ filter: 'deleted' })).toEqual([11, 10, 3])
  })

  it('answers 400 for a bad flag, 404 for an unknown id and 403 for the client', async () => {
    expect((await removeForGood(10, 'yes')).status).toBe(400)
    expect(await removeForGood(99)).toEqual({
      status: 404,
      body: { message: 'No task with id 99.' },
    })
    const asClient = await call('/apps/todo/delete-task', {
      method: 'DELETE',
      query: { taskId: 10, permanent: true },
      as: 'client',
    })
    expect(asClient.status).toBe(403)
    expect(await ids({ filter: 'deleted' })).toEqual([11, 10])
  })
})

describe('GET /apps/todo/counts', () => {
  it('counts the sample data: tasks not deleted, per filter and tag, and deleted ones', async () => {
    expect(await counts()).toEqual({
      status: 200,
      body: {
        all: 10,
        important: 4,
        completed: 3,
        deleted: 2,
        tags: { team: 3, low: 2, medium: 3, high: 4, update: 2 },
      },
    })
  })

  it('follows writes', async () => {
    await update({ id: 9, isCompleted: true, isImportant: true })
    await call('/apps/todo/delete-task', { method: 'DELETE', query: { taskId: 12 } })
    await removeForGood(10)
    await add('Count me in')
    expect((await counts()).body).toEqual({
      all: 10,
      important: 5,
      completed: 4,
      deleted: 2,
      tags: { team: 2, low: 2, medium: 3, high: 3, update: 2 },
    })
  })

  it('answers 401 when signed out and 403 for the client', async () => {
    expect((await counts('signed-out')).status).toBe(401)
    expect((await counts('client')).status).toBe(403)
  })
})

describe('field errors of the task editor', () => {
  it('names the field of a refused update', async () => {
    expect(await update({ id: 1, title: ' ', tags: ['a'] })).toEqual({
      status: 400,
      body: {
        message: expect.stringContaining('task.title'),
        errors: { title: 'give the task a title', tags: expect.any(String) },
      },
    })
  })
})
