import type { PermissionFilters } from '../../src/machines/permissions/permissionsMachine'
import { describe, expect, it } from 'vitest'
import { type Actor, createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { Permission } from '../../src/api/types/permissions'
import type { ListParams } from '../../src/machines/list/listParams'
import {
  defaultPermissionParams,
  permissionsMachine,
} from '../../src/machines/permissions/permissionsMachine'
import { permissionsHandlers } from '../../src/mocks/handlers/permissions'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { startContractServer } from '../support/contract'

// The permissions screen's machine without React, against the real handlers on msw/node.

startContractServer(...permissionsHandlers)

signInAsAdminBeforeEach()

type Permissions = Actor<typeof permissionsMachine>

const undoMs = 5000

/** Started with its timers on `clock` (a `SimulatedClock` the test advances). */
function start(
  params: Partial<ListParams<PermissionFilters>> = {},
  machine = permissionsMachine,
  clock = new SimulatedClock(),
): Permissions {
  return createActor(machine, {
    input: { params: { ...defaultPermissionParams, ...params }, searchDelayMs: 5, undoMs },
    clock,
  }).start()
}

function listOf(actor: Permissions) {
  const list = actor.getSnapshot().children.list
  if (!list) throw new Error('no list child')
  return list
}

const names = (actor: Permissions) =>
  (listOf(actor).getSnapshot().context.rows as Permission[]).map((permission) => permission.name)

async function settled(actor: Permissions) {
  return waitFor(
    listOf(actor),
    (snapshot) =>
      (snapshot.hasTag('populated') || snapshot.hasTag('empty')) && !snapshot.hasTag('refreshing'),
  )
}

describe('permissions machine', () => {
  it('loads, filters by role and sorts through the list child', async () => {
    const actor = start()
    expect((await settled(actor)).context.total).toBe(9)
    listOf(actor).send({ type: 'list.filter', filter: 'assignedTo', value: 'manager' })
    await waitFor(listOf(actor), (snapshot) => snapshot.context.total === 4)
    listOf(actor).send({ type: 'list.sort', column: 'name', direction: 'desc' })
    await waitFor(
      listOf(actor),
      (snapshot) => snapshot.context.params.sort === 'desc' && snapshot.hasTag('populated'),
    )
    expect(names(actor)).toEqual([...names(actor)].sort().reverse())
  })

  it('adds a permission, assigned to administrator only, and refetches', async () => {
    const actor = start({ sortColumn: 'id', sort: 'desc' })
    await settled(actor)
    actor.send({ type: 'permission.add' })
    actor.send({ type: 'name.change', name: '  Export Reports ' })
    actor.send({ type: 'dialog.submit' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches('closed'))
    expect(actor.getSnapshot().context.saved).toMatchObject({
      kind: 'added',
      permission: { id: 10, name: 'Export Reports', assignedTo: ['administrator'] },
    })
    await waitFor(listOf(actor), (snapshot) => snapshot.context.total === 10)
    expect(names(actor)[0]).toBe('Export Reports')
  })

  it('checks the name before sending: required and at most 60 characters', async () => {
    const actor = start()
    actor.send({ type: 'permission.add' })
    actor.send({ type: 'dialog.submit' })
    expect(actor.getSnapshot().context.nameError).toEqual({ code: 'required' })
    actor.send({ type: 'name.change', name: 'x'.repeat(61) })
    expect(actor.getSnapshot().context.nameError).toBeNull()
    actor.send({ type: 'dialog.submit' })
    expect(actor.getSnapshot().context.nameError).toEqual({ code: 'tooLong' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
  })

  it('renames; a name already used is refused at the field and the typed name stays', async () => {
    const actor = start()
    const list = await settled(actor)
    const first = list.context.rows[0] as Permission
    actor.send({ type: 'permission.rename', permission: first })
    expect(actor.getSnapshot().context.name).toBe('Management')
    actor.send({ type: 'name.change', name: 'only view' })
    actor.send({ type: 'dialog.submit' })
    await waitFor(actor, (snapshot) => snapshot.context.nameError !== null)
    expect(actor.getSnapshot().context.nameError).toEqual({
      code: 'rejected',
      message: 'A permission named "only view" already exists.',
    })
    expect(actor.getSnapshot().context.name).toBe('only view')
    actor.send({ type: 'name.change', name: 'Management Board' })
    actor.send({ type: 'dialog.submit' })
    await waitFor(actor, (snapshot) => snapshot.context.saved?.kind === 'renamed')
    await waitFor(listOf(actor), () => names(actor)[0] === 'Management Board')
  })

  it('an unreachable back end is a save failure above the form, not a name error', async () => {
    const actor = start(
      {},
      permissionsMachine.provide({
        actors: {
          savePermission: fromPromise(async () => Promise.reject(new TypeError('offline'))),
        },
      }),
    )
    actor.send({ type: 'permission.add' })
    actor.send({ type: 'name.change', name: 'Audit' })
    actor.send({ type: 'dialog.submit' })
    await waitFor(actor, (snapshot) => snapshot.context.saveFailure !== null)
    expect(actor.getSnapshot().context).toMatchObject({
      nameError: null,
      saveFailure: { reason: 'unavailable' },
      name: 'Audit',
    })
  })

  it('deletes with Undo, then for good', async () => {
    const clock = new SimulatedClock()
    const actor = start({}, permissionsMachine, clock)
    await settled(actor)
    listOf(actor).send({ type: 'rows.delete', ids: [2] })
    expect(names(actor)).not.toContain('Manage Billing & Roles')
    listOf(actor).send({ type: 'rows.undo' })
    expect(names(actor)[1]).toBe('Manage Billing & Roles')
    listOf(actor).send({ type: 'rows.delete', ids: [2] })
    clock.increment(undoMs)
    await waitFor(
      listOf(actor),
      (snapshot) => snapshot.context.total === 8 && !snapshot.hasTag('refreshing'),
    )
    expect(names(actor)).not.toContain('Manage Billing & Roles')
  })
})
