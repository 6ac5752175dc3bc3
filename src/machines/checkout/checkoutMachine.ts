import { assign, setup, type SnapshotFrom } from 'xstate'
import { hasProblems } from '../../api/checkoutRules'
import { failureOf } from '../shared/callFailure'
import { checkoutActors } from './checkoutActors'
import {
  addressErrorsOf,
  cardErrorsOf,
  cartProblemOf,
  couponRefusalOf,
  draftOf,
  initialContext,
  loaded,
  placeOutcomeOf,
  placeRequest,
  resumeStep,
} from './checkoutLogic'
import type {
  CheckoutContext,
  CheckoutDraft,
  CheckoutEvent,
  CheckoutInput,
  CheckoutStep,
  FormStep,
} from './checkoutTypes'

type Outcome = ReturnType<typeof placeOutcomeOf>['step']

/** Going back (a button, or a step of the stepper before this one) keeps everything typed. */
const backTo = (steps: readonly FormStep[]) =>
  steps.map((step) => ({
    guard: { type: 'isGoingTo', params: { step } } as const,
    target: `#checkout.${step}`,
  }))

/** What a refusal of placing leaves in context; a stock refusal fetches the cart again. */
function afterRefusal(error: unknown): Partial<CheckoutContext> {
  const outcome = placeOutcomeOf(error)
  if (outcome.step === 'review') return { failure: outcome.failure }
  return {
    ...outcome.context,
    placeRefusal: outcome.refusal,
    attemptKey: null,
    change: outcome.step === 'cart' ? { kind: 'reload' } : null,
  }
}

/** The steps a person fills in before the review, each checked as it is left forward. */
type FilledStep = 'cart' | 'address' | 'payment'

const noProblems = {
  cart: { cartProblem: null },
  address: { addressErrors: {} },
  payment: { cardErrors: {} },
} as const

/** What keeps a step from being left (in the context field that shows it), or null. */
function problemsOf(context: CheckoutContext, step: FilledStep): Partial<CheckoutContext> | null {
  if (step === 'cart') {
    const cartProblem = cartProblemOf(context.cart)
    return cartProblem ? { cartProblem } : null
  }
  if (step === 'address') {
    const addressErrors = addressErrorsOf(context)
    return hasProblems(addressErrors) ? { addressErrors } : null
  }
  const cardErrors = cardErrorsOf(context)
  return hasProblems(cardErrors) ? { cardErrors } : null
}

/** Next: to `target` when the step passes, else its problems are shown and it stays. */
const forwardFrom = (step: FilledStep, target: string) => [
  {
    guard: { type: 'canLeave', params: { step } } as const,
    target,
    actions: { type: 'leave', params: { step } } as const,
  },
  { actions: { type: 'showProblems', params: { step } } as const },
]

/**
 * Checkout: loading → cart → address → payment → review → placing → confirmation. A step is
 * checked only when it is left forward (its problems per field in context); going back keeps
 * everything. The cart step applies or removes a coupon, picks a delivery and changes lines
 * through the shop's calls, each answering the cart priced by the back end. Placing sends the
 * attempt's idempotency key (made once, kept until the back end answers, so a retry after a lost
 * answer cannot place twice); a refusal returns to the step that must change, with its reason.
 * Input `restore` (a `CheckoutDraft` kept by the screen) resumes at the furthest step it can; a
 * draft of a placed order reads that order back and shows its confirmation (one that cannot be
 * read starts the checkout afresh).
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: checkoutActors,
  actions: {
    showProblems: assign(
      ({ context }, params: { step: FilledStep }) => problemsOf(context, params.step) ?? {},
    ),
    leave: assign((_, params: { step: FilledStep }) => ({
      ...noProblems[params.step],
      placeRefusal: null,
    })),
  },
  guards: {
    canLeave: ({ context }, params: { step: FilledStep }) =>
      problemsOf(context, params.step) === null,
    hasCouponCode: ({ context }) => context.couponCode.trim() !== '',
    isGoingTo: ({ event }, params: { step: FormStep }) =>
      event.type === 'checkout.back' ||
      (event.type === 'checkout.goTo' && event.step === params.step),
    hasPlacedOrder: ({ context }) => context.restore?.placedOrderId !== undefined,
    resumesAt: ({ context }, params: { step: FormStep }) => resumeStep(context) === params.step,
    wasRefusedAt: ({ event }, params: { step: Outcome }) =>
      'error' in event && placeOutcomeOf(event.error).step === params.step,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasPlacedOrder', target: 'readingOrder' }, { target: 'loading' }],
    },
    readingOrder: {
      tags: ['loading'],
      invoke: {
        id: 'readOrder',
        src: 'readOrder',
        input: ({ context }) => context.restore?.placedOrderId ?? 0,
        onDone: {
          target: 'confirmation',
          actions: assign(({ event }) => ({ order: event.output.order })),
        },
        onError: { target: 'loading', actions: assign({ restore: null }) },
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        onDone: {
          target: 'resuming',
          actions: assign(({ context, event }) => loaded(context, event.output)),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    loadFailed: { tags: ['error'], on: { 'checkout.retry': 'loading' } },
    resuming: {
      always: [
        { guard: { type: 'resumesAt', params: { step: 'review' } }, target: 'review' },
        { guard: { type: 'resumesAt', params: { step: 'payment' } }, target: 'payment' },
        { guard: { type: 'resumesAt', params: { step: 'address' } }, target: 'address' },
        { target: 'cart' },
      ],
      exit: assign({ restore: null }),
    },
    cart: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'coupon.type': {
              actions: assign(({ event }) => ({ couponCode: event.code, couponRefusal: null })),
            },
            'coupon.apply': {
              guard: 'hasCouponCode',
              target: 'updating',
              actions: assign(({ context }) => ({
                change: { kind: 'coupon', code: context.couponCode.trim() } as const,
                couponRefusal: null,
                failure: null,
              })),
            },
            'coupon.remove': {
              target: 'updating',
              actions: assign({ change: { kind: 'removeCoupon' }, failure: null }),
            },
            'delivery.choose': {
              target: 'updating',
              actions: assign(({ event }) => ({
                change: { kind: 'delivery', method: event.method } as const,
                failure: null,
              })),
            },
            'cart.quantity': {
              target: 'updating',
              actions: assign(({ event }) => ({
                change: { kind: 'quantity', productId: event.productId, qty: event.qty } as const,
                failure: null,
              })),
            },
            'cart.remove': {
              target: 'updating',
              actions: assign(({ event }) => ({
                change: { kind: 'remove', productId: event.productId } as const,
                failure: null,
              })),
            },
            'cart.moveToWishlist': {
              target: 'updating',
              actions: assign(({ event }) => ({
                change: { kind: 'moveToWishlist', productId: event.productId } as const,
                failure: null,
              })),
            },
            'checkout.next': forwardFrom('cart', '#checkout.address'),
          },
        },
        updating: {
          tags: ['saving'],
          invoke: {
            id: 'changeCart',
            src: 'changeCart',
            input: ({ context }) => context.change ?? { kind: 'reload' },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                cart: event.output,
                change: null,
                couponCode: context.change?.kind === 'coupon' ? '' : context.couponCode,
                cartProblem:
                  context.cartProblem || context.placeRefusal ? cartProblemOf(event.output) : null,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) =>
                context.change?.kind === 'coupon'
                  ? { change: null, couponRefusal: couponRefusalOf(event.error) }
                  : { change: null, failure: failureOf(event.error) },
              ),
            },
          },
        },
      },
    },
    address: {
      on: {
        'address.pick': { actions: assign(({ event }) => ({ addressChoice: event.id })) },
        'address.new': { actions: assign({ addressChoice: 'new', addressErrors: {} }) },
        'address.change': {
          actions: assign(({ context, event }) => ({
            addressChoice: 'new' as const,
            newAddress: { ...context.newAddress, [event.field]: event.value },
            addressErrors: { ...context.addressErrors, [event.field]: undefined },
          })),
        },
        'checkout.back': backTo(['cart']),
        'checkout.goTo': backTo(['cart']),
        'checkout.next': forwardFrom('address', '#checkout.payment'),
      },
    },
    payment: {
      on: {
        'payment.method': {
          actions: assign(({ event }) => ({ paymentMethod: event.method, cardErrors: {} })),
        },
        'card.change': {
          actions: assign(({ context, event }) => ({
            card: { ...context.card, [event.field]: event.value },
            cardErrors: { ...context.cardErrors, [event.field]: undefined },
          })),
        },
        'checkout.back': backTo(['address']),
        'checkout.goTo': backTo(['cart', 'address']),
        'checkout.next': forwardFrom('payment', '#checkout.review'),
      },
    },
    review: {
      on: {
        'checkout.back': backTo(['payment']),
        'checkout.goTo': backTo(['cart', 'address', 'payment']),
        'order.place': {
          target: 'placing',
          actions: assign(({ context }) => ({
            attemptKey: context.attemptKey ?? context.makeKey(),
            failure: null,
          })),
        },
      },
    },
    placing: {
      tags: ['saving'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => placeRequest(context, context.attemptKey ?? context.makeKey()),
        onDone: {
          target: 'confirmation',
          actions: assign(({ event }) => ({ order: event.output.order, attemptKey: null })),
        },
        onError: [
          {
            guard: { type: 'wasRefusedAt', params: { step: 'cart' } },
            target: '#checkout.cart.updating',
            actions: assign(({ event }) => afterRefusal(event.error)),
          },
          {
            guard: { type: 'wasRefusedAt', params: { step: 'address' } },
            target: 'address',
            actions: assign(({ event }) => afterRefusal(event.error)),
          },
          {
            guard: { type: 'wasRefusedAt', params: { step: 'payment' } },
            target: 'payment',
            actions: assign(({ event }) => afterRefusal(event.error)),
          },
          { target: 'review', actions: assign(({ event }) => afterRefusal(event.error)) },
        ],
      },
    },
    confirmation: { tags: ['placed'], type: 'final' },
  },
})

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>

/** The step the stepper shows; null while the checkout loads (or failed to). */
export function checkoutStepOf(snapshot: CheckoutSnapshot): CheckoutStep | null {
  if (snapshot.matches('cart')) return 'cart'
  if (snapshot.matches('placing')) return 'review'
  for (const step of ['address', 'payment', 'review', 'confirmation'] as const)
    if (snapshot.matches(step)) return step
  return null
}

/**
 * What a screen keeps in sessionStorage after each change, to give back as input `restore`
 * after a reload: the step and the form (never the card's number or CVV). Once placed, the order's
 * id (a reload shows its confirmation); while loading, the draft being restored.
 */
export function checkoutDraftOf(snapshot: CheckoutSnapshot): CheckoutDraft | null {
  const step = checkoutStepOf(snapshot)
  const { order } = snapshot.context
  if (step === 'confirmation')
    return order ? { ...draftOf('review', snapshot.context), placedOrderId: order.id } : null
  return step ? draftOf(step, snapshot.context) : snapshot.context.restore
}
