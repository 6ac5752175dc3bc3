import type { RoleUsersFilters } from '../../src/machines/roles/rolesUsersListMachine'
import { describe, expect, it } from 'vitest'
import { type Actor, createActor, fromPromise, waitFor } from 'xstate'
import type { User } from '../../src/api/types/users'
import type { ListParams } from '../../src/machines/list/listParams'
import {
  allGrants,
  checkRoleName,
  matrixSelection,
  toggleGrant,
} from '../../src/machines/roles/roleFormRules'
import { rolesMachine } from '../../src/machines/roles/rolesMachine'
import { defaultRoleUsersParams } from '../../src/machines/roles/rolesUsersListMachine'
import { rolesHandlers } from '../../src/mocks/handlers/roles'
import { usersHandlers } from '../../src/mocks/handlers/users'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { startContractServer } from '../support/contract'

// The roles page's machine without React, against the real handlers on msw/node.

startContractServer(...rolesHandlers, ...usersHandlers)

signInAsAdminBeforeEach()

type Roles = Actor<typeof rolesMachine>

function start(params: Partial<ListParams<RoleUsersFilters>> = {}, machine = rolesMachine): Roles {
  return createActor(machine, {
    input: { params: { ...defaultRoleUsersParams, ...params }, searchDelayMs: 5 },
  }).start()
}

function listOf(actor: Roles) {
  const list = actor.getSnapshot().children.list
  if (!list) throw new Error('no list child')
  return list
}

const cardsReady = (actor: Roles) =>
  waitFor(actor, (snapshot) => snapshot.matches({ cards: 'ready' }))
const usersSettled = (actor: Roles) =>
  waitFor(
    listOf(actor),
    (snapshot) =>
      (snapshot.hasTag('populated') || snapshot.hasTag('empty')) && !snapshot.hasTag('refreshing'),
  )
const roleNames = (actor: Roles) => actor.getSnapshot().context.roles.map((role) => role.name)

describe('role dialog rules', () => {
  it('checks a name: required, at most 40 characters, letters first', () => {
    expect(checkRoleName('  ')).toEqual({ code: 'required' })
    expect(checkRoleName('x'.repeat(41))).toEqual({ code: 'tooLong' })
    expect(checkRoleName('-Auditor')).toEqual({ code: 'characters' })
    expect(checkRoleName(' Head of Sales & Billing ')).toBeNull()
  })

  it('toggles boxes in read/write/create order and tells all, some or none', () => {
    let permissions = toggleGrant({}, 'Email', 'create')
    permissions = toggleGrant(permissions, 'Email', 'read')
    expect(permissions).toEqual({ Email: ['read', 'create'] })
    expect(matrixSelection(permissions)).toBe('some')
    expect(toggleGrant(toggleGrant(permissions, 'Email', 'read'), 'Email', 'create')).toEqual({})
    expect(matrixSelection(allGrants(true))).toBe('all')
    expect(matrixSelection(allGrants(false))).toBe('none')
  })
})

describe('roles machine', () => {
  it('loads the cards and the users table; picking a role lists its holders', async () => {
    const actor = start()
    expect(actor.getSnapshot().hasTag('rolesLoading')).toBe(true)
    await cardsReady(actor)
    expect(roleNames(actor)).toEqual([
      'Administrator',
      'Manager',
      'User',
      'Support',
      'Restricted User',
    ])
    const everyone = (await usersSettled(actor)).context.total
    const manager = actor.getSnapshot().context.roles[1]!
    actor.send({ type: 'role.showUsers', roleId: manager.id })
    await waitFor(listOf(actor), (snapshot) => snapshot.context.total === manager.userCount)
    expect(listOf(actor).getSnapshot().context.params.filters.accessRole).toBe('2')
    expect(
      (listOf(actor).getSnapshot().context.rows as User[]).every(
        (user) => user.role === 'maintainer',
      ),
    ).toBe(true)
    actor.send({ type: 'role.showUsers', roleId: null })
    await waitFor(listOf(actor), (snapshot) => snapshot.context.total === everyone)
  })

  it('adds a role with a matrix; the cards refetch', async () => {
    const actor = start()
    await cardsReady(actor)
    actor.send({ type: 'role.add' })
    actor.send({ type: 'name.change', name: ' Auditor ' })
    actor.send({ type: 'grant.toggle', area: 'Invoice', grant: 'read' })
    actor.send({ type: 'grants.selectAll', selected: true })
    actor.send({ type: 'grants.selectAll', selected: false })
    actor.send({ type: 'grant.toggle', area: 'Invoice', grant: 'write' })
    actor.send({ type: 'dialog.submit' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches({ dialog: 'closed' }))
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'added', name: 'Auditor' })
    await waitFor(actor, () => roleNames(actor).includes('Auditor'))
    expect(actor.getSnapshot().context.roles.at(-1)?.permissions).toEqual({ Invoice: ['write'] })
  })

  it('checks the name before sending, and keeps a refused name and the matrix at the field', async () => {
    const actor = start()
    await cardsReady(actor)
    const support = actor.getSnapshot().context.roles[3]!
    actor.send({ type: 'role.edit', role: support })
    expect(actor.getSnapshot().context.name).toBe('Support')
    actor.send({ type: 'name.change', name: '' })
    actor.send({ type: 'dialog.submit' })
    expect(actor.getSnapshot().context.nameError).toEqual({ code: 'required' })
    actor.send({ type: 'name.change', name: 'manager' })
    actor.send({ type: 'grant.toggle', area: 'Chat', grant: 'create' })
    actor.send({ type: 'dialog.submit' })
    await waitFor(actor, (snapshot) => snapshot.context.nameError !== null)
    expect(actor.getSnapshot().context).toMatchObject({
      nameError: { code: 'rejected', message: 'A role named "manager" already exists.' },
      name: 'manager',
      permissions: { Chat: ['read', 'write'] },
    })
    expect(actor.getSnapshot().matches({ dialog: 'editing' })).toBe(true)
    actor.send({ type: 'name.change', name: 'Helpdesk' })
    actor.send({ type: 'dialog.submit' })
    await waitFor(actor, (snapshot) => snapshot.context.notice?.kind === 'updated')
    await waitFor(actor, () => roleNames(actor)[3] === 'Helpdesk')
  })

  it('an unreachable back end is a save failure above the form', async () => {
    const actor = start(
      {},
      rolesMachine.provide({
        actors: { saveRole: fromPromise(async () => Promise.reject(new TypeError('offline'))) },
      }),
    )
    actor.send({ type: 'role.add' })
    actor.send({ type: 'name.change', name: 'Auditor' })
    actor.send({ type: 'dialog.submit' })
    await waitFor(actor, (snapshot) => snapshot.context.saveFailure !== null)
    expect(actor.getSnapshot().context).toMatchObject({
      nameError: null,
      saveFailure: { reason: 'unavailable' },
      name: 'Auditor',
    })
  })

  it('deletes after a confirmation; a table filtered by that role shows everyone again', async () => {
    const actor = start({ filters: { accessRole: '5' } })
    await cardsReady(actor)
    await usersSettled(actor)
    const restricted = actor.getSnapshot().context.roles[4]!
    actor.send({ type: 'role.delete', role: restricted })
    actor.send({ type: 'delete.cancel' })
    expect(roleNames(actor)).toContain('Restricted User')
    actor.send({ type: 'role.delete', role: restricted })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (snapshot) => snapshot.context.notice?.kind === 'deleted')
    expect(roleNames(actor)).not.toContain('Restricted User')
    await waitFor(
      listOf(actor),
      (snapshot) =>
        snapshot.context.params.filters.accessRole === '' && snapshot.hasTag('populated'),
    )
  })

  it('a failed deletion keeps the card and says so', async () => {
    const actor = start(
      {},
      rolesMachine.provide({
        actors: { deleteRole: fromPromise(async () => Promise.reject(new TypeError('offline'))) },
      }),
    )
    await cardsReady(actor)
    actor.send({ type: 'role.delete', role: actor.getSnapshot().context.roles[0]! })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (snapshot) => snapshot.context.notice?.kind === 'deleteFailed')
    expect(roleNames(actor)).toContain('Administrator')
  })
})
