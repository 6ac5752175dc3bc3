import { beforeEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { type Actor, createActor, waitFor } from 'xstate'
import { setSessionStorage, storeSession } from '../../src/api/session'
import { demoAccounts } from '../../src/fixtures/auth'
import { userViewMachine } from '../../src/machines/users/userViewMachine'
import type { UserViewInput } from '../../src/machines/users/userViewTypes'
import { toUserData } from '../../src/mocks/auth/session'
import { invoicesHandlers } from '../../src/mocks/handlers/invoices'
import { usersHandlers } from '../../src/mocks/handlers/users'
import { accessTokenFor, startContractServer } from '../support/contract'

// The user view page's machine without React, against the real handlers on msw/node.

const server = startContractServer(...usersHandlers, ...invoicesHandlers)

beforeEach(async () => {
  setSessionStorage()
  const admin = demoAccounts.find((account) => account.role === 'admin')
  if (!admin) throw new Error('no demo admin')
  storeSession(
    {
      accessToken: await accessTokenFor('admin'),
      refreshToken: 'unused',
      userData: toUserData(admin),
    },
    true,
  )
})

type UserView = Actor<typeof userViewMachine>

async function open(input: UserViewInput = { id: 1 }): Promise<UserView> {
  const actor = createActor(userViewMachine, { input }).start()
  await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'))
  return actor
}

/** Waits until nothing saves or refetches any more. */
const settled = (actor: UserView) =>
  waitFor(
    actor,
    (snapshot) => !snapshot.hasTag('saving') && snapshot.matches({ ready: { refresh: 'idle' } }),
  )

const fail = (path: string, status = 500, body: object = { message: 'Down for maintenance.' }) =>
  server.use(http.post(`*${path}`, () => HttpResponse.json(body, { status })))

describe('loading', () => {
  it('loads the user, their account and the invoices where they are the client', async () => {
    const actor = await open({ id: 1, tab: 'security' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('ready')).toBe(true)
    expect(snapshot.context.tab).toBe('security')
    expect(snapshot.context.user?.fullName).toBe('Lena Fischer')
    expect(snapshot.context.account?.id).toBe(1)
    expect(snapshot.context.invoices.map((invoice) => invoice.id)).toEqual([3129, 3114])
    expect(snapshot.context.notifications.draft).toEqual(snapshot.context.account?.notifications)
    expect(snapshot.context.billing.fields?.billing).toBe('Auto Debit')
  })

  it('opens the user with the lowest id when none is given', async () => {
    const actor = await open({ id: null })
    expect(actor.getSnapshot().context.id).toBe(1)
  })

  it('says not found for an unknown user, and error (with retry) when the call fails', async () => {
    expect((await open({ id: 999 })).getSnapshot().hasTag('notFound')).toBe(true)
    server.use(
      http.get('*/api/users/account', () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    )
    const actor = await open({ id: 2 })
    expect(actor.getSnapshot().hasTag('error')).toBe(true)
    server.resetHandlers()
    actor.send({ type: 'view.retry' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    expect(actor.getSnapshot().context.user?.id).toBe(2)
  })

  it('follows a new id and a new tab', async () => {
    const actor = await open()
    actor.send({ type: 'view.open', id: 3 })
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    expect(actor.getSnapshot().context.user?.fullName).toBe('Priya Raman')
    actor.send({ type: 'tab.show', tab: 'billing' })
    expect(actor.getSnapshot().context.tab).toBe('billing')
  })
})

describe('edit dialog', () => {
  it('checks the fields first, then saves and refetches', async () => {
    const actor = await open()
    actor.send({ type: 'edit.open' })
    expect(actor.getSnapshot().context.edit.fields.fullName).toBe('Lena Fischer')
    actor.send({ type: 'edit.change', field: 'email', value: 'not-an-address' })
    actor.send({ type: 'edit.submit' })
    expect(actor.getSnapshot().matches({ ready: { edit: 'editing' } })).toBe(true)
    expect(actor.getSnapshot().context.edit.errors.email).toEqual({ code: 'invalidEmail' })
    actor.send({ type: 'edit.change', field: 'email', value: 'lena@brightwave.io' })
    expect(actor.getSnapshot().context.edit.errors).toEqual({})
    actor.send({ type: 'edit.change', field: 'contact', value: '+49 30 1234 5678' })
    actor.send({ type: 'edit.submit' })
    await settled(actor)
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().matches({ ready: { edit: 'closed' } })).toBe(true)
    expect(context.user).toMatchObject({ email: 'lena@brightwave.io', contact: '+49 30 1234 5678' })
    expect(context.notice).toEqual({ kind: 'saved', what: 'profile' })
    expect(context.account?.activity[0]?.kind).toBe('profileUpdated')
  })

  it('keeps what was typed and shows a taken email at its field', async () => {
    const actor = await open()
    actor.send({ type: 'edit.open' })
    actor.send({ type: 'edit.change', field: 'email', value: 'tomasz.nowak@kestrel-logistics.com' })
    actor.send({ type: 'edit.change', field: 'company', value: 'Brightwave GmbH' })
    actor.send({ type: 'edit.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { edit: 'editing' } }))
    const { edit } = actor.getSnapshot().context
    expect(edit.errors.email).toEqual({ code: 'server', message: 'This email is already in use.' })
    expect(edit.fields.company).toBe('Brightwave GmbH')
    expect(edit.failure).toBeNull()
  })
})

describe('suspend and activate', () => {
  it('asks first; cancel changes nothing; confirm suspends, then activates back', async () => {
    const actor = await open()
    actor.send({ type: 'status.ask' })
    actor.send({ type: 'status.cancel' })
    expect(actor.getSnapshot().context.user?.status).toBe('active')
    actor.send({ type: 'status.ask' })
    actor.send({ type: 'status.confirm' })
    await settled(actor)
    expect(actor.getSnapshot().context.user?.status).toBe('inactive')
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'saved', what: 'suspended' })
    actor.send({ type: 'status.ask' })
    actor.send({ type: 'status.confirm' })
    await settled(actor)
    expect(actor.getSnapshot().context.user?.status).toBe('active')
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'saved', what: 'activated' })
  })

  it('says so when suspending fails, and the user stays as they were', async () => {
    fail('/apps/users/update-user')
    const actor = await open()
    actor.send({ type: 'status.ask' })
    actor.send({ type: 'status.confirm' })
    await settled(actor)
    expect(actor.getSnapshot().context.notice).toMatchObject({ kind: 'failed', what: 'suspended' })
    expect(actor.getSnapshot().context.user?.status).toBe('active')
  })
})

describe('upgrade plan', () => {
  it('refuses the current plan, then saves a new one on the user too', async () => {
    const actor = await open({ id: 3 })
    actor.send({ type: 'plan.open' })
    actor.send({ type: 'plan.submit' })
    expect(actor.getSnapshot().context.plan.error).toEqual({ code: 'samePlan' })
    actor.send({ type: 'plan.choose', plan: 'company' })
    actor.send({ type: 'plan.submit' })
    await settled(actor)
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().matches({ ready: { plan: 'closed' } })).toBe(true)
    expect(context.user?.currentPlan).toBe('company')
    expect(context.account?.plan.daysLeft).toBe(30)
  })

  it('keeps the dialog and the choice when the call fails', async () => {
    fail('/apps/users/plan')
    const actor = await open({ id: 3 })
    actor.send({ type: 'plan.open' })
    actor.send({ type: 'plan.choose', plan: 'team' })
    actor.send({ type: 'plan.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { plan: 'choosing' } }))
    expect(actor.getSnapshot().context.plan).toMatchObject({ choice: 'team', error: null })
    expect(actor.getSnapshot().context.plan.failure).toBeTruthy()
  })
})

describe('change password', () => {
  it('checks the rules and the confirmation, then saves and empties the form', async () => {
    const actor = await open()
    actor.send({ type: 'password.change', field: 'newPassword', value: 'weakpass' })
    actor.send({ type: 'password.change', field: 'confirmPassword', value: 'other' })
    actor.send({ type: 'password.submit' })
    expect(actor.getSnapshot().context.password.errors).toEqual({
      newPassword: { code: 'passwordRules' },
      confirmPassword: { code: 'mismatch' },
    })
    actor.send({ type: 'password.change', field: 'newPassword', value: 'Sunflower-42' })
    actor.send({ type: 'password.change', field: 'confirmPassword', value: 'Sunflower-42' })
    actor.send({ type: 'password.submit' })
    expect(actor.getSnapshot().matches({ ready: { password: 'saving' } })).toBe(true)
    await settled(actor)
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ ready: { password: 'saved' } })).toBe(true)
    expect(snapshot.context.password.fields).toEqual({ newPassword: '', confirmPassword: '' })
    expect(snapshot.context.account?.passwordChangedAt).not.toBeNull()
  })

  it('keeps what was typed when the back end refuses it', async () => {
    fail('/apps/users/change-password', 400, {
      message: 'Too common.',
      errors: { newPassword: 'That password is too common.' },
    })
    const actor = await open()
    actor.send({ type: 'password.change', field: 'newPassword', value: 'Password1' })
    actor.send({ type: 'password.change', field: 'confirmPassword', value: 'Password1' })
    actor.send({ type: 'password.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { password: 'failed' } }))
    const { password } = actor.getSnapshot().context
    expect(password.errors.newPassword).toEqual({
      code: 'server',
      message: 'That password is too common.',
    })
    expect(password.fields.newPassword).toBe('Password1')
  })
})

describe('two-step verification', () => {
  it('needs a phone to turn on, then turns on and off', async () => {
    const actor = await open({ id: 2 })
    const wasOn = actor.getSnapshot().context.account?.twoStep.enabled
    if (wasOn) {
      actor.send({ type: 'twoStep.submit', enabled: false })
      await settled(actor)
    }
    actor.send({ type: 'twoStep.phone', value: '' })
    actor.send({ type: 'twoStep.submit', enabled: true })
    expect(actor.getSnapshot().context.twoStep.error).toEqual({ code: 'required' })
    actor.send({ type: 'twoStep.phone', value: '+48 601 234 567' })
    actor.send({ type: 'twoStep.submit', enabled: true })
    await settled(actor)
    expect(actor.getSnapshot().context.account?.twoStep).toEqual({
      enabled: true,
      phone: '+48 601 234 567',
    })
    expect(actor.getSnapshot().matches({ ready: { twoStep: 'saved' } })).toBe(true)
  })
})

describe('notifications', () => {
  it('toggles a draft, saves it, and a failure keeps the draft', async () => {
    const actor = await open()
    const before = actor.getSnapshot().context.account?.notifications.newForYou.email
    actor.send({ type: 'notifications.toggle', notification: 'newForYou', channel: 'email' })
    expect(actor.getSnapshot().context.notifications.draft?.newForYou.email).toBe(!before)
    actor.send({ type: 'notifications.save' })
    await settled(actor)
    expect(actor.getSnapshot().context.account?.notifications.newForYou.email).toBe(!before)
    expect(actor.getSnapshot().matches({ ready: { notifications: 'saved' } })).toBe(true)

    fail('/apps/users/notifications')
    actor.send({ type: 'notifications.toggle', notification: 'newDeviceLinked', channel: 'app' })
    const draft = actor.getSnapshot().context.notifications.draft
    actor.send({ type: 'notifications.save' })
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { notifications: 'failed' } }))
    expect(actor.getSnapshot().context.notifications.draft).toEqual(draft)
    expect(actor.getSnapshot().context.notifications.failure).toBeTruthy()
    actor.send({ type: 'notifications.reset' })
    expect(actor.getSnapshot().context.notifications.draft).toEqual(
      actor.getSnapshot().context.account?.notifications,
    )
  })
})

describe('billing', () => {
  it('checks the fields, saves, and shows the back end’s problem at its field', async () => {
    const actor = await open({ id: 4 })
    actor.send({ type: 'billing.change', field: 'cardNumber', value: '12ab' })
    actor.send({ type: 'billing.change', field: 'cardHolder', value: ' ' })
    actor.send({ type: 'billing.submit' })
    expect(actor.getSnapshot().context.billing.errors).toEqual({
      cardNumber: { code: 'cardDigits' },
      cardHolder: { code: 'required' },
    })
    actor.send({ type: 'billing.change', field: 'cardHolder', value: 'Mateo Alvarez' })
    actor.send({ type: 'billing.change', field: 'cardNumber', value: '4111 1111 1111 1111' })
    actor.send({ type: 'billing.change', field: 'cardExpiry', value: '01/26' })
    actor.send({ type: 'billing.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { billing: 'failed' } }))
    expect(actor.getSnapshot().context.billing.errors.cardExpiry).toEqual({
      code: 'server',
      message: 'The card has expired.',
    })
    actor.send({ type: 'billing.change', field: 'cardExpiry', value: '08/30' })
    actor.send({ type: 'billing.change', field: 'billing', value: 'Auto Debit' })
    actor.send({ type: 'billing.submit' })
    await settled(actor)
    const { context } = actor.getSnapshot()
    expect(context.user?.billing).toBe('Auto Debit')
    expect(context.account?.billing).toMatchObject({ cardBrand: 'visa', cardLast4: '1111' })
    expect(context.billing.fields?.cardNumber).toBe('')
  })
})
