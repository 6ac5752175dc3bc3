// The Billing tab's calls (issue #33), each the signed-in account's own: GET /api/billing, the plan
// change (PUT /api/subscription), cards (add, make default, remove) and the billing address. Every
// write is one transaction and answers the whole overview again.
import { HttpResponse } from 'msw'
import { cardProblems, hasProblems } from '../../../api/checkoutRules'
import { keptCardOf } from '../../../api/paymentCards'
import { isCurrentPlan, planChangeQuote } from '../../../api/planCharges'
import {
  billingAddressUpdateSchema,
  newPaymentCardSchema,
  paymentCardIdSchema,
  planChoiceSchema,
} from '../../../api/schemas/billing'
import type { LoginUser } from '../../../api/types/auth'
import type { BillingPlan, PlanChoice } from '../../../api/types/billing'
import type { CardField } from '../../../api/types/checkout'
import type { InvoiceDraft } from '../../../api/types/invoices'
import type { RepositoryTransaction } from '../../db/repository'
import { badRequest, invalidFields, notFound } from '../../http/errors'
import { idParam } from '../../http/input'
import { route } from '../../http/route'
import { insertInvoice } from '../invoices'
import { todayOf } from '../invoices/invoicesTable'
import { subscriptionsTable } from '../license'
import { callerOf } from './accountSettingsHandlers'
import { readAccount } from './accountSettingsTable'
import {
  billingAddressesTable,
  billingOverviewOf,
  billingPlanOf,
  cardsOf,
  paymentCardsTable,
  planPrices,
  subscriptionRowOf,
} from './billingTables'
import { readAccountForm } from './formBody'

const cardSentences: Record<CardField, Record<string, string>> = {
  cardNumber: {
    required: 'Enter the card number',
    invalidNumber: 'That card number is not valid (check the digits)',
  },
  expiry: {
    required: 'Enter the expiry as MM/YY',
    invalidExpiry: 'Enter the expiry as MM/YY',
    expired: 'This card has expired',
  },
  cvv: { required: 'Enter the security code', invalidCvv: 'The security code has 3 or 4 digits' },
  nameOnCard: {
    required: 'Enter the name on the card',
    tooLong: 'The name on the card has at most 80 characters',
  },
}

const planNames = { basic: 'Basic', standard: 'Standard', enterprise: 'Enterprise' } as const
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** The invoice of a plan change: one line of what is due now, paid with the default card. */
function planInvoiceDraft(
  account: LoginUser,
  current: BillingPlan,
  choice: PlanChoice,
  today: string,
  credit: number,
  dueNow: number,
): InvoiceDraft {
  const credited = credit > 0 ? `, less ${dollars.format(credit / 100)} unused` : ''
  return {
    issuedDate: today,
    dueDate: today,
    client: {
      name: account.fullName,
      company: '',
      companyEmail: account.email,
      country: '',
      contact: '',
      address: '',
    },
    service: `${planNames[choice.planId]} plan (${choice.period})`,
    currency: 'USD',
    salesperson: '',
    note: `Moved from ${planNames[current.planId]} (${current.period}).`,
    terms: '',
    lines: [
      {
        item: `${planNames[choice.planId]} plan, ${choice.period}`,
        description: `From ${today}${credited}`,
        cost: dueNow,
        quantity: 1,
        discount: 0,
        taxRate: 0,
      },
    ],
  }
}

async function changePlan(
  tx: RepositoryTransaction,
  account: LoginUser,
  choice: PlanChoice,
  today: string,
  referenceDay: Date,
) {
  const row = await subscriptionRowOf(tx, account.id)
  const current = billingPlanOf(row, today)
  if (isCurrentPlan(current, choice))
    throw invalidFields('Invalid request: planId: this is the plan you have', {
      planId: 'This is already your plan.',
    })
  const quote = planChangeQuote(planPrices, current, choice, today)
  const card = (await cardsOf(tx, account.id)).find((entry) => entry.isDefault)
  if (quote.dueNow > 0 && !card)
    throw invalidFields('Invalid request: paymentMethod: add a card first', {
      paymentMethod: 'Add a payment card before moving to a paid plan.',
    })
  const next = {
    ...row,
    planId: choice.planId,
    period: choice.period,
    periodStart: quote.periodStart,
    renewsOn: quote.renewsOn,
  }
  await ((await tx.get(subscriptionsTable, account.id))
    ? tx.update(subscriptionsTable, next)
    : tx.insert(subscriptionsTable, next))
  if (quote.dueNow > 0 && card)
    await insertInvoice(
      tx,
      planInvoiceDraft(account, current, choice, today, quote.credit, quote.dueNow),
      {
        by: account.fullName,
        referenceDay,
        payments: [
          {
            amount: quote.dueNow,
            date: today,
            method: 'Credit Card',
            note: `Card ending ${card.last4}`,
          },
        ],
      },
    )
}

/** The account's own card, or 404 (another account's card is as unknown as a missing one). */
async function ownCard(tx: RepositoryTransaction, accountId: number, id: number) {
  const card = await tx.get(paymentCardsTable, id)
  if (!card || card.accountId !== accountId) throw notFound('No such payment card.')
  return card
}

export const billingHandlers = [
  route('get', '/api/billing', async (context) => {
    const caller = callerOf(context)
    const account = await readAccount(context.repo, caller.id)
    return billingOverviewOf(context.repo, account, context.repo.referenceDay)
  }),

  route('put', '/api/subscription', async (context) => {
    const caller = callerOf(context)
    const { repo } = context
    const choice = await readAccountForm(context.request, planChoiceSchema)
    return repo.transaction(async (tx) => {
      const account = await readAccount(tx, caller.id)
      await changePlan(tx, account, choice, todayOf(repo.referenceDay), repo.referenceDay)
      return billingOverviewOf(tx, account, repo.referenceDay)
    })
  }),

  route('post', '/api/billing/payment-methods', async (context) => {
    const caller = callerOf(context)
    const { repo } = context
    const card = await readAccountForm(context.request, newPaymentCardSchema)
    const problems = cardProblems(card, repo.referenceDay)
    if (hasProblems(problems)) {
      const errors = Object.fromEntries(
        Object.entries(problems).map(([field, code]) => [
          field,
          cardSentences[field as CardField][code] ?? 'Check this field',
        ]),
      )
      throw invalidFields(`Invalid request: ${Object.values(errors).join('; ')}`, errors)
    }
    const overview = await repo.transaction(async (tx) => {
      const account = await readAccount(tx, caller.id)
      const isFirst = (await cardsOf(tx, account.id)).length === 0
      await tx.insert(paymentCardsTable, {
        id: await tx.nextId(paymentCardsTable),
        accountId: account.id,
        ...keptCardOf(card),
        isDefault: isFirst,
      })
      return billingOverviewOf(tx, account, repo.referenceDay)
    })
    return HttpResponse.json(overview, { status: 201 })
  }),

  route('post', '/api/billing/payment-methods/default', async (context) => {
    const caller = callerOf(context)
    const { repo } = context
    const { id } = await readAccountForm(context.request, paymentCardIdSchema)
    return repo.transaction(async (tx) => {
      const account = await readAccount(tx, caller.id)
      await ownCard(tx, account.id, id)
      for (const card of await cardsOf(tx, account.id))
        if (card.isDefault !== (card.id === id))
          await tx.update(paymentCardsTable, { ...card, isDefault: card.id === id })
      return billingOverviewOf(tx, account, repo.referenceDay)
    })
  }),

  // The default card cannot be removed while the account has others: another is made the
  // default first. The last card may go.
  route('delete', '/api/billing/payment-methods', async (context) => {
    const caller = callerOf(context)
    const { repo, url } = context
    const parsed = idParam.safeParse(url.searchParams.get('id'))
    if (!parsed.success) throw badRequest('Invalid card id: it must be a positive whole number.')
    return repo.transaction(async (tx) => {
      const account = await readAccount(tx, caller.id)
      const card = await ownCard(tx, account.id, parsed.data)
      const others = (await cardsOf(tx, account.id)).filter((entry) => entry.id !== card.id)
      if (card.isDefault && others.length > 0)
        throw badRequest('Make another card the default before removing this one.')
      await tx.remove(paymentCardsTable, card.id)
      return billingOverviewOf(tx, account, repo.referenceDay)
    })
  }),

  route('put', '/api/billing/address', async (context) => {
    const caller = callerOf(context)
    const { repo } = context
    const { address } = await readAccountForm(context.request, billingAddressUpdateSchema)
    return repo.transaction(async (tx) => {
      const account = await readAccount(tx, caller.id)
      const row = { accountId: account.id, ...address }
      await ((await tx.get(billingAddressesTable, account.id))
        ? tx.update(billingAddressesTable, row)
        : tx.insert(billingAddressesTable, row))
      return billingOverviewOf(tx, account, repo.referenceDay)
    })
  }),
]
