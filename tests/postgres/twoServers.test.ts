import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TaskResponse, TasksResponse } from '../../src/api/types/todo'
import {
  adminToken,
  callAs,
  listenToChanges,
  type ServerProcess,
  startServerProcess,
} from '../support/serverProcess'

// Two server processes behind one Postgres (DATABASE_URL, from `npm run test:postgres`): a
// write through one is heard in the other's change stream (LISTEN/NOTIFY), and writes sent to
// both at once are each stored once, with unique ids.

const databaseUrl = process.env.DATABASE_URL ?? ''
const firstPort = Number(process.env.POSTGRES_SERVER_PORT ?? 8794)

let servers: ServerProcess[] = []
let token = ''

beforeAll(async () => {
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: run `npm run test:postgres`')
  // One after the other: the first migrates the database.
  servers.push(await startServerProcess(firstPort, { DATABASE_URL: databaseUrl }))
  servers.push(await startServerProcess(firstPort + 1, { DATABASE_URL: databaseUrl }))
  token = await adminToken(servers[0]!.url)
  const reset = await callAs(servers[0]!.url, token, '/api/demo-data/reset', {
    method: 'POST',
    body: {},
  })
  expect(reset.status).toBe(200)
}, 240_000)

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  servers = []
})

const addTask = (url: string, title: string, client: string) =>
  callAs<TaskResponse>(url, token, '/apps/todo/add-tasks', {
    method: 'POST',
    body: { task: { title, dueDate: '2026-03-20' } },
    client,
  })

describe('two server processes on one Postgres', () => {
  it('a write through one is announced in the other’s change stream, not as its tab’s', async () => {
    const [first, second] = servers
    const stream = await listenToChanges(second!.url, token, 'watching-tab')
    try {
      const { status, body } = await addTask(
        first!.url,
        'Announced across processes',
        'writing-tab',
      )
      expect(status).toBe(201)
      await expect
        .poll(() => stream.heard, { timeout: 15_000 })
        .toContainEqual({
          type: 'cea.backend.changed',
          changes: [{ table: 'tasks', ids: [body.task.id] }],
          isFromThisTab: false,
        })
      const { body: listed } = await callAs<TasksResponse>(second!.url, token, '/apps/todo/tasks')
      expect(listed.tasks.map((task) => task.id)).toContain(body.task.id)
    } finally {
      stream.stop()
    }
  })

  it('20 clients × 10 concurrent writes over both: each stored once, ids unique, none lost', async () => {
    const titles: string[] = []
    const writes: Array<Promise<{ status: number; body: TaskResponse }>> = []
    for (let client = 0; client < 20; client += 1) {
      const server = servers[client % servers.length]!
      for (let write = 0; write < 10; write += 1) {
        const title = `Load ${client}-${write}`
        titles.push(title)
        writes.push(addTask(server.url, title, `client-${client}`))
      }
    }
    const answers = await Promise.all(writes)
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201))
    const ids = answers.map((answer) => answer.body.task.id)
    expect(new Set(ids).size).toBe(200)
    const { body } = await callAs<TasksResponse>(servers[1]!.url, token, '/apps/todo/tasks?q=Load')
    const stored = body.tasks.filter((task) => task.title.startsWith('Load '))
    expect(stored.map((task) => task.title).sort()).toEqual([...titles].sort())
    expect(stored.map((task) => task.id).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    )
  })
})
