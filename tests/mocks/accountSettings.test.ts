import { describe, expect, it } from 'vitest'
import { type AccountSettings, socialLinkNames } from '../../src/api/types/pages'
import { accountSettingsGroup } from '../../src/mocks/handlers/account/accountSettingsGroup'
import { call, startContractServer } from '../support/contract'

// The account settings of the signed-in account (issue #33): SPEC §7's GET / POST
// /account-setting/data, each account reading and writing only its own.

startContractServer(...accountSettingsGroup)

describe('GET /account-setting/data', () => {
  it('answers general, info, social and notification settings', async () => {
    const { status, body } = await call<AccountSettings>('/account-setting/data')
    expect(status).toBe(200)
    expect(body.general).toEqual({
      avatar: '/assets/images/avatars/1.svg',
      username: 'amara.okafor',
      fullName: 'Amara Okafor',
      email: 'admin@demo.com',
      company: 'CEA Retail Ltd.',
    })
    expect(body.info).toMatchObject({ dob: '1992-01-24', country: 'Nigeria' })
    expect(Object.keys(body.social.socialLinks)).toEqual([...socialLinkNames])
    expect(body.social.connections).toMatchObject({
      twitter: { isConnected: true, handle: '@amara_ops' },
      github: { isConnected: false, handle: null, avatar: null },
    })
    // Four of the six on: comments, answers, announcements and the digest; not follows or updates.
    expect(Object.entries(body.notification).filter(([, isOn]) => isOn)).toEqual([
      ['commentOnArticle', true],
      ['answerOnForm', true],
      ['newAnnouncements', true],
      ['blogDigest', true],
    ])
  })

  it('answers 401 when signed out, and a client its own settings (blank until saved)', async () => {
    expect((await call('/account-setting/data', { as: 'signed-out' })).status).toBe(401)
    const client = await call<AccountSettings>('/account-setting/data', { as: 'client' })
    expect(client.status).toBe(200)
    expect(client.body.general).toMatchObject({
      email: 'client@demo.com',
      fullName: 'Jonas Lindqvist',
    })
    expect(client.body.info.bio).toBe('')
  })
})

describe('POST /account-setting/data', () => {
  const save = (body: unknown) =>
    call<AccountSettings>('/account-setting/data', { method: 'POST', body })

  it('merges a partial update, answers the whole document and keeps it for the next read', async () => {
    const { status, body } = await save({
      general: { fullName: '  Amara N. Okafor ', email: 'Amara@CEA.example' },
      info: { phone: '+234 803 555 0199' },
      notification: { followMe: true },
    })
    expect(status).toBe(200)
    expect(body.general).toEqual({
      avatar: '/assets/images/avatars/1.svg',
      username: 'amara.okafor',
      fullName: 'Amara N. Okafor',
      email: 'amara@cea.example',
      company: 'CEA Retail Ltd.',
    })
    expect(body.info).toMatchObject({ phone: '+234 803 555 0199', country: 'Nigeria' })
    expect(body.notification.followMe).toBe(true)
    expect(body.notification.blogDigest).toBe(true)
    const after = await call<AccountSettings>('/account-setting/data')
    expect(after.body).toEqual(body)
  })

  it('updates social links and connects or disconnects accounts', async () => {
    const { body } = await save({
      social: {
        socialLinks: { quora: 'https://www.quora.com/profile/Amara-Okafor', twitter: '' },
        connections: {
          github: {
            isConnected: true,
            handle: 'amara-okafor',
            avatar: '/assets/images/avatars/1.svg',
          },
          twitter: { isConnected: false, handle: null, avatar: null },
        },
      },
    })
    expect(body.social.socialLinks).toMatchObject({
      quora: 'https://www.quora.com/profile/Amara-Okafor',
      twitter: '',
      linkedIn: 'https://www.linkedin.com/in/amara-okafor-ops',
    })
    expect(body.social.connections.github).toEqual({
      isConnected: true,
      handle: 'amara-okafor',
      avatar: '/assets/images/avatars/1.svg',
    })
    expect(body.social.connections.twitter.isConnected).toBe(false)
    expect(body.social.connections.google.isConnected).toBe(true)
  })

  it.each([
    ['an empty body', {}, 'at least one'],
    ['an unknown section', { billing: { plan: 'x' } }, 'billing'],
    ['an unknown field', { general: { nickname: 'x' } }, 'nickname'],
    ['an invalid email', { general: { email: 'not-an-email' } }, 'general.email'],
    ['a short username', { general: { username: 'ab' } }, 'general.username'],
    ['a blank full name', { general: { fullName: '   ' } }, 'general.fullName'],
    ['a wrong type', { notification: { followMe: 'yes' } }, 'notification.followMe'],
    ['an impossible date', { info: { dob: '1990-02-30' } }, 'info.dob'],
    ['a future birth date', { info: { dob: '2026-03-17' } }, 'info.dob'],
    ['a website that is not http(s)', { info: { website: 'ftp://x.example' } }, 'info.website'],
    [
      'a social link that is not an address',
      { social: { socialLinks: { google: 'me' } } },
      'google',
    ],
    [
      'a connected account without a handle',
      { social: { connections: { github: { isConnected: true, handle: null, avatar: null } } } },
      'github',
    ],
  ])('answers 400 and saves nothing for %s', async (_case, payload, mentions) => {
    const before = await call<AccountSettings>('/account-setting/data')
    const { status, body } = await save(payload)
    expect(status).toBe(400)
    expect(body).toMatchObject({ message: expect.stringContaining(mentions) as unknown })
    expect((await call<AccountSettings>('/account-setting/data')).body).toEqual(before.body)
  })

  it('saves nothing when one section of the update is invalid', async () => {
    const { status } = await save({
      general: { fullName: 'Somebody Else' },
      info: { phone: 'call me maybe' },
    })
    expect(status).toBe(400)
    const { body } = await call<AccountSettings>('/account-setting/data')
    expect(body.general.fullName).toBe('Amara Okafor')
  })

  it('answers 400 for a body that is not JSON', async () => {
    const { status, body } = await call('/account-setting/data', {
      method: 'POST',
      rawBody: '{"general":',
    })
    expect(status).toBe(400)
    expect(body).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it("saves a client's own settings and never the admin's", async () => {
    const payload = { notification: { followMe: false }, general: { company: 'Lindqvist AB' } }
    const client = await call<AccountSettings>('/account-setting/data', {
      method: 'POST',
      body: payload,
      as: 'client',
    })
    expect(client.status).toBe(200)
    expect(client.body.general.company).toBe('Lindqvist AB')
    expect((await call<AccountSettings>('/account-setting/data')).body.general.company).toBe(
      'CEA Retail Ltd.',
    )
    const signedOut = await call('/account-setting/data', {
      method: 'POST',
      body: payload,
      as: 'signed-out',
    })
    expect(signedOut.status).toBe(401)
  })
})
