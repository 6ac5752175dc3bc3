import { describe, expect, it } from 'vitest'
import type { PricingResponse, Profile } from '../../src/api/types/pages'
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

describe('pagesScenarios', () => {
  it('empty answers lists without items, error answers 500 with a message', async () => {
    server.use(...pagesScenarios.empty)
    const profile = await call<Profile>('/profile/data')
    expect(profile.body.posts).toEqual([])
    expect((await call<PricingResponse>('/pricing/data')).body.pricing.qandA).toEqual([])
    server.use(...pagesScenarios.error)
    const failed = await call('/profile/data')
    expect(failed).toEqual({ status: 500, body: { message: expect.any(String) } })
  })
})
