import { beforeEach, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { readStoredSession, setSessionStorage } from '../../src/api/session'
import { authMachine } from '../../src/machines/auth/authMachine'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { startContractServer } from '../support/contract'

startContractServer(...authHandlers)
beforeEach(() => void setSessionStorage())

it('signs in and out through the real client and the simulated back end', async () => {
  const actor = createActor(authMachine).start()
  await waitFor(actor, (state) => state.matches('signedOut'))
  actor.send({ type: 'auth.login', email: 'client@demo.com', password: 'client' })
  const signedIn = await waitFor(actor, (state) => state.matches('signedIn'))
  expect(signedIn.context.userData?.role).toBe('client')
  expect(readStoredSession()?.userData.email).toBe('client@demo.com')

  // A second machine (a reload) restores the same session.
  const reloaded = createActor(authMachine).start()
  expect(
    (await waitFor(reloaded, (state) => state.matches('signedIn'))).context.userData?.email,
  ).toBe('client@demo.com')

  actor.send({ type: 'auth.logout' })
  await waitFor(actor, (state) => state.matches('signedOut'))
  expect(readStoredSession()).toBeNull()
})

it('shows the server error at the email field', async () => {
  const actor = createActor(authMachine).start()
  await waitFor(actor, (state) => state.matches('signedOut'))
  actor.send({ type: 'auth.login', email: 'admin@demo.com', password: 'wrong' })
  const snapshot = await waitFor(actor, (state) => state.context.fieldErrors.email !== undefined)
  expect(snapshot.context.fieldErrors.email).toBe('Email or Password is Invalid')
})
