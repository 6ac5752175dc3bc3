import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import type {
  AccountSettings,
  AccountSettingsUpdate,
  PricingResponse,
  Profile,
} from '../../api/types/pages'
import { buildAccountSettings, createAccountSettings } from '../../fixtures/accountSettings'
import { buildPricing, createPricing } from '../../fixtures/pricing'
import { buildProfile, createProfile } from '../../fixtures/profile'
import { defineDocument } from '../db/table'
import { badRequest } from '../http/errors'
import { readJson } from '../http/input'
import { route } from '../http/route'
import { failingHandlers, pendingHandlers, type ScenarioCall } from './contentScenarios'
import { readDocument } from './documents'

// Single documents: each is a table of one row (keyed by `documentKey`).
export const profileTable = defineDocument('profile', createProfile)
export const pricingTable = defineDocument('pricing', createPricing)
export const accountSettingsTable = defineDocument('accountSettings', createAccountSettings)

const webAddress = z
  .string()
  .trim()
  .max(300)
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
    message: 'must be an http(s) address, or empty',
  })
const imageAddress = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(2000)
  .refine((value) => /^(\/|https?:\/\/|data:image\/)/.test(value), {
    message: 'must be an image path, an http(s) address or a data:image URL',
  })
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00.000Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900'
  }, 'must be a real date from 1900 on')

const generalUpdate = z
  .strictObject({
    avatar: imageAddress,
    username: z
      .string()
      .trim()
      .min(3, 'needs at least 3 characters')
      .max(40)
      .regex(/^[a-zA-Z0-9._-]+$/, 'may use letters, digits, dots, dashes and underscores'),
    fullName: z.string().trim().min(1, 'is required').max(100),
    email: z.string().trim().toLowerCase().email('must be an email address').max(320),
    company: z.string().trim().max(100),
  })
  .partial()

const infoUpdate = z
  .strictObject({
    bio: z.string().trim().max(1000),
    dob: calendarDate,
    country: z.string().trim().max(60),
    website: webAddress,
    phone: z
      .string()
      .trim()
      .max(30)
      .regex(/^[+0-9 ().-]*$/, 'may use digits, spaces, +, -, . and brackets'),
  })
  .partial()

const connection = z
  .strictObject({
    isConnected: z.boolean(),
    handle: z.string().trim().min(1).max(100).nullable(),
    avatar: imageAddress.nullable(),
  })
  .refine(
    (value) =>
      value.isConnected ? value.handle !== null : value.handle === null && value.avatar === null,
    { message: 'a connected account needs a handle; a disconnected one has no handle or avatar' },
  )

const socialUpdate = z.strictObject({
  socialLinks: z
    .strictObject({
      twitter: webAddress,
      facebook: webAddress,
      google: webAddress,
      linkedIn: webAddress,
      instagram: webAddress,
      quora: webAddress,
    })
    .partial()
    .optional(),
  connections: z
    .strictObject({
      twitter: connection,
      google: connection,
      facebook: connection,
      github: connection,
    })
    .partial()
    .optional(),
})

const notificationUpdate = z
  .strictObject({
    commentOnArticle: z.boolean(),
    answerOnForm: z.boolean(),
    followMe: z.boolean(),
    newAnnouncements: z.boolean(),
    productUpdates: z.boolean(),
    blogDigest: z.boolean(),
  })
  .partial()

const accountSettingsUpdate = z
  .strictObject({
    general: generalUpdate.optional(),
    info: infoUpdate.optional(),
    social: socialUpdate.optional(),
    notification: notificationUpdate.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'send at least one of general, info, social or notification',
  })

function applyUpdate(current: AccountSettings, update: AccountSettingsUpdate): AccountSettings {
  return {
    general: { ...current.general, ...update.general },
    info: { ...current.info, ...update.info },
    social: {
      socialLinks: { ...current.social.socialLinks, ...update.social?.socialLinks },
      connections: { ...current.social.connections, ...update.social?.connections },
    },
    notification: { ...current.notification, ...update.notification },
  }
}

export const pagesHandlers = [
  route('get', '/profile/data', async ({ repo }): Promise<Profile> =>
    readDocument(repo, profileTable, 'profile document'),
  ),

  route('get', '/pricing/data', async ({ repo }): Promise<PricingResponse> => ({
    pricing: await readDocument(repo, pricingTable, 'pricing document'),
  })),

  route('get', '/account-setting/data', async ({ repo }): Promise<AccountSettings> =>
    readDocument(repo, accountSettingsTable, 'account settings document'),
  ),

  route('post', '/account-setting/data', async ({ request, repo }) => {
    const update = await readJson(request, accountSettingsUpdate)
    if (update.info?.dob && update.info.dob > repo.referenceDay.toISOString().slice(0, 10)) {
      throw badRequest('Invalid request: info.dob: must not be in the future')
    }
    return repo.transaction(async (tx) => {
      const current = await readDocument(tx, accountSettingsTable, 'account settings document')
      return tx.update(accountSettingsTable, applyUpdate(current, update))
    })
  }),
]

const pagesCalls: ScenarioCall[] = [
  ['get', '/profile/data'],
  ['get', '/pricing/data'],
  ['get', '/account-setting/data'],
  ['post', '/account-setting/data'],
]

const blank = { isConnected: false, handle: null, avatar: null }

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
    http.get('*/account-setting/data', () =>
      HttpResponse.json(
        buildAccountSettings({
          info: { bio: '', dob: '', country: '', website: '', phone: '' },
          social: {
            socialLinks: {
              twitter: '',
              facebook: '',
              google: '',
              linkedIn: '',
              instagram: '',
              quora: '',
            },
            connections: { twitter: blank, google: blank, facebook: blank, github: blank },
          },
        }),
      ),
    ),
  ],
  error: failingHandlers(pagesCalls, 'This page could not be loaded. Try again in a moment.'),
  loading: pendingHandlers(pagesCalls),
}
