import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  passwordStrength,
  readPastedCode,
  validateLogin,
  validateRegister,
} from '../../src/machines/auth/authFormRules'
import { forgotPasswordMachine } from '../../src/machines/auth/forgotPasswordMachine'
import { resetPasswordMachine } from '../../src/machines/auth/resetPasswordMachine'
import { refusedDemoCode, twoStepsMachine } from '../../src/machines/auth/twoStepsMachine'
import { verifyEmailMachine } from '../../src/machines/auth/verifyEmailMachine'

const instant = <Input>(seen: Input[] = []) =>
  fromPromise<undefined, Input>(async ({ input }) => {
    seen.push(input)
    return undefined
  })
const never = <Input>() =>
  fromPromise<undefined, Input>(() => new Promise<undefined>(() => undefined))
const failing = <Input>() =>
  fromPromise<undefined, Input>(async () => {
    throw new Error('refused')
  })

describe('auth form rules', () => {
  it('login: required fields and email format', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'required',
      password: 'required',
    })
    expect(validateLogin({ email: 'amara@', password: 'x' })).toEqual({ email: 'emailFormat' })
    expect(validateLogin({ email: ' admin@demo.com ', password: 'admin' })).toEqual({})
  })

  it('register: username, email, 8+ character password, accepted terms', () => {
    expect(
      validateRegister({ username: 'a b', email: 'x', password: 'short', hasAcceptedTerms: false }),
    ).toEqual({
      username: 'usernameFormat',
      email: 'emailFormat',
      password: 'tooShort',
      hasAcceptedTerms: 'mustAccept',
    })
    expect(
      validateRegister({
        username: 'ab',
        email: 'n@d.co',
        password: 'long enough',
        hasAcceptedTerms: true,
      }),
    ).toEqual({ username: 'tooShort' })
  })

  it('password strength grows with length and variety', () => {
    expect(passwordStrength('')).toBeNull()
    expect(passwordStrength('Ab1!')).toBe('weak')
    expect(passwordStrength('abcdefgh')).toBe('weak')
    expect(passwordStrength('abcdefg1')).toBe('fair')
    expect(passwordStrength('Abcdefg1')).toBe('good')
    expect(passwordStrength('Abcdefg1!xyz')).toBe('strong')
  })

  it('reads pasted codes with spaces or dashes, refuses anything else', () => {
    expect(readPastedCode('123 456')).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(readPastedCode('123-456')).toHaveLength(6)
    expect(readPastedCode('12345')).toBeNull()
    expect(readPastedCode('12a456')).toBeNull()
  })
})

describe('forgotPasswordMachine', () => {
  it('refuses an invalid address and checks again as the user types', () => {
    const actor = createActor(forgotPasswordMachine).start()
    actor.send({ type: 'forgot.submit' })
    expect(actor.getSnapshot().hasTag('editing')).toBe(true)
    expect(actor.getSnapshot().context.emailProblem).toBe('required')
    actor.send({ type: 'forgot.change', email: 'amara@' })
    expect(actor.getSnapshot().context.emailProblem).toBe('emailFormat')
    actor.send({ type: 'forgot.change', email: 'amara@demo.com' })
    expect(actor.getSnapshot().context.emailProblem).toBeNull()
    expect(actor.getSnapshot().context.email).toBe('amara@demo.com')
  })

  it('sends the link, then resends it; "edit" goes back to the form', async () => {
    const seen: { email: string }[] = []
    const actor = createActor(
      forgotPasswordMachine.provide({ actors: { submitResetLink: instant(seen) } }),
    ).start()
    actor.send({ type: 'forgot.change', email: ' amara@demo.com ' })
    actor.send({ type: 'forgot.submit' })
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    const sent = await waitFor(actor, (state) => state.hasTag('success'))
    expect(sent.context.sentTo).toBe('amara@demo.com')
    actor.send({ type: 'forgot.resend' })
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    await waitFor(actor, (state) => state.hasTag('resent'))
    expect(seen).toEqual([{ email: 'amara@demo.com' }, { email: 'amara@demo.com' }])
    actor.send({ type: 'forgot.edit' })
    expect(actor.getSnapshot().hasTag('editing')).toBe(true)
    expect(actor.getSnapshot().context.email).toBe(' amara@demo.com ')
  })

  it('stays submitting while the actor is pending, and reports a failure', async () => {
    const pending = createActor(
      forgotPasswordMachine.provide({ actors: { submitResetLink: never() } }),
    ).start()
    pending.send({ type: 'forgot.change', email: 'a@b.co' })
    pending.send({ type: 'forgot.submit' })
    expect(pending.getSnapshot().hasTag('submitting')).toBe(true)

    const refused = createActor(
      forgotPasswordMachine.provide({ actors: { submitResetLink: failing() } }),
    ).start()
    refused.send({ type: 'forgot.change', email: 'a@b.co' })
    refused.send({ type: 'forgot.submit' })
    const snapshot = await waitFor(refused, (state) => state.context.hasFailed)
    expect(snapshot.hasTag('editing')).toBe(true)
  })
})

describe('resetPasswordMachine', () => {
  it('needs 8+ characters and a matching confirmation', () => {
    const actor = createActor(resetPasswordMachine).start()
    actor.send({ type: 'reset.submit' })
    expect(actor.getSnapshot().context.problems).toEqual({
      password: 'required',
      confirmPassword: 'required',
    })
    actor.send({ type: 'reset.change', field: 'password', value: 'short' })
    actor.send({ type: 'reset.change', field: 'confirmPassword', value: 'other' })
    expect(actor.getSnapshot().context.problems).toEqual({
      password: 'tooShort',
      confirmPassword: 'mismatch',
    })
    expect(actor.getSnapshot().hasTag('editing')).toBe(true)
  })

  it('submits a valid pair and succeeds', async () => {
    const seen: { password: string }[] = []
    const actor = createActor(
      resetPasswordMachine.provide({ actors: { submitNewPassword: instant(seen) } }),
    ).start()
    actor.send({ type: 'reset.change', field: 'password', value: 'new secret' })
    actor.send({ type: 'reset.change', field: 'confirmPassword', value: 'new secret' })
    actor.send({ type: 'reset.submit' })
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    await waitFor(actor, (state) => state.hasTag('success'))
    expect(seen).toEqual([{ password: 'new secret' }])
  })
})

describe('verifyEmailMachine', () => {
  it('sends, then counts down before another resend is allowed', async () => {
    const clock = new SimulatedClock()
    const actor = createActor(
      verifyEmailMachine.provide({ actors: { submitVerificationEmail: instant() } }),
      { clock, input: { cooldownSeconds: 3 } },
    ).start()
    expect(actor.getSnapshot().hasTag('canResend')).toBe(true)
    actor.send({ type: 'verify.resend' })
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    await waitFor(actor, (state) => state.hasTag('sent'))
    expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: 3, sentCount: 1 })
    expect(actor.getSnapshot().hasTag('coolingDown')).toBe(true)
    // A resend during the cooldown is ignored.
    actor.send({ type: 'verify.resend' })
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false)
    clock.increment(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(2)
    clock.increment(1000)
    clock.increment(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(0)
    expect(actor.getSnapshot().hasTag('canResend')).toBe(true)
    actor.send({ type: 'verify.resend' })
    await waitFor(actor, (state) => state.context.sentCount === 2)
  })

  it('defaults to a 30 second cooldown', () => {
    const actor = createActor(verifyEmailMachine, { input: {} }).start()
    expect(actor.getSnapshot().context.cooldownSeconds).toBe(30)
  })
})

describe('twoStepsMachine', () => {
  const typeCode = (actor: ReturnType<typeof createActor<typeof twoStepsMachine>>, code: string) =>
    code
      .split('')
      .forEach((value, index) => actor.send({ type: 'twoSteps.setDigit', index, value }))

  it('takes one digit per box and refuses anything else', () => {
    const actor = createActor(twoStepsMachine).start()
    actor.send({ type: 'twoSteps.setDigit', index: 0, value: '4' })
    actor.send({ type: 'twoSteps.setDigit', index: 1, value: 'x' })
    actor.send({ type: 'twoSteps.setDigit', index: 2, value: '12' })
    actor.send({ type: 'twoSteps.setDigit', index: 6, value: '1' })
    expect(actor.getSnapshot().context.digits).toEqual(['4', '', '', '', '', ''])
    actor.send({ type: 'twoSteps.setDigit', index: 0, value: '' })
    expect(actor.getSnapshot().context.digits).toEqual(['', '', '', '', '', ''])
  })

  it('fills all six from a pasted code; refuses a pasted non-code', () => {
    const actor = createActor(twoStepsMachine).start()
    actor.send({ type: 'twoSteps.paste', text: 'abc' })
    expect(actor.getSnapshot().context.digits.join('')).toBe('')
    actor.send({ type: 'twoSteps.paste', text: '482 913' })
    expect(actor.getSnapshot().context.digits.join('')).toBe('482913')
  })

  it('an incomplete code is not submitted', () => {
    const actor = createActor(twoStepsMachine).start()
    typeCode(actor, '123')
    actor.send({ type: 'twoSteps.submit' })
    expect(actor.getSnapshot().hasTag('editing')).toBe(true)
    expect(actor.getSnapshot().context.problem).toBe('incomplete')
  })

  it(`accepts any six digits but ${refusedDemoCode}`, async () => {
    const seen: { code: string }[] = []
    const actor = createActor(
      twoStepsMachine.provide({ actors: { submitCode: instant(seen) } }),
    ).start()
    typeCode(actor, refusedDemoCode)
    actor.send({ type: 'twoSteps.submit' })
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    const refused = await waitFor(actor, (state) => state.context.problem === 'invalidCode')
    expect(refused.hasTag('editing')).toBe(true)
    // Editing clears the error.
    actor.send({ type: 'twoSteps.setDigit', index: 5, value: '7' })
    expect(actor.getSnapshot().context.problem).toBeNull()
    actor.send({ type: 'twoSteps.submit' })
    await waitFor(actor, (state) => state.hasTag('success'))
    expect(seen).toEqual([{ code: '000000' }, { code: '000007' }])
  })

  it('resending clears the boxes', () => {
    const actor = createActor(twoStepsMachine).start()
    typeCode(actor, '12')
    actor.send({ type: 'twoSteps.resend' })
    expect(actor.getSnapshot().context).toMatchObject({ resendCount: 1, digits: Array(6).fill('') })
  })
})
