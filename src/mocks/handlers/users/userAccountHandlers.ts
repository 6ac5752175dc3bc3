// The user view page's calls (README "Calls"): the account of one user and its writes, each one
// transaction over the user and their account, whole or nothing.
import { z } from 'zod'
import {
  cardDigitsPattern,
  cardExpiryPattern,
  contactPattern,
  isStrongPassword,
} from '../../../api/schemas/rules'
import {
  notificationChannels,
  notificationTypes,
  type PasswordChangeResponse,
  type UserAccount,
  type UserAccountResponse,
  type UserAccountWriteResponse,
  planPeriodDays,
} from '../../../api/types/userAccount'
import { type User, userBillingMethods, userPlans } from '../../../api/types/users'
import { dateFrom } from '../../../fixtures/dates'
import { cardBrandOf } from '../../../fixtures/userAccounts'
import type { Repository } from '../../db/repository'
import { invalidFields } from '../../http/errors'
import { idParam, readFormJson, readQuery } from '../../http/input'
import { route } from '../../http/route'
import { answerOf, readUserAccount, withActivity, writeUserAccount } from './userAccountsTable'
import { usersTable } from './usersTable'

const id = z.number('id must be a number').int().positive()
const text = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().min(1, `${label} is required`).max(max)
const phone = z
  .string('Phone must be text')
  .trim()
  .regex(contactPattern, 'Enter a phone number of digits, spaces, dashes or brackets')

const passwordRule =
  'Use at least 8 characters, with an upper-case letter, a lower-case letter and a digit or symbol.'
const passwordBody = z
  .object({
    id,
    newPassword: z.string('Password must be text').max(200).refine(isStrongPassword, passwordRule),
    confirmPassword: z.string('Confirmation must be text').max(200),
  })
  .strict()
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: 'The passwords do not match.',
    path: ['confirmPassword'],
  })

const twoStepBody = z
  .object({ id, enabled: z.boolean('enabled must be true or false'), phone: z.string().max(30) })
  .strict()
  .superRefine((body, context) => {
    if (!body.enabled && body.phone.trim() === '') return
    const checked = phone.safeParse(body.phone)
    if (!checked.success)
      context.addIssue({
        code: 'custom',
        path: ['phone'],
        message: body.phone.trim() ? (checked.error.issues[0]?.message ?? '') : 'Phone is required',
      })
  })

const channels = z
  .object(Object.fromEntries(notificationChannels.map((channel) => [channel, z.boolean()])))
  .strict()
const notificationsBody = z
  .object({
    id,
    preferences: z
      .object(Object.fromEntries(notificationTypes.map((type) => [type, channels])))
      .strict(),
  })
  .strict()

const planBody = z.object({ id, plan: z.enum(userPlans) }).strict()

const billingBody = z
  .object({
    id,
    billing: z.enum(userBillingMethods),
    cardHolder: text('Card holder', 80),
    cardNumber: z
      .string('Card number must be text')
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((value) => value === '' || cardDigitsPattern.test(value), 'Enter 12 to 19 digits')
      .optional(),
    cardExpiry: z
      .string('Expiry must be text')
      .trim()
      .regex(cardExpiryPattern, 'Enter the expiry as MM/YY'),
    address: text('Address', 160),
    country: text('Country', 60),
  })
  .strict()

/** Whether MM/YY is still valid on `day` (a card works to the end of its month). */
function isCurrentExpiry(expiry: string, day: Date): boolean {
  const [month = 0, year = 0] = expiry.split('/').map(Number)
  return (
    2000 + year > day.getUTCFullYear() ||
    (2000 + year === day.getUTCFullYear() && month >= day.getUTCMonth() + 1)
  )
}

/** One account write: the user and account read, changed by `change`, written together. */
function writeAccount(
  repo: Repository,
  userId: number,
  change: (user: User, account: UserAccount) => { user?: User; account: UserAccount },
): Promise<UserAccountWriteResponse> {
  return repo.transaction(async (tx) => {
    const current = await readUserAccount(tx, userId, repo.referenceDay)
    const next = change(current.user, current.account)
    if (next.user) await tx.update(usersTable, next.user)
    await writeUserAccount(tx, next.account)
    return { user: next.user ?? current.user, account: answerOf(next.account, repo.referenceDay) }
  })
}

const now = () => new Date().toISOString()

export const userAccountHandlers = [
  route('get', '/api/users/account', async ({ url, repo }): Promise<UserAccountResponse> => {
    const query = readQuery(url, z.object({ id: idParam }))
    const { account } = await readUserAccount(repo, query.id, repo.referenceDay)
    return { account: answerOf(account, repo.referenceDay) }
  }),

  // The password is checked, never stored or answered: only when it changed.
  route(
    'post',
    '/apps/users/change-password',
    async ({ request, repo }): Promise<PasswordChangeResponse> => {
      const body = await readFormJson(request, passwordBody)
      const at = now()
      const { account } = await writeAccount(repo, body.id, (_, current) => ({
        account: { ...withActivity(current, 'passwordChanged', '', at), passwordChangedAt: at },
      }))
      return { passwordChangedAt: at, account }
    },
  ),

  route('post', '/apps/users/two-step', async ({ request, repo }) => {
    const body = await readFormJson(request, twoStepBody)
    return writeAccount(repo, body.id, (_, account) => ({
      account: {
        ...withActivity(account, 'twoStepChanged', body.enabled ? 'on' : 'off', now()),
        twoStep: { enabled: body.enabled, phone: body.phone.trim() },
      },
    }))
  }),

  route('post', '/apps/users/notifications', async ({ request, repo }) => {
    const body = await readFormJson(request, notificationsBody)
    return writeAccount(repo, body.id, (_, account) => ({
      account: { ...account, notifications: body.preferences as UserAccount['notifications'] },
    }))
  }),

  route('post', '/apps/users/plan', async ({ request, repo }) => {
    const body = await readFormJson(request, planBody)
    return writeAccount(repo, body.id, (user, account) => {
      if (user.currentPlan === body.plan)
        throw invalidFields(`The user is already on the ${body.plan} plan.`, {
          plan: `The user is already on the ${body.plan} plan.`,
        })
      const plan = {
        startedOn: dateFrom(repo.referenceDay, 0),
        renewsOn: dateFrom(repo.referenceDay, planPeriodDays),
        daysLeft: planPeriodDays,
      }
      return {
        user: { ...user, currentPlan: body.plan },
        account: { ...withActivity(account, 'planChanged', body.plan, now()), plan },
      }
    })
  }),

  route('post', '/apps/users/billing', async ({ request, repo }) => {
    const { id: userId, billing, cardNumber, ...details } = await readFormJson(request, billingBody)
    if (!isCurrentExpiry(details.cardExpiry, repo.referenceDay))
      throw invalidFields('The card has expired.', { cardExpiry: 'The card has expired.' })
    return writeAccount(repo, userId, (user, account) => {
      const card = cardNumber
        ? { cardBrand: cardBrandOf(cardNumber), cardLast4: cardNumber.slice(-4) }
        : {}
      return {
        user: { ...user, billing },
        account: {
          ...withActivity(account, 'billingChanged', '', now()),
          billing: { ...account.billing, ...details, ...card },
        },
      }
    })
  }),
]
