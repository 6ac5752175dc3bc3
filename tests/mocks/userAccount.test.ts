import { describe, expect, it } from 'vitest'
import type { InvoicesPage } from '../../src/api/types/invoices'
import type {
  NotificationPreferences,
  PasswordChangeResponse,
  UserAccountResponse,
  UserAccountWriteResponse,
} from '../../src/api/types/userAccount'
import type { UserResponse } from '../../src/api/types/users'
import { invoicesHandlers } from '../../src/mocks/handlers/invoices'
import { userAccountsTable, usersHandlers } from '../../src/mocks/handlers/users'
import { call, type CallerRole, contractRepository, startContractServer } from '../support/contract'

startContractServer(...usersHandlers, ...invoicesHandlers)

const account = async (id: number | string) =>
  call<UserAccountResponse>('/api/users/account', { query: { id } })
const post = <Body = UserAccountWriteResponse>(
  path: string,
  body: unknown,
  as: CallerRole = 'admin',
) => call<Body>(`/apps/users/${path}`, { method: 'POST', body, as })
const storedAccounts = async () => (await contractRepository().list(userAccountsTable)).rows

const allOff = (): NotificationPreferences => ({
  newForYou: { email: false, browser: false, app: false },
  accountActivity: { email: false, browser: false, app: false },
  newBrowserSignIn: { email: false, browser: false, app: false },
  newDeviceLinked: { email: false, browser: false, app: false },
})

describe('GET /api/users/account', () => {
  it('answers the same account for a user every time, dated around the pinned day', async () => {
    const first = await account(1)
    expect(first.status).toBe(200)
    expect((await account(1)).body).toEqual(first.body)
    const { account: data } = first.body
    expect(data.id).toBe(1)
    expect(data.activity).toHaveLength(5)
    expect(data.activity.map((entry) => entry.at)).toEqual(
      [...data.activity.map((entry) => entry.at)].sort().reverse(),
    )
    expect(data.activity[0]?.at.startsWith('2026-03')).toBe(true)
    expect(data.plan.daysLeft).toBeGreaterThan(0)
    expect(data.plan.daysLeft).toBeLessThanOrEqual(30)
    expect(data.billing.cardLast4).toMatch(/^\d{4}$/)
    expect(Object.keys(data.notifications)).toEqual([
      'newForYou',
      'accountActivity',
      'newBrowserSignIn',
      'newDeviceLinked',
    ])
    expect((await account(2)).body.account).not.toEqual(data)
    // Reading writes nothing.
    expect(await storedAccounts()).toEqual([])
  })

  it('answers 404 for an unknown user, 400 for a malformed id, 403 to a client', async () => {
    expect(await account(999)).toEqual({
      status: 404,
      body: { message: 'There is no user with id 999.' },
    })
    expect((await account('abc')).status).toBe(400)
    expect((await call('/api/users/account')).status).toBe(400)
    expect((await call('/api/users/account', { query: { id: 1 }, as: 'client' })).status).toBe(403)
    expect((await call('/api/users/account', { query: { id: 1 }, as: 'signed-out' })).status).toBe(
      401,
    )
  })
})

describe('POST /apps/users/change-password', () => {
  it('checks the rules and the confirmation at their fields, and stores only when', async () => {
    const weak = await post('change-password', {
      id: 1,
      newPassword: 'short',
      confirmPassword: 'other',
    })
    expect(weak.status).toBe(400)
    expect(weak.body).toMatchObject({
      errors: {
        newPassword: expect.stringContaining('at least 8 characters'),
        confirmPassword: 'The passwords do not match.',
      },
    })
    for (const newPassword of ['alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])
      expect(
        (await post('change-password', { id: 1, newPassword, confirmPassword: newPassword }))
          .status,
      ).toBe(400)
    expect(await storedAccounts()).toEqual([])

    const saved = await post<PasswordChangeResponse>('change-password', {
      id: 1,
      newPassword: 'Sunflower-42',
      confirmPassword: 'Sunflower-42',
    })
    expect(saved.status).toBe(200)
    expect(saved.body.passwordChangedAt).toEqual(saved.body.account.passwordChangedAt)
    expect(saved.body.account.activity[0]?.kind).toBe('passwordChanged')
    expect(JSON.stringify(saved.body)).not.toContain('Sunflower')
    expect(JSON.stringify(await storedAccounts())).not.toContain('Sunflower')
    expect((await account(1)).body.account.passwordChangedAt).toBe(saved.body.passwordChangedAt)
  })

  it('answers 404 for an unknown user and 403 to a client', async () => {
    const body = { id: 999, newPassword: 'Sunflower-42', confirmPassword: 'Sunflower-42' }
    expect((await post('change-password', body)).status).toBe(404)
    expect((await post('change-password', { ...body, id: 1 }, 'client')).status).toBe(403)
  })
})

describe('POST /apps/users/two-step', () => {
  it('needs a phone to turn on, and keeps what it was given', async () => {
    const missing = await post('two-step', { id: 2, enabled: true, phone: ' ' })
    expect(missing).toEqual({
      status: 400,
      body: {
        message: expect.stringContaining('Phone is required'),
        errors: { phone: 'Phone is required' },
      },
    })
    const saved = await post('two-step', { id: 2, enabled: true, phone: '+48 601 234 567' })
    expect(saved.status).toBe(200)
    expect(saved.body.account.twoStep).toEqual({ enabled: true, phone: '+48 601 234 567' })
    const off = await post('two-step', { id: 2, enabled: false, phone: '' })
    expect(off.body.account.twoStep).toEqual({ enabled: false, phone: '' })
    expect((await account(2)).body.account.twoStep.enabled).toBe(false)
    expect((await post('two-step', { id: 2, enabled: 'yes', phone: '' })).status).toBe(400)
    expect((await post('two-step', { id: 999, enabled: false, phone: '' })).status).toBe(404)
    expect((await post('two-step', { id: 2, enabled: false, phone: '' }, 'client')).status).toBe(
      403,
    )
  })
})

describe('POST /apps/users/notifications', () => {
  it('stores the whole grid, and refuses a partial or unknown one', async () => {
    const preferences = { ...allOff(), accountActivity: { email: true, browser: false, app: true } }
    const saved = await post('notifications', { id: 3, preferences })
    expect(saved.status).toBe(200)
    expect(saved.body.account.notifications).toEqual(preferences)
    expect((await account(3)).body.account.notifications).toEqual(preferences)
    const { newForYou: _dropped, ...partial } = allOff()
    expect((await post('notifications', { id: 3, preferences: partial })).status).toBe(400)
    const extra = { ...allOff(), newForYou: { email: true, browser: true, app: true, sms: true } }
    expect((await post('notifications', { id: 3, preferences: extra })).status).toBe(400)
    expect((await post('notifications', { id: 99, preferences })).status).toBe(404)
    expect((await post('notifications', { id: 3, preferences }, 'client')).status).toBe(403)
  })
})

describe('POST /apps/users/plan', () => {
  it('changes the plan and the user’s currentPlan together, the period starting today', async () => {
    const saved = await post('plan', { id: 3, plan: 'enterprise' })
    expect(saved.status).toBe(200)
    expect(saved.body.user.currentPlan).toBe('enterprise')
    expect(saved.body.account.plan).toEqual({
      startedOn: '2026-03-16',
      renewsOn: '2026-04-15',
      daysLeft: 30,
    })
    expect(saved.body.account.activity[0]).toMatchObject({
      kind: 'planChanged',
      subject: 'enterprise',
    })
    const user = await call<UserResponse>('/api/users/user', { query: { id: 3 } })
    expect(user.body.user.currentPlan).toBe('enterprise')
  })

  it('refuses the plan the user is on (at its field), an unknown plan, user or caller', async () => {
    expect(await post('plan', { id: 1, plan: 'enterprise' })).toEqual({
      status: 400,
      body: {
        message: 'The user is already on the enterprise plan.',
        errors: { plan: 'The user is already on the enterprise plan.' },
      },
    })
    expect((await post('plan', { id: 1, plan: 'platinum' })).status).toBe(400)
    expect((await post('plan', { id: 999, plan: 'team' })).status).toBe(404)
    expect((await post('plan', { id: 1, plan: 'team' }, 'client')).status).toBe(403)
    expect(await storedAccounts()).toEqual([])
  })
})

describe('POST /apps/users/billing', () => {
  const body = {
    id: 4,
    billing: 'Manual - Credit Card',
    cardHolder: 'Mateo Alvarez',
    cardNumber: '5555 4444 3333 1111',
    cardExpiry: '09/29',
    address: 'Calle de Alcalá 45, Madrid',
    country: 'Spain',
  }

  it('stores the method on the user and only the brand and last four digits of the card', async () => {
    const saved = await post('billing', body)
    expect(saved.status).toBe(200)
    expect(saved.body.user.billing).toBe('Manual - Credit Card')
    expect(saved.body.account.billing).toEqual({
      cardHolder: 'Mateo Alvarez',
      cardBrand: 'mastercard',
      cardLast4: '1111',
      cardExpiry: '09/29',
      address: 'Calle de Alcalá 45, Madrid',
      country: 'Spain',
    })
    expect(JSON.stringify(await storedAccounts())).not.toContain('5555')
    // Without a number the card on file stays.
    const kept = await post('billing', { ...body, cardNumber: '', cardHolder: 'M. Alvarez' })
    expect(kept.body.account.billing).toMatchObject({ cardHolder: 'M. Alvarez', cardLast4: '1111' })
  })

  it('names each problem at its field, and writes nothing', async () => {
    const bad = await post('billing', {
      ...body,
      cardHolder: ' ',
      cardNumber: '12ab',
      cardExpiry: '13/29',
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      errors: {
        cardHolder: 'Card holder is required',
        cardNumber: 'Enter 12 to 19 digits',
        cardExpiry: 'Enter the expiry as MM/YY',
      },
    })
    expect(await post('billing', { ...body, cardExpiry: '01/26' })).toEqual({
      status: 400,
      body: { message: 'The card has expired.', errors: { cardExpiry: 'The card has expired.' } },
    })
    expect((await post('billing', { ...body, billing: 'Barter' })).status).toBe(400)
    expect((await post('billing', { ...body, id: 999 })).status).toBe(404)
    expect((await post('billing', body, 'client')).status).toBe(403)
    expect(await storedAccounts()).toEqual([])
    const user = await call<UserResponse>('/api/users/user', { query: { id: 4 } })
    expect(user.body.user.billing).toBe('Manual - Cash')
  })
})

describe('update-user and delete follow the account', () => {
  it('puts a status change on the timeline, and a deleted user’s account goes with them', async () => {
    await post('update-user', { id: 5, status: 'inactive' })
    expect((await account(5)).body.account.activity[0]).toMatchObject({
      kind: 'statusChanged',
      subject: 'inactive',
    })
    expect((await storedAccounts()).map((stored) => stored.id)).toEqual([5])
    await call('/apps/users/delete', { method: 'DELETE', query: { id: 5 } })
    expect(await storedAccounts()).toEqual([])
  })
})

describe('GET /apps/invoice/invoices for one client', () => {
  it('answers the invoices whose client has the user’s email or name', async () => {
    const user = (await call<UserResponse>('/api/users/user', { query: { id: 1 } })).body.user
    const byEmail = await call<InvoicesPage>('/apps/invoice/invoices', {
      query: { clientEmail: user.email.toUpperCase() },
    })
    expect(byEmail.body.invoices.map((invoice) => invoice.id)).toEqual([3114, 3129])
    const byName = await call<InvoicesPage>('/apps/invoice/invoices', {
      query: { clientEmail: 'nobody@example.com', clientName: user.fullName },
    })
    expect(byName.body.total).toBe(2)
    const none = await call<InvoicesPage>('/apps/invoice/invoices', {
      query: { clientEmail: 'nobody@example.com' },
    })
    expect(none.body.total).toBe(0)
  })
})
