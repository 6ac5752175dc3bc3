import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { assigneesOf, todoAssigneesMachine } from '../../src/machines/todo/todoAssignees'
import { usersHandlers } from '../../src/mocks/handlers/users'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { startContractServer } from '../support/contract'

const server = startContractServer(...usersHandlers)
signInAsAdminBeforeEach()

const started = () => createActor(todoAssigneesMachine).start()

describe('todo assignees', () => {
  it('keeps one entry per name, in alphabetical order', () => {
    const people = assigneesOf([
      { fullName: 'Zoe Ray', avatar: 'z.png' },
      { fullName: 'Ada Lee', avatar: '' },
      { fullName: 'Zoe Ray', avatar: 'other.png' },
    ])
    expect(people).toEqual([
      { fullName: 'Ada Lee', avatar: '' },
      { fullName: 'Zoe Ray', avatar: 'z.png' },
    ])
  })

  it('loads the users as assignees', async () => {
    const actor = started()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const snapshot = await waitFor(actor, (current) => current.hasTag('ready'))
    const names = snapshot.context.assignees.map((person) => person.fullName)
    expect(names.length).toBeGreaterThan(5)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(new Set(names).size).toBe(names.length)
    actor.stop()
  })

  it('reports a failure and loads again on retry', async () => {
    server.use(
      http.get('*/api/users/list/all-data', () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    )
    const actor = started()
    const failed = await waitFor(actor, (current) => current.hasTag('error'))
    expect(failed.context.failure).toEqual({ reason: 'unavailable' })
    server.resetHandlers()
    actor.send({ type: 'retry' })
    const ready = await waitFor(actor, (current) => current.hasTag('ready'))
    expect(ready.context.failure).toBeNull()
    expect(ready.context.assignees.length).toBeGreaterThan(0)
    actor.stop()
  })
})
