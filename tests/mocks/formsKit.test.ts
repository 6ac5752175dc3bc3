import { describe, expect, it } from 'vitest'
import type {
  UsernameAvailability,
  ValidationAccepted,
  WizardForm,
  WizardSubmitted,
} from '../../src/api/types/formsKit'
import { sampleValidationForm, sampleWizardForm } from '../../src/fixtures/formsKit'
import { formsKitHandlers, wizardRegistrationsTable } from '../../src/mocks/handlers/formsKit'
import { call, contractRepository, startContractServer } from '../support/contract'

startContractServer(...formsKitHandlers)

const validWizard: WizardForm = {
  ...sampleWizardForm,
  account: { ...sampleWizardForm.account, email: 'Ada@Example.com' },
}

type Refusal = { message: string; errors: Record<string, string> }

describe('GET /api/forms/username-available', () => {
  it('answers whether a user already holds the username, in any letter case', async () => {
    const taken = await call<UsernameAvailability>(
      '/api/forms/username-available?username=Lena.Fischer',
    )
    expect(taken).toEqual({
      status: 200,
      body: { username: 'Lena.Fischer', available: false },
    })
    const free = await call<UsernameAvailability>('/api/forms/username-available?username=ada.l')
    expect(free.body.available).toBe(true)
  })

  it('answers 400 for a username its rules refuse, and 401 without a token', async () => {
    const refused = await call<Refusal>('/api/forms/username-available?username=a b')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/letters, digits, dots, dashes and underscores/)
    const signedOut = await call('/api/forms/username-available?username=ada', { as: 'signed-out' })
    expect(signedOut.status).toBe(401)
  })
})

describe('POST /api/forms/wizard', () => {
  it('keeps the registration (never the password) and answers it with 201', async () => {
    const { status, body } = await call<WizardSubmitted>('/api/forms/wizard', {
      method: 'POST',
      body: validWizard,
      as: 'client',
    })
    expect(status).toBe(201)
    expect(body.registration).toMatchObject({
      id: 1,
      username: 'ada.l',
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      city: 'London',
      links: 1,
    })
    const stored = await contractRepository().get(wizardRegistrationsTable, 1)
    expect(JSON.stringify(stored)).not.toContain('Secret#12')
    // The submitted username is now taken, in any letter case, for the wizard and the checks.
    const again = await call<Refusal>('/api/forms/wizard', {
      method: 'POST',
      body: { ...validWizard, account: { ...validWizard.account, username: 'ADA.L' } },
      as: 'client',
    })
    expect(again.status).toBe(400)
    expect(again.body.errors).toEqual({ 'account.username': 'This username is already taken.' })
    const availability = await call<UsernameAvailability>(
      '/api/forms/username-available?username=ada.l',
    )
    expect(availability.body.available).toBe(false)
    expect((await contractRepository().list(wizardRegistrationsTable, {})).total).toBe(1)
  })

  it('names each problem at its step and field in a 400, and keeps nothing', async () => {
    const { status, body } = await call<Refusal>('/api/forms/wizard', {
      method: 'POST',
      body: {
        ...validWizard,
        account: { ...validWizard.account, confirmPassword: 'Other#12' },
        address: { ...validWizard.address, postalCode: '!' },
        social: { ...validWizard.social, twitter: 'ftp://x' },
      },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual({
      'account.confirmPassword': 'The passwords do not match',
      'address.postalCode': 'Enter a postal code of 3 to 10 letters, digits or spaces',
      'social.twitter': 'Enter an http(s) address or leave it empty',
    })
    const taken = await call<Refusal>('/api/forms/wizard', {
      method: 'POST',
      body: { ...validWizard, account: { ...validWizard.account, username: 'lena.fischer' } },
    })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual({ 'account.username': 'This username is already taken.' })
    expect((await contractRepository().list(wizardRegistrationsTable, {})).total).toBe(0)
  })

  it('answers 401 without a token', async () => {
    const { status } = await call('/api/forms/wizard', {
      method: 'POST',
      body: validWizard,
      as: 'signed-out',
    })
    expect(status).toBe(401)
  })
})

describe('POST /api/forms/validation', () => {
  const valid = sampleValidationForm

  it('accepts a form that passes every rule, with the days between its dates', async () => {
    const { status, body } = await call<ValidationAccepted>('/api/forms/validation', {
      method: 'POST',
      body: valid,
    })
    expect(status).toBe(200)
    expect(body).toEqual({ accepted: true, username: 'ada.l', days: 4 })
  })

  it('names the cross-field problems and a taken username at their fields (400)', async () => {
    const crossed = await call<Refusal>('/api/forms/validation', {
      method: 'POST',
      body: { ...valid, confirmPassword: 'Secret#13', endDate: '2026-03-16' },
    })
    expect(crossed.status).toBe(400)
    expect(crossed.body.errors).toEqual({
      confirmPassword: 'The passwords do not match',
      endDate: 'The end date must be after the start date',
    })
    const empty = await call<Refusal>('/api/forms/validation', { method: 'POST', body: {} })
    expect(Object.keys(empty.body.errors).sort()).toEqual([
      'confirmPassword',
      'email',
      'endDate',
      'password',
      'startDate',
      'username',
    ])
    const taken = await call<Refusal>('/api/forms/validation', {
      method: 'POST',
      body: { ...valid, username: 'lena.fischer' },
    })
    expect(taken.body.errors).toEqual({ username: 'This username is already taken.' })
    const signedOut = await call('/api/forms/validation', {
      method: 'POST',
      body: valid,
      as: 'signed-out',
    })
    expect(signedOut.status).toBe(401)
  })
})
