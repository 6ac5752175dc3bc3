// A write whose IndexedDB save fails is not reported as saved: 503 with a message, nothing
// applied, nothing announced, and nothing there after a reload.
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { StoreChange } from '../../src/api/types/backend'
import type { TaskResponse, TasksResponse } from '../../src/api/types/todo'
import { openPersistentStore, watchStore } from '../../src/mocks/db/instance'
import { tasksTable, todoHandlers } from '../../src/mocks/handlers/todo'
import { call, startContractServer } from '../support/contract'
import { failPuts, resetSavesAfterEach } from '../support/failingSaves'

startContractServer(...todoHandlers)

const firstVisit = new Date('2026-05-01T10:00:00Z')
const newTask = { task: { title: 'Renew the certificate', dueDate: '2026-05-04' } }
const addTask = () =>
  call<TaskResponse & { message?: string }>('/apps/todo/add-tasks', {
    method: 'POST',
    body: newTask,
  })
const titles = async () =>
  (await call<TasksResponse>('/apps/todo/tasks')).body.tasks.map((task) => task.title)

resetSavesAfterEach(firstVisit)

describe('a write whose save fails', () => {
  it('answers 503 with a message, announces nothing and changes nothing, before or after a reload', async () => {
    await openPersistentStore(firstVisit)
    const before = await titles()
    const heard: StoreChange[][] = []
    const stop = watchStore({ onChange: (changes) => heard.push([...changes]), onReset: () => {} })
    failPuts()
    const { status, body } = await addTask()
    stop()
    expect(status).toBe(503)
    expect(body.message).toMatch(/could not be saved/)
    expect(heard).toEqual([])
    expect(await titles()).toEqual(before)
    const reloaded = await openPersistentStore(firstVisit)
    expect(reloaded.read(tasksTable).map((task) => task.title)).toEqual(
      expect.not.arrayContaining([newTask.task.title]),
    )
  })

  it('leaves the store writable: the next write that saves is answered, announced and kept', async () => {
    await openPersistentStore(firstVisit)
    const puts = failPuts()
    expect((await addTask()).status).toBe(503)
    puts.mockRestore()
    const heard: StoreChange[][] = []
    const stop = watchStore({ onChange: (changes) => heard.push([...changes]), onReset: () => {} })
    const { status, body } = await addTask()
    stop()
    expect(status).toBe(201)
    expect(heard).toEqual([[{ table: 'tasks', ids: [body.task.id] }]])
    const reloaded = await openPersistentStore(firstVisit)
    expect(reloaded.read(tasksTable).map((task) => task.title)).toContain(newTask.task.title)
  })
})
