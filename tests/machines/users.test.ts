import type { UserFilters } from '../../src/machines/users/usersListMachine'
import { describe, expect, it, vi } from 'vitest'
import { type Actor, createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { User, UserStats } from '../../src/api/types/users'
import type { ListParams } from '../../src/machines/list/listParams'
import { emptyUserFields, type UserFields } from '../../src/machines/users/userFormRules'
import { defaultUserParams } from '../../src/machines/users/usersListMachine'
import { usersMachine } from '../../src/machines/users/usersMachine'
import { usersHandlers } from '../../src/mocks/handlers/users'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { startContractServer } from '../support/contract'

// The users screen's machine without React, against the real users handlers on msw/node.

startContractServer(...usersHandlers)

signInAsAdminBeforeEach()

type Users = Actor<typeof usersMachine>

const filled: UserFields = {
  ...emptyUserFields,
  fullName: 'Ines Carvalho',
  username: 'ines.carvalho',
  email: 'Ines.Carvalho@tagus.pt',
  contact: '+351 912 345 678',
  company: 'Tagus Robotics',
  country: 'Portugal',
  role: 'editor',
  currentPlan: 'team',
}

function listOf(actor: Users) {
  const list = actor.getSnapshot().children.list
  if (!list) throw new Error('no list child')
  return list
}

async function settledList(actor: Users) {
  return waitFor(
    listOf(actor),
    (snapshot) =>
      snapshot.hasTag('populated') || snapshot.hasTag('empty') || snapshot.hasTag('error'),
  )
}

const undoMs = 5000

/** Started with its timers on `clock` (a `SimulatedClock` the test advances). */
function start(
  params: Partial<ListParams<UserFilters>> = {},
  exportCsv = vi.fn(),
  clock = new SimulatedClock(),
) {
  const machine = usersMachine.provide({
    actors: {
      exportCsv: fromPromise(async ({ input }) => {
        exportCsv(input)
        return undefined
      }),
    },
  })
  const actor = createActor(machine, {
    input: { params: { ...defaultUserParams, ...params }, searchDelayMs: 5, undoMs },
    clock,
  })
  return actor.start()
}

async function fill(actor: Users, fields: Partial<UserFields>) {
  for (const [field, value] of Object.entries(fields))
    actor.send({ type: 'addUser.change', field: field as keyof UserFields, value })
}

describe('users machine', () => {
  it('loads the first page with the stat counts as the list’s summary', async () => {
    const actor = start()
    const list = await settledList(actor)
    expect(list.context.total).toBe(50)
    expect(list.context.rows).toHaveLength(10)
    expect(list.context.summary).toEqual({
      total: 50,
      active: 26,
      pending: 12,
      inactive: 12,
    } satisfies UserStats)
  })

  it('starts from the given params (the URL) and filters on the back end', async () => {
    const actor = start({
      filters: { role: 'admin', status: 'active', currentPlan: '' },
      sortColumn: 'email',
      sort: 'desc',
    })
    const list = await settledList(actor)
    const rows = list.context.rows as User[]
    expect(rows.every((user) => user.role === 'admin' && user.status === 'active')).toBe(true)
    const emails = rows.map((user) => user.email)
    expect(emails).toEqual([...emails].sort().reverse())
  })

  it('checks the form before sending: every required field, username, email and contact rules', async () => {
    const actor = start()
    actor.send({ type: 'addUser.open' })
    actor.send({ type: 'addUser.submit' })
    expect(actor.getSnapshot().value).toMatchObject({ addUser: 'editing' })
    expect(actor.getSnapshot().context.errors).toEqual({
      fullName: { code: 'required' },
      username: { code: 'required' },
      email: { code: 'required' },
      contact: { code: 'required' },
      company: { code: 'required' },
      country: { code: 'required' },
      role: { code: 'required' },
      currentPlan: { code: 'required' },
    })
    await fill(actor, { ...filled, username: 'a b', email: 'nope', contact: 'call me' })
    actor.send({ type: 'addUser.submit' })
    expect(actor.getSnapshot().context.errors).toEqual({
      username: { code: 'usernameCharacters' },
      email: { code: 'invalidEmail' },
      contact: { code: 'invalidContact' },
    })
    // Typing in a field clears its own problem only.
    await fill(actor, { email: 'x@y.io' })
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['username', 'contact'])
  })

  it('adds a valid user: 201, the drawer closes, the list and counts refetch', async () => {
    const actor = start()
    await settledList(actor)
    actor.send({ type: 'addUser.open' })
    await fill(actor, filled)
    actor.send({ type: 'addUser.submit' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches({ addUser: 'closed' }))
    expect(actor.getSnapshot().context.added).toMatchObject({
      id: 51,
      email: 'ines.carvalho@tagus.pt',
    })
    const list = await waitFor(listOf(actor), (snapshot) => snapshot.context.total === 51)
    expect(list.context.summary).toMatchObject({ total: 51, pending: 12, active: 27 })
  })

  it('shows a taken email and username at their fields and keeps what was typed', async () => {
    const actor = start()
    actor.send({ type: 'addUser.open' })
    await fill(actor, {
      ...filled,
      email: 'lena.fischer@brightwave-analytics.com',
      username: 'lena.fischer',
    })
    actor.send({ type: 'addUser.submit' })
    await waitFor(
      actor,
      (snapshot) =>
        snapshot.matches({ addUser: 'editing' }) && Object.keys(snapshot.context.errors).length > 0,
    )
    const { errors, fields, saveFailure } = actor.getSnapshot().context
    expect(errors).toEqual({
      email: { code: 'server', message: 'This email is already in use.' },
      username: { code: 'server', message: 'This username is already in use.' },
    })
    expect(saveFailure).toBeNull()
    expect(fields.fullName).toBe('Ines Carvalho')
  })

  it('a failure the back end does not pin on a field is kept as the save failure', async () => {
    const actor = createActor(
      usersMachine.provide({
        actors: { saveUser: fromPromise(async () => Promise.reject(new Error('offline'))) },
      }),
      { input: { params: defaultUserParams } },
    ).start()
    actor.send({ type: 'addUser.open' })
    await fill(actor, filled)
    actor.send({ type: 'addUser.submit' })
    await waitFor(actor, (snapshot) => snapshot.context.saveFailure !== null)
    expect(actor.getSnapshot().matches({ addUser: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context.fields.email).toBe(filled.email)
  })

  it('closing the drawer discards the form; opening again starts empty', async () => {
    const actor = start()
    actor.send({ type: 'addUser.open' })
    await fill(actor, { fullName: 'Half typed' })
    actor.send({ type: 'addUser.close' })
    actor.send({ type: 'addUser.open' })
    expect(actor.getSnapshot().context.fields).toEqual(emptyUserFields)
  })

  it('exports the list’s current search, filters and sort, without the page', async () => {
    const exportCsv = vi.fn()
    const actor = start(
      {
        page: 2,
        q: 'paypal',
        filters: { role: 'editor', status: '', currentPlan: '' },
        sortColumn: 'email',
        sort: 'desc',
      },
      exportCsv,
    )
    await settledList(actor)
    actor.send({ type: 'users.export' })
    await waitFor(actor, (snapshot) => snapshot.matches({ export: 'idle' }))
    expect(exportCsv).toHaveBeenCalledWith({
      q: 'paypal',
      role: 'editor',
      sortColumn: 'email',
      sort: 'desc',
    })
  })

  it('a failed export says so and can be tried again or dismissed', async () => {
    const actor = createActor(
      usersMachine.provide({
        actors: { exportCsv: fromPromise(async () => Promise.reject(new Error('offline'))) },
      }),
      { input: { params: defaultUserParams } },
    ).start()
    actor.send({ type: 'users.export' })
    await waitFor(actor, (snapshot) => snapshot.matches({ export: 'failed' }))
    expect(actor.getSnapshot().context.exportFailure).toBeInstanceOf(Error)
    actor.send({ type: 'export.dismiss' })
    expect(actor.getSnapshot().matches({ export: 'idle' })).toBe(true)
  })

  it('deletes with Undo through the list child, then for good; counts follow', async () => {
    const clock = new SimulatedClock()
    const actor = start({}, vi.fn(), clock)
    const before = await settledList(actor)
    const first = before.context.rows[0]!.id
    listOf(actor).send({ type: 'rows.delete', ids: [first] })
    listOf(actor).send({ type: 'rows.undo' })
    expect(listOf(actor).getSnapshot().context.rows[0]!.id).toBe(first)
    listOf(actor).send({ type: 'rows.delete', ids: [first] })
    clock.increment(undoMs)
    const after = await waitFor(
      listOf(actor),
      (snapshot) => (snapshot.context.summary as UserStats).total === 49,
    )
    expect(after.context.rows.some((row) => row.id === first)).toBe(false)
  })

  it('edits a user in the same drawer through update-user; the list shows the change', async () => {
    const actor = start({ sortColumn: 'id' })
    const list = await settledList(actor)
    const first = list.context.rows[0] as User
    actor.send({ type: 'editUser.open', user: first })
    expect(actor.getSnapshot().context).toMatchObject({
      editingId: first.id,
      fields: { fullName: first.fullName, email: first.email, role: first.role },
    })
    await fill(actor, { company: 'Nimbus Labs', email: 'priya.raman@nimbus.example' })
    actor.send({ type: 'addUser.submit' })
    await waitFor(actor, (snapshot) => snapshot.context.updated !== null)
    expect(actor.getSnapshot().context.updated).toMatchObject({
      id: first.id,
      company: 'Nimbus Labs',
    })
    expect(actor.getSnapshot().context.added).toBeNull()
    await waitFor(
      listOf(actor),
      (snapshot) => (snapshot.context.rows[0] as User).company === 'Nimbus Labs',
    )
  })

  it('an edit may keep its own email but not take another user’s', async () => {
    const actor = start({ sortColumn: 'id' })
    const list = await settledList(actor)
    const [first, second] = list.context.rows as User[]
    actor.send({ type: 'editUser.open', user: second! })
    await fill(actor, { email: first!.email })
    actor.send({ type: 'addUser.submit' })
    await waitFor(actor, (snapshot) => snapshot.context.errors.email !== undefined)
    expect(actor.getSnapshot().context.errors.email).toEqual({
      code: 'server',
      message: 'This email is already in use.',
    })
    await fill(actor, { email: second!.email, country: 'Kenya' })
    actor.send({ type: 'addUser.submit' })
    await waitFor(actor, (snapshot) => snapshot.context.updated?.country === 'Kenya')
  })
})
