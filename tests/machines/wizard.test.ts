import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { WizardStep } from '../../src/api/types/formsKit'
import { hasTypedAnything } from '../../src/machines/wizard/wizardLogic'
import {
  reachableSteps,
  type WizardInput,
  wizardMachine,
  wizardStepOf,
} from '../../src/machines/wizard/wizardMachine'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { formsKitHandlers } from '../../src/mocks/handlers/formsKit'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { startContractServer } from '../support/contract'
import { invalidForm, validForm } from './wizardModelEvents'

// The wizard machine on its own (createActor) against the real handlers on msw/node.

startContractServer(...authHandlers, ...formsKitHandlers)
signInAsAdminBeforeEach()

const start = (input: WizardInput = {}) => createActor(wizardMachine, { input }).start()
const stepOf = (actor: ReturnType<typeof start>) => wizardStepOf(actor.getSnapshot())

describe('wizard machine', () => {
  it('opens the step the URL asks for only when every step before it passes', () => {
    expect(stepOf(start({ step: 'address' }))).toBe('account')
    expect(stepOf(start({ form: validForm, step: 'address' }))).toBe('address')
    const halfDone = { ...validForm, personal: invalidForm.personal }
    const actor = start({ form: halfDone, step: 'review' })
    expect(stepOf(actor)).toBe('account')
    expect(reachableSteps(actor.getSnapshot())).toEqual(['account', 'personal'])
  })

  it('checks a step when it is left forward only, and a changed field loses its problem', () => {
    const actor = start()
    actor.send({ type: 'wizard.next' })
    expect(stepOf(actor)).toBe('account')
    expect(actor.getSnapshot().context.problems.account).toEqual({
      username: { code: 'required' },
      email: { code: 'required' },
      password: { code: 'required' },
      confirmPassword: { code: 'required' },
    })
    actor.send({ type: 'wizard.change', step: 'account', values: invalidForm.account })
    actor.send({ type: 'wizard.next' })
    expect(actor.getSnapshot().context.problems.account).toEqual({
      confirmPassword: { code: 'mismatch' },
    })
    actor.send({ type: 'wizard.change', step: 'account', values: { confirmPassword: 'Secret#12' } })
    expect(actor.getSnapshot().context.problems.account).toEqual({})
    actor.send({ type: 'wizard.next' })
    expect(stepOf(actor)).toBe('personal')
    // Back never checks: an empty step is left backward without a word.
    actor.send({ type: 'wizard.back' })
    expect(stepOf(actor)).toBe('account')
    expect(actor.getSnapshot().context.problems.personal).toEqual({})
  })

  it('keeps every value on Back, and the stepper skips no invalid step', () => {
    const actor = start({ form: validForm, step: 'social' })
    actor.send({ type: 'wizard.goTo', step: 'personal' })
    actor.send({ type: 'wizard.change', step: 'personal', values: { birthDate: '1990-02-30' } })
    actor.send({ type: 'wizard.back' })
    expect(actor.getSnapshot().context.form.social).toEqual(validForm.social)
    expect(actor.getSnapshot().context.form.personal.birthDate).toBe('1990-02-30')
    const steps: WizardStep[] = ['address', 'social', 'review']
    for (const step of steps) {
      actor.send({ type: 'wizard.goTo', step })
      expect(stepOf(actor)).toBe('account')
    }
    actor.send({ type: 'wizard.goTo', step: 'personal' })
    actor.send({ type: 'wizard.goTo', step: 'review' })
    expect(stepOf(actor)).toBe('personal')
    expect(actor.getSnapshot().context.problems.personal).toEqual({ birthDate: { code: 'format' } })
  })

  it('submits every step and shows what the back end kept', async () => {
    const actor = start({ form: validForm, step: 'review' })
    expect(hasTypedAnything(actor.getSnapshot().context.form)).toBe(true)
    actor.send({ type: 'wizard.submit' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    const done = await waitFor(actor, (snapshot) => snapshot.matches('submitted'))
    expect(done.context.registration).toMatchObject({ id: 1, fullName: 'Ada Lovelace', links: 1 })
    actor.send({ type: 'wizard.restart' })
    expect(stepOf(actor)).toBe('account')
    expect(hasTypedAnything(actor.getSnapshot().context.form)).toBe(false)
  })

  it('returns to the step whose field the back end refused, its message at the field', async () => {
    const taken = { ...validForm, account: { ...validForm.account, username: 'lena.fischer' } }
    const actor = start({ form: taken, step: 'review' })
    actor.send({ type: 'wizard.submit' })
    const refused = await waitFor(actor, (snapshot) => snapshot.matches('account'))
    expect(refused.context.problems.account).toEqual({
      username: { code: 'server', message: 'This username is already taken.' },
    })
    expect(refused.context.form).toEqual(taken)
  })
})
