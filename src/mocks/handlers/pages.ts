import { http, HttpResponse } from 'msw'
import type { PricingResponse, Profile } from '../../api/types/pages'
import { buildPricing, createPricing } from '../../fixtures/pricing'
import { buildProfile, createProfile } from '../../fixtures/profile'
import { defineDocument } from '../db/table'
import { route } from '../http/route'
import { failingHandlers, pendingHandlers, type ScenarioCall } from './contentScenarios'
import { readDocument } from './documents'

// Single documents: each is a table of one row (keyed by `documentKey`).
export const profileTable = defineDocument('profile', createProfile)
export const pricingTable = defineDocument('pricing', createPricing)

export const pagesHandlers = [
  route('get', '/profile/data', async ({ repo }): Promise<Profile> =>
    readDocument(repo, profileTable, 'profile document'),
  ),

  route('get', '/pricing/data', async ({ repo }): Promise<PricingResponse> => ({
    pricing: await readDocument(repo, pricingTable, 'pricing document'),
  })),
]

const pagesCalls: ScenarioCall[] = [
  ['get', '/profile/data'],
  ['get', '/pricing/data'],
]

export const pagesScenarios = {
  empty: [
    http.get('*/profile/data', () =>
      HttpResponse.json(
        buildProfile({
          suggestedPages: [],
          twitterFeeds: [],
          posts: [],
          latestPhotos: [],
          suggestions: [],
          polls: { question: '', totalVotes: 0, options: [] },
        }),
      ),
    ),
    http.get('*/pricing/data', () =>
      HttpResponse.json({ pricing: buildPricing({ qandA: [] }) } satisfies PricingResponse),
    ),
  ],
  error: failingHandlers(pagesCalls, 'This page could not be loaded. Try again in a moment.'),
  loading: pendingHandlers(pagesCalls),
}
