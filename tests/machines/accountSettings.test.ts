import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { type Actor, createActor, waitFor } from 'xstate'
import { onSessionEvent } from '../../src/api/http'
import { readStoredSession, setSessionStorage, storeSession } from '../../src/api/session'
import type { LoginResponse } from '../../src/api/types/auth'
import { accountSettingsMachine } from '../../src/machines/account-settings/accountSettingsMachine'
import { accountSettingsGroup } from '../../src/mocks/handlers/account/accountSettingsGroup'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { call, startContractServer } from '../support/contract'

// The account settings machine without React, against the real handlers on msw/node, signed in
// through the login call (so the session is a real one the back end lists).

const server = startContractServer(...authHandlers, ...accountSettingsGroup)

beforeEach(async () => {
  setSessionStorage()
  const { body } = await call<LoginResponse>('/jwt/login', {
    method: 'POST',
    body: { email: 'client@demo.com', password: 'client' },
    as: 'signed-out',
  })
  storeSession(body, true)
})

type Settings = Actor<typeof accountSettingsMachine>

async function open(): Promise<Settings> {
  const actor = createActor(accountSettingsMachine, { input: { tab: 'account' } }).start()
  await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'))
  return actor
}

const idle = (actor: Settings) => waitFor(actor, (snapshot) => !snapshot.hasTag('saving'))

describe('the account settings machine', () => {
  it("loads the signed-in account's settings and its one session", async () => {
    const actor = await open()
    const { context } = actor.getSnapshot()
    expect(context.settings?.general.email).toBe('client@demo.com')
    expect(context.profile?.general.fullName).toBe('Jonas Lindqvist')
    expect(context.security?.sessions.map((session) => session.isCurrent)).toEqual([true])
  })

  it('stops an invalid profile before sending, and keeps what was typed', async () => {
    const actor = await open()
    actor.send({ type: 'profile.change', field: 'general.fullName', value: '' })
    actor.send({ type: 'profile.change', field: 'info.website', value: 'not a link' })
    actor.send({ type: 'profile.submit' })
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().matches({ ready: { profile: 'editing' } })).toBe(true)
    expect(context.problems['general.fullName']).toEqual({ code: 'required' })
    expect(context.problems['info.website']).toEqual({ code: 'format' })
    expect(context.profile?.info.website).toBe('not a link')
  })

  it('saves the profile, and the stored session and its listeners follow the new name', async () => {
    const heard: string[] = []
    const stop = onSessionEvent((event) => {
      if (event.type === 'userChanged') heard.push(event.userData.fullName)
    })
    const actor = await open()
    actor.send({ type: 'profile.change', field: 'general.fullName', value: 'Jonas L.' })
    actor.send({ type: 'profile.submit' })
    await idle(actor)
    stop()
    expect(actor.getSnapshot().context.notice).toBe('profileSaved')
    expect(heard).toEqual(['Jonas L.'])
    expect(readStoredSession()?.userData.fullName).toBe('Jonas L.')
  })

  it("puts the back end's refusal at its field and keeps the draft", async () => {
    const actor = await open()
    actor.send({ type: 'profile.change', field: 'general.email', value: 'admin@demo.com' })
    actor.send({ type: 'profile.submit' })
    await idle(actor)
    const { context } = actor.getSnapshot()
    expect(context.problems['general.email']).toEqual({
      code: 'server',
      message: 'This email is already in use.',
    })
    expect(context.profile?.general.email).toBe('admin@demo.com')
    expect(context.settings?.general.email).toBe('client@demo.com')
  })

  it('says why a save failed when the server is down, keeping the draft', async () => {
    server.use(
      http.post('*/account-setting/data', () =>
        HttpResponse.json({ message: 'Down' }, { status: 503 }),
      ),
    )
    const actor = await open()
    actor.send({ type: 'profile.change', field: 'general.company', value: 'Lindqvist AB' })
    actor.send({ type: 'profile.submit' })
    await idle(actor)
    expect(actor.getSnapshot().context.failures.profile).toEqual({ reason: 'unavailable' })
    expect(actor.getSnapshot().context.profile?.general.company).toBe('Lindqvist AB')
  })

  it('checks the password with the shared rules, then the current one on the back end', async () => {
    const actor = await open()
    actor.send({ type: 'password.change', field: 'newPassword', value: 'weak' })
    actor.send({ type: 'password.submit' })
    expect(Object.keys(actor.getSnapshot().context.problems).sort()).toEqual([
      'confirmPassword',
      'currentPassword',
      'newPassword',
    ])
    actor.send({ type: 'password.change', field: 'currentPassword', value: 'wrong' })
    actor.send({ type: 'password.change', field: 'newPassword', value: 'Client-pass9' })
    actor.send({ type: 'password.change', field: 'confirmPassword', value: 'Client-pass9' })
    actor.send({ type: 'password.submit' })
    await idle(actor)
    expect(actor.getSnapshot().context.problems.currentPassword?.code).toBe('server')
    actor.send({ type: 'password.change', field: 'currentPassword', value: 'client' })
    actor.send({ type: 'password.submit' })
    await idle(actor)
    expect(actor.getSnapshot().context.notice).toBe('passwordChanged')
    expect(actor.getSnapshot().context.password.newPassword).toBe('')
  })

  it('turns two-step on only with a phone', async () => {
    const actor = await open()
    actor.send({ type: 'twoStep.submit', enabled: true })
    expect(actor.getSnapshot().context.problems.phone).toEqual({ code: 'required' })
    actor.send({ type: 'twoStep.phone', value: '+46 70 555 0123' })
    actor.send({ type: 'twoStep.submit', enabled: true })
    await idle(actor)
    expect(actor.getSnapshot().context.security?.twoStep).toEqual({
      enabled: true,
      phone: '+46 70 555 0123',
    })
  })

  it('saves the notification toggles together', async () => {
    const actor = await open()
    expect(actor.getSnapshot().context.notification?.productUpdates).toBe(false)
    actor.send({ type: 'notification.toggle', key: 'productUpdates' })
    actor.send({ type: 'notification.submit' })
    await idle(actor)
    const { context } = actor.getSnapshot()
    expect(context.notice).toBe('notificationsSaved')
    expect(context.settings?.notification.productUpdates).toBe(true)
  })

  it('deactivates with the email typed again, and ends in its final state', async () => {
    const actor = await open()
    actor.send({ type: 'deactivation.confirmEmail', value: 'someone@else.example' })
    actor.send({ type: 'deactivation.submit' })
    await idle(actor)
    expect(actor.getSnapshot().context.problems.confirmEmail?.code).toBe('server')
    actor.send({ type: 'deactivation.confirmEmail', value: 'client@demo.com' })
    actor.send({ type: 'deactivation.submit' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('deactivated'))
  })
})
