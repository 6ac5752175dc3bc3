import { beforeEach, describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../src/api/http'
import type { StoredSession } from '../../src/api/session'
import type {
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  UserData,
} from '../../src/api/types/auth'
import { type AuthEvent, authMachine } from '../../src/machines/auth/authMachine'

const adminData: UserData = {
  id: 1,
  fullName: 'Amara Okafor',
  username: 'amara.okafor',
  avatar: '',
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
  extras: { eCommerceCartItemsCount: 5 },
}
const clientData: UserData = {
  ...adminData,
  id: 2,
  email: 'client@demo.com',
  role: 'client',
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
}
const session = (userData: UserData): LoginResponse => ({
  userData,
  accessToken: 'a',
  refreshToken: 'r',
})

interface Harness {
  stored?: StoredSession | null
  login?: (input: LoginRequest) => Promise<LoginResponse>
  register?: (input: RegisterRequest) => Promise<RegisterResponse>
  logout?: () => Promise<void>
}

let saved: StoredSession[] = []
let cleared = 0
let sessionEvents: ((event: AuthEvent) => void) | undefined

beforeEach(() => {
  saved = []
  cleared = 0
  sessionEvents = undefined
})

function start(harness: Harness = {}) {
  const machine = authMachine.provide({
    actors: {
      loadStoredSession: fromPromise(async () => harness.stored ?? null),
      submitLogin: fromPromise(({ input }: { input: LoginRequest }) =>
        (harness.login ?? (async () => session(adminData)))(input),
      ),
      submitRegister: fromPromise(({ input }: { input: RegisterRequest }) =>
        (
          harness.register ??
          (async () => ({ user: adminData, accessToken: 'a', refreshToken: 'r' }))
        )(input),
      ),
      submitLogout: fromPromise(() => (harness.logout ?? (async () => undefined))()),
      watchSession: fromCallback<AuthEvent>(({ sendBack }) => {
        sessionEvents = sendBack
      }),
    },
    actions: {
      saveSession: (_, params: StoredSession) => void saved.push(params),
      clearSession: () => void (cleared += 1),
    },
  })
  return createActor(machine).start()
}

describe('authMachine', () => {
  it('starts signed out with the default ability (read Auth) when nothing is stored', async () => {
    const actor = start()
    const snapshot = await waitFor(actor, (state) => state.matches('signedOut'))
    expect(snapshot.context.userData).toBeNull()
    expect(snapshot.context.ability.can('read', 'Auth')).toBe(true)
    expect(snapshot.context.ability.can('read', 'User')).toBe(false)
  })

  it('restores the signed-in state from stored user data', async () => {
    const actor = start({ stored: { ...session(clientData) } })
    const snapshot = await waitFor(actor, (state) => state.matches('signedIn'))
    expect(snapshot.context.userData?.email).toBe('client@demo.com')
    expect(snapshot.context.ability.can('read', 'ACL')).toBe(true)
    expect(snapshot.context.ability.can('read', 'Email')).toBe(false)
  })

  it('logs in: stores the session and derives the ability from userData', async () => {
    const requests: LoginRequest[] = []
    const actor = start({ login: async (input) => (requests.push(input), session(adminData)) })
    await waitFor(actor, (state) => state.matches('signedOut'))
    actor.send({ type: 'auth.login', email: 'admin@demo.com', password: 'admin' })
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    const snapshot = await waitFor(actor, (state) => state.matches('signedIn'))
    expect(requests).toEqual([{ email: 'admin@demo.com', password: 'admin' }])
    expect(saved).toEqual([session(adminData)])
    expect(snapshot.context.ability.can('manage', 'all')).toBe(true)
  })

  it('puts a failed login at the email field and stays signed out', async () => {
    const actor = start({
      login: async () => {
        throw new ApiError(400, { error: { email: 'Email or Password is Invalid' } }, 'Bad Request')
      },
    })
    await waitFor(actor, (state) => state.matches('signedOut'))
    actor.send({ type: 'auth.login', email: 'admin@demo.com', password: 'nope' })
    const snapshot = await waitFor(
      actor,
      (state) => state.matches('signedOut') && !state.hasTag('submitting'),
    )
    expect(snapshot.context.fieldErrors).toEqual({ email: 'Email or Password is Invalid' })
    expect(saved).toEqual([])
  })

  it('says the server could not be reached when the request itself fails', async () => {
    const actor = start({ login: async () => Promise.reject(new TypeError('Failed to fetch')) })
    await waitFor(actor, (state) => state.matches('signedOut'))
    actor.send({ type: 'auth.login', email: 'a@b.c', password: 'x' })
    const snapshot = await waitFor(actor, (state) => state.context.formError !== null)
    expect(snapshot.context.formError).toMatch(/could not be reached/)
  })

  it('register: duplicates come back as field errors; success signs in', async () => {
    let attempt = 0
    const actor = start({
      register: async () =>
        ++attempt === 1
          ? {
              error: {
                email: 'This email is already in use.',
                username: 'This username is already in use.',
              },
            }
          : { user: adminData, accessToken: 'a2', refreshToken: 'r2' },
    })
    await waitFor(actor, (state) => state.matches('signedOut'))
    actor.send({
      type: 'auth.register',
      email: 'admin@demo.com',
      password: 'x',
      username: 'amara.okafor',
    })
    const rejected = await waitFor(
      actor,
      (state) => Object.keys(state.context.fieldErrors).length > 0,
    )
    expect(rejected.value).toBe('signedOut')
    expect(rejected.context.fieldErrors.username).toBe('This username is already in use.')
    actor.send({ type: 'auth.register', email: 'new@demo.com', password: 'x', username: 'newbie' })
    await waitFor(actor, (state) => state.matches('signedIn'))
    expect(saved).toEqual([{ userData: adminData, accessToken: 'a2', refreshToken: 'r2' }])
  })

  it('logout clears the stored session even when the server cannot be reached', async () => {
    const actor = start({
      stored: session(adminData),
      logout: async () => Promise.reject(new Error('offline')),
    })
    await waitFor(actor, (state) => state.matches('signedIn'))
    actor.send({ type: 'auth.logout' })
    const snapshot = await waitFor(actor, (state) => state.matches('signedOut'))
    expect(cleared).toBe(1)
    expect(snapshot.context.userData).toBeNull()
    expect(snapshot.context.notice).toBe('signedOut')
  })

  it('follows the client: a refresh updates userData; an expired session signs out with a notice', async () => {
    const actor = start({ stored: session(adminData) })
    await waitFor(actor, (state) => state.matches('signedIn'))
    sessionEvents?.({ type: 'auth.refreshed', userData: { ...adminData, fullName: 'Amara O.' } })
    expect(actor.getSnapshot().context.userData?.fullName).toBe('Amara O.')
    sessionEvents?.({ type: 'auth.sessionExpired' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('signedOut')
    expect(snapshot.context.notice).toBe('sessionExpired')
    expect(cleared).toBe(1)
  })
})
