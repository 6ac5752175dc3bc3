// The Billing & plans tab's regions of the account settings machine: the plan change, the saved
// cards (add, make default, remove) and the billing address, each saving on its own and each
// answered with the whole billing overview.
import { assertEvent, assign } from 'xstate'
import { accountSettingsSetup, hasAny, withoutKeys } from './accountSettingsSetup'
import { checkCard, emptyCard } from './billingForms'

const failedAs = (form: 'plan' | 'cards' | 'address') => ({
  type: 'failed' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ form, error: event.error }),
})

export const planRegion = accountSettingsSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      on: {
        'plan.choose': {
          actions: assign(({ context, event }) => ({
            planChoice: event.choice,
            problems: withoutKeys(context.problems, ['planId', 'paymentMethod']),
            failures: { ...context.failures, plan: undefined },
          })),
        },
        'plan.cancel': {
          actions: assign(({ context }) => ({
            planChoice: null,
            problems: withoutKeys(context.problems, ['planId', 'paymentMethod']),
          })),
        },
        'plan.confirm': {
          guard: ({ context }) => context.planChoice !== null,
          target: 'saving',
          actions: { type: 'startSave', params: 'plan' },
        },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'changePlan',
        input: ({ context }) => context.planChoice,
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            billing: event.output,
            planChoice: null,
            notice: 'planChanged' as const,
          })),
        },
        onError: { target: 'editing', actions: failedAs('plan') },
      },
    },
  },
})

/** A saved card made the default or removed (the id from the event that started it). */
function cardChangeState(kind: 'default' | 'remove') {
  return accountSettingsSetup.createStateConfig({
    tags: ['saving'],
    invoke: {
      src: 'changeCard',
      input: ({ event }) => {
        assertEvent(event, ['card.makeDefault', 'card.remove'])
        return { kind, id: event.id }
      },
      onDone: {
        target: 'idle',
        actions: assign(({ event }) => ({
          billing: event.output,
          notice: kind === 'remove' ? ('cardRemoved' as const) : ('cardDefault' as const),
        })),
      },
      onError: { target: 'idle', actions: failedAs('cards') },
    },
  })
}

export const cardsRegion = accountSettingsSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'card.change': {
          actions: assign(({ context, event }) => ({
            card: { ...context.card, [event.field]: event.value },
            problems: withoutKeys(context.problems, [event.field]),
          })),
        },
        'card.submit': [
          {
            guard: ({ context }) => hasAny(checkCard(context.card, context.billing?.today)),
            actions: assign(({ context }) => ({
              problems: { ...context.problems, ...checkCard(context.card, context.billing?.today) },
            })),
          },
          { target: 'adding', actions: { type: 'startSave', params: 'cards' } },
        ],
        'card.makeDefault': {
          target: 'makingDefault',
          actions: { type: 'startSave', params: 'cards' },
        },
        'card.remove': { target: 'removing', actions: { type: 'startSave', params: 'cards' } },
      },
    },
    adding: {
      tags: ['saving'],
      invoke: {
        src: 'addCard',
        input: ({ context }) => context.card,
        onDone: {
          target: 'idle',
          actions: assign(({ event }) => ({
            billing: event.output,
            card: emptyCard,
            notice: 'cardAdded' as const,
          })),
        },
        onError: { target: 'idle', actions: failedAs('cards') },
      },
    },
    makingDefault: cardChangeState('default'),
    removing: cardChangeState('remove'),
  },
})

export const addressRegion = accountSettingsSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      on: {
        'address.change': {
          actions: assign(({ context, event }) => ({
            address: context.address ? { ...context.address, [event.field]: event.value } : null,
            problems: withoutKeys(context.problems, [`address.${event.field}`]),
          })),
        },
        'address.submit': { target: 'saving', actions: { type: 'startSave', params: 'address' } },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'saveAddress',
        input: ({ context }) => context.address,
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            billing: event.output,
            address: { ...event.output.address },
            notice: 'addressSaved' as const,
          })),
        },
        onError: { target: 'editing', actions: failedAs('address') },
      },
    },
  },
})
