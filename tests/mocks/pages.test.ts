import { describe, expect, it } from 'vitest'
import type { AccountSettings, PricingResponse, Profile } from '../../src/api/types/pages'
import { pagesHandlers, pagesScenarios } from '../../src/mocks/handlers/pages'
// Aliased: the `use` prefix makes react-hooks/rules-of-hooks flag a top-level call.
import { call, startContractServer } from '../support/contract'

const server = startContractServer(...pagesHandlers)

describe('GET /profile/data', () => {
  it('answers the whole profile: header, about, pages, feeds, posts, photos, suggestions and poll', async () => {
    const { status, body } = await call<Profile>('/profile/data')
    expect(status).toBe(200)
    expect(body.header).toEqual({
      avatar: '/assets/images/avatars/1.svg',
      fullName: 'Amara Okafor',
      designation: 'Head of Operations',
      coverImg: '/assets/images/covers/profile-cover.svg',
    })
    expect(body.userAbout).toMatchObject({ joined: '2022-12-15', email: 'admin@demo.com' })
    expect(body.suggestedPages).toHaveLength(5)
    expect(body.twitterFeeds).toHaveLength(3)
    expect(body.latestPhotos).toHaveLength(9)
    expect(body.latestPhotos[0]).toEqual({
      img: '/assets/images/covers/team-offsite.svg',
      alt: 'team offsite',
    })
    expect(body.suggestions.map((person) => person.mutualFriends)).toEqual([6, 3, 11, 2, 8])
    expect(body.polls.options.map((option) => option.result)).toEqual([15, 45, 30, 10])
  })

  it('answers posts with likes, comment counts, liked users and detailed comments, dated from the reference day', async () => {
    const { body } = await call<Profile>('/profile/data')
    expect(body.posts).toHaveLength(3)
    expect(body.posts[0]).toMatchObject({
      id: 1,
      fullName: 'Priya Raman',
      postTime: '2026-03-16T07:42:00.000Z',
      likes: 1240,
      comments: 38,
      youLiked: true,
    })
    expect(body.posts[0]?.likedUsers).toHaveLength(5)
    expect(body.posts[0]?.detailedComments[0]).toEqual({
      avatar: '/assets/images/avatars/6.svg',
      fullName: 'Léon Dubois',
      comment: 'The new status chips alone saved me an hour today.',
      likes: 12,
      youLiked: true,
    })
    expect(body.posts[1]).toMatchObject({ postTime: '2026-03-14T16:05:00.000Z', postImg: null })
  })

  it('answers 401 when signed out and 403 to a client', async () => {
    expect((await call('/profile/data', { as: 'signed-out' })).status).toBe(401)
    expect((await call('/profile/data', { as: 'client' })).status).toBe(403)
  })
})

describe('GET /pricing/data', () => {
  it('answers the three plans with the prices of SPEC §9, Standard marked popular', async () => {
    const { status, body } = await call<PricingResponse>('/pricing/data')
    expect(status).toBe(200)
    const { basicPlan, standardPlan, enterprisePlan, qandA } = body.pricing
    expect(basicPlan).toMatchObject({
      title: 'Basic',
      monthlyPrice: 0,
      yearlyPlan: { perMonth: 0, totalAnnual: 0 },
      popular: false,
    })
    expect(standardPlan).toMatchObject({
      title: 'Standard',
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      popular: true,
    })
    expect(enterprisePlan).toMatchObject({
      title: 'Enterprise',
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      popular: false,
    })
    expect(standardPlan.planBenefits).toContain('Roles and permissions')
    expect(qandA).toHaveLength(5)
    expect(qandA[0]).toEqual({
      question: 'Can I try a paid plan before paying?',
      ans: expect.stringContaining('14 days'),
    })
  })

  it('answers a client too (every signed-in account may see the prices), and 401 when signed out', async () => {
    expect((await call('/pricing/data', { as: 'client' })).status).toBe(200)
    expect((await call('/pricing/data', { as: 'signed-out' })).status).toBe(401)
  })
})

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
    expect(Object.keys(body.social.socialLinks)).toEqual([
      'twitter',
      'facebook',
      'google',
      'linkedIn',
      'instagram',
      'quora',
    ])
    expect(body.social.connections).toMatchObject({
      twitter: { isConnected: true, handle: '@amara_ops' },
      github: { isConnected: false, handle: null, avatar: null },
    })
    expect(body.notification).toEqual({
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: true,
      productUpdates: false,
      blogDigest: true,
    })
  })

  it('answers 401 when signed out and 403 to a client', async () => {
    expect((await call('/account-setting/data', { as: 'signed-out' })).status).toBe(401)
    expect((await call('/account-setting/data', { as: 'client' })).status).toBe(403)
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
    expect(body).toEqual({ message: expect.stringContaining(mentions) })
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

  it('answers 403 to a client and 401 when signed out', async () => {
    const payload = { notification: { followMe: true } }
    const client = await call('/account-setting/data', {
      method: 'POST',
      body: payload,
      as: 'client',
    })
    expect(client.status).toBe(403)
    const signedOut = await call('/account-setting/data', {
      method: 'POST',
      body: payload,
      as: 'signed-out',
    })
    expect(signedOut.status).toBe(401)
  })
})

describe('pagesScenarios', () => {
  it('empty answers lists without items, error answers 500 with a message', async () => {
    server.use(...pagesScenarios.empty)
    const profile = await call<Profile>('/profile/data')
    expect(profile.body.posts).toEqual([])
    expect((await call<PricingResponse>('/pricing/data')).body.pricing.qandA).toEqual([])
    server.use(...pagesScenarios.error)
    const failed = await call('/account-setting/data', { method: 'POST', body: {} })
    expect(failed).toEqual({ status: 500, body: { message: expect.any(String) } })
  })
})
