import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import type { ValidationForm } from '../../src/api/types/formsKit'
import { sampleValidationForm } from '../../src/fixtures/formsKit'
import { formValidationMachine } from '../../src/machines/formValidation/formValidationMachine'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { formsKitHandlers } from '../../src/mocks/handlers/formsKit'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { startContractServer } from '../support/contract'

// The validation page's machine (createActor) against the real handlers on msw/node; the
// username check's typing pause runs on a SimulatedClock the test advances.

const server = startContractServer(...authHandlers, ...formsKitHandlers)
signInAsAdminBeforeEach()

const pauseMs = 400
const valid: ValidationForm = sampleValidationForm

function start(values?: ValidationForm) {
  const clock = new SimulatedClock()
  const actor = createActor(formValidationMachine, {
    input: { values, usernamePauseMs: pauseMs },
    clock,
  }).start()
  return { actor, clock }
}

/** Counts the availability calls the back end answers. */
function countChecks(): { asked: string[] } {
  const seen = { asked: [] as string[] }
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith('/username-available'))
      seen.asked.push(url.searchParams.get('username') ?? '')
  })
  return seen
}

describe('validation page machine', () => {
  it('checks a field when it is left, then as it changes; cross-field rules with their partner', () => {
    const { actor } = start()
    const type = (field: keyof ValidationForm, value: string) =>
      actor.send({ type: 'field.change', field, value })
    type('email', 'ada@')
    expect(actor.getSnapshot().context.problems).toEqual({})
    actor.send({ type: 'field.blur', field: 'email' })
    expect(actor.getSnapshot().context.problems).toEqual({ email: { code: 'format' } })
    expect(actor.getSnapshot().context.announcement).toEqual({ kind: 'field', field: 'email' })
    type('email', 'ada@example.com')
    expect(actor.getSnapshot().context.problems).toEqual({})

    type('password', 'Secret#12')
    type('confirmPassword', 'Secret#1')
    actor.send({ type: 'field.blur', field: 'confirmPassword' })
    expect(actor.getSnapshot().context.problems).toEqual({ confirmPassword: { code: 'mismatch' } })
    // The password changed to match: the confirmation, visited, is checked again with it.
    type('password', 'Secret#1')
    expect(actor.getSnapshot().context.problems).toEqual({})
    type('password', 'Secret#12')
    expect(actor.getSnapshot().context.problems).toEqual({ confirmPassword: { code: 'mismatch' } })

    type('startDate', '2026-03-20')
    type('endDate', '2026-03-18')
    actor.send({ type: 'field.blur', field: 'endDate' })
    expect(actor.getSnapshot().context.problems.endDate).toEqual({ code: 'endBeforeStart' })
    type('startDate', '2026-03-10')
    expect(actor.getSnapshot().context.problems.endDate).toBeUndefined()
  })

  it('asks the back end once typing pauses, and only for the last username typed', async () => {
    const seen = countChecks()
    const { actor, clock } = start()
    for (const username of ['le', 'len', 'lena.f', 'lena.fischer'])
      actor.send({ type: 'field.change', field: 'username', value: username })
    expect(actor.getSnapshot().hasTag('checkingUsername')).toBe(true)
    clock.increment(pauseMs - 1)
    expect(actor.getSnapshot().matches({ username: 'waiting' })).toBe(true)
    clock.increment(1)
    const taken = await waitFor(actor, (snapshot) => snapshot.hasTag('usernameTaken'))
    expect(seen.asked).toEqual(['lena.fischer'])
    expect(taken.context.problems.username).toEqual({ code: 'taken' })
    expect(taken.context.announcement).toEqual({ kind: 'username', status: 'taken' })

    actor.send({ type: 'field.change', field: 'username', value: 'ada.l' })
    expect(actor.getSnapshot().context.problems.username).toBeUndefined()
    clock.increment(pauseMs)
    await waitFor(actor, (snapshot) => snapshot.hasTag('usernameAvailable'))
    expect(seen.asked).toEqual(['lena.fischer', 'ada.l'])
    // A username its rules refuse is never sent.
    actor.send({ type: 'field.change', field: 'username', value: 'a b' })
    clock.increment(pauseMs * 2)
    expect(actor.getSnapshot().matches({ username: 'idle' })).toBe(true)
    expect(seen.asked).toHaveLength(2)
  })

  it('shows every problem in the summary after a submit, with a taken username among them', async () => {
    const { actor, clock } = start()
    actor.send({ type: 'field.change', field: 'username', value: 'lena.fischer' })
    clock.increment(pauseMs)
    await waitFor(actor, (snapshot) => snapshot.hasTag('usernameTaken'))
    actor.send({ type: 'form.submit' })
    const { context } = actor.getSnapshot()
    expect(context.isSummaryShown).toBe(true)
    expect(Object.keys(context.problems)).toEqual([
      'username',
      'email',
      'password',
      'confirmPassword',
      'startDate',
      'endDate',
    ])
    expect(context.problems.username).toEqual({ code: 'taken' })
    expect(context.announcement).toEqual({ kind: 'summary', count: 6 })
  })

  it('sends a form with no problems; the back end accepts it, or names what it refuses', async () => {
    const { actor } = start(valid)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    const accepted = await waitFor(actor, (snapshot) => snapshot.hasTag('accepted'))
    expect(accepted.context.accepted).toEqual({ accepted: true, username: 'ada.l', days: 4 })

    // Sent before the check answered: the back end's own check refuses the username.
    const second = start({ ...valid, username: 'lena.fischer' })
    second.actor.send({ type: 'form.submit' })
    const refused = await waitFor(second.actor, (snapshot) => snapshot.matches({ form: 'editing' }))
    expect(refused.context.problems).toEqual({
      username: { code: 'server', message: 'This username is already taken.' },
    })
    expect(refused.context.isSummaryShown).toBe(true)
  })
})
