import { beforeEach, describe, expect, it } from 'vitest'
import { type Actor, createActor, waitFor } from 'xstate'
import { setSessionStorage, storeSession } from '../../src/api/session'
import type { LoginResponse } from '../../src/api/types/auth'
import { accountSettingsMachine } from '../../src/machines/account-settings/accountSettingsMachine'
import { hasBillingEdits, planChoiceOf } from '../../src/machines/account-settings/billingForms'
import { accountSettingsGroup } from '../../src/mocks/handlers/account/accountSettingsGroup'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { call, startContractServer } from '../support/contract'

// The Billing & plans and Connections regions of the account settings machine, without React,
// against the real handlers (the admin: Standard monthly, two cards; the pinned day 2026-03-16).

startContractServer(...authHandlers, ...accountSettingsGroup)

beforeEach(async () => {
  setSessionStorage()
  const { body } = await call<LoginResponse>('/jwt/login', {
    method: 'POST',
    body: { email: 'admin@demo.com', password: 'admin' },
    as: 'signed-out',
  })
  storeSession(body, true)
})

type Settings = Actor<typeof accountSettingsMachine>

async function open(planChoice: null | { planId: 'enterprise'; period: 'yearly' } = null) {
  const actor = createActor(accountSettingsMachine, {
    input: { tab: 'billing', planChoice },
  }).start()
  await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'))
  return actor
}

const idle = (actor: Settings) => waitFor(actor, (snapshot) => !snapshot.hasTag('saving'))

describe('the Billing & plans regions', () => {
  it('keeps the plan chosen on pricing, changes to it on confirm, and forgets the choice', async () => {
    const actor = await open({ planId: 'enterprise', period: 'yearly' })
    expect(actor.getSnapshot().context.planChoice).toEqual({
      planId: 'enterprise',
      period: 'yearly',
    })
    actor.send({ type: 'plan.confirm' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await idle(actor)
    const { context } = actor.getSnapshot()
    expect(context.billing?.plan).toMatchObject({ planId: 'enterprise', period: 'yearly' })
    expect(context.planChoice).toBeNull()
    expect(context.notice).toBe('planChanged')
  })

  it('does nothing on confirm without a choice; cancel drops the choice', async () => {
    const actor = await open()
    actor.send({ type: 'plan.confirm' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(false)
    actor.send({ type: 'plan.choose', choice: { planId: 'basic', period: 'monthly' } })
    actor.send({ type: 'plan.cancel' })
    expect(actor.getSnapshot().context.planChoice).toBeNull()
  })

  it('stops a card that fails the Luhn check before sending, keeps it, then adds a good one', async () => {
    const actor = await open()
    const type = (field: 'cardNumber' | 'expiry' | 'cvv' | 'nameOnCard', value: string) =>
      actor.send({ type: 'card.change', field, value })
    type('cardNumber', '4242 4242 4242 4241')
    type('expiry', '12/30')
    type('cvv', '123')
    type('nameOnCard', 'Amara Okafor')
    actor.send({ type: 'card.submit' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(false)
    expect(actor.getSnapshot().context.problems.cardNumber).toEqual({ code: 'invalidNumber' })
    expect(actor.getSnapshot().context.card.cardNumber).toBe('4242 4242 4242 4241')
    type('cardNumber', '4242 4242 4242 4242')
    expect(actor.getSnapshot().context.problems.cardNumber).toBeUndefined()
    actor.send({ type: 'card.submit' })
    await idle(actor)
    const { context } = actor.getSnapshot()
    expect(context.billing?.paymentMethods).toHaveLength(3)
    expect(context.card.cardNumber).toBe('')
    expect(context.notice).toBe('cardAdded')
  })

  it('makes a card the default; removing the default is refused while others exist', async () => {
    const actor = await open()
    actor.send({ type: 'card.makeDefault', id: 2 })
    await idle(actor)
    expect(
      actor.getSnapshot().context.billing?.paymentMethods.map((card) => card.isDefault),
    ).toEqual([false, true])
    actor.send({ type: 'card.remove', id: 2 })
    await idle(actor)
    expect(actor.getSnapshot().context.failures.cards).toMatchObject({ reason: 'rejected' })
    actor.send({ type: 'card.remove', id: 1 })
    await idle(actor)
    expect(actor.getSnapshot().context.billing?.paymentMethods.map((card) => card.id)).toEqual([2])
    expect(actor.getSnapshot().context.notice).toBe('cardRemoved')
  })

  it("puts the back end's address problems at their fields and keeps what was typed", async () => {
    const actor = await open()
    actor.send({ type: 'address.change', field: 'postalCode', value: '!!' })
    actor.send({ type: 'address.submit' })
    await idle(actor)
    const { context } = actor.getSnapshot()
    expect(context.problems['address.postalCode']).toMatchObject({ code: 'server' })
    expect(context.address?.postalCode).toBe('!!')
    actor.send({ type: 'address.change', field: 'postalCode', value: '101234' })
    expect(actor.getSnapshot().context.problems['address.postalCode']).toBeUndefined()
    actor.send({ type: 'address.submit' })
    await idle(actor)
    expect(actor.getSnapshot().context.billing?.address.postalCode).toBe('101234')
  })
})

describe('unsaved billing changes', () => {
  it('reads the choice of pricing from the URL; a chosen plan or a typed card is unsaved until done', async () => {
    expect(planChoiceOf('standard', 'yearly')).toEqual({ planId: 'standard', period: 'yearly' })
    expect(planChoiceOf('standard', null)).toEqual({ planId: 'standard', period: 'monthly' })
    expect(planChoiceOf('gold', 'yearly')).toBeNull()
    const actor = await open({ planId: 'enterprise', period: 'yearly' })
    const isEdited = () => {
      const { context } = actor.getSnapshot()
      return hasBillingEdits(context.billing, context.settings, context)
    }
    expect(isEdited()).toBe(true)
    actor.send({ type: 'plan.choose', choice: { planId: 'standard', period: 'monthly' } })
    expect(isEdited()).toBe(false)
    actor.send({ type: 'card.change', field: 'nameOnCard', value: 'A' })
    expect(isEdited()).toBe(true)
  })
})

describe('the Connections regions', () => {
  it('stops a link that is not http(s), then saves the links', async () => {
    const actor = await open()
    actor.send({ type: 'social.change', name: 'quora', value: 'quora.com/amara' })
    actor.send({ type: 'social.submit' })
    expect(actor.getSnapshot().context.problems['social.socialLinks.quora']).toEqual({
      code: 'webAddress',
    })
    actor.send({ type: 'social.change', name: 'quora', value: 'https://quora.com/amara ' })
    actor.send({ type: 'social.submit' })
    await idle(actor)
    expect(actor.getSnapshot().context.settings?.social.socialLinks.quora).toBe(
      'https://quora.com/amara',
    )
  })

  it('connects and disconnects an account, kept by the back end', async () => {
    const actor = await open()
    actor.send({ type: 'connection.toggle', name: 'github' })
    await idle(actor)
    expect(actor.getSnapshot().context.settings?.social.connections.github).toEqual({
      isConnected: true,
      handle: 'amara.okafor',
      avatar: null,
    })
    actor.send({ type: 'connection.toggle', name: 'twitter' })
    await idle(actor)
    const { body } = await call<{ social: { connections: Record<string, unknown> } }>(
      '/account-setting/data',
    )
    expect(body.social.connections.twitter).toEqual({
      isConnected: false,
      handle: null,
      avatar: null,
    })
  })
})
