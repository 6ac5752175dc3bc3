import { getShortestPaths } from '@xstate/graph'
import { describe, expect, it } from 'vitest'
import {
  type ActorLogic,
  type ActorScope,
  createActor,
  fromPromise,
  type Snapshot,
  type SnapshotFrom,
  waitFor,
} from 'xstate'
import type { PlaceOrderRequest, PlaceOrderResponse } from '../../src/api/types/checkout'
import type { CartResponse } from '../../src/api/types/ecommerce'
import type { CheckoutLoad } from '../../src/machines/checkout/checkoutActors'
import { addressErrorsOf, canReach } from '../../src/machines/checkout/checkoutLogic'
import {
  checkoutDraftOf,
  checkoutMachine,
  checkoutStepOf,
} from '../../src/machines/checkout/checkoutMachine'
import type { CartChange, CheckoutInput } from '../../src/machines/checkout/checkoutTypes'
import { pinnedReferenceDay } from '../../src/mocks/db/instance'
import { describeEvent, type ModelEvent, modelEvents } from './checkoutModelEvents'

// Model-based tests of the checkout machine (@xstate/graph): the graph walks the machine itself
// over a fixed alphabet (what a person does, with fixed valid or invalid payloads, and what its
// calls answer), each state summarised by its value only, so form data never splits a state.
// Every reachable state gets the shortest path to it, and each path is replayed on a running
// actor whose calls answer when the path says so; at every step the actor must be where the
// path says, and what the screen reads of that state must hold.

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>

/**
 * The machine as xstate runs it: its transition also takes the done and error events of its
 * invoked calls, which xstate's types leave out of a machine's event type. Declared with method
 * signatures, which TypeScript compares both ways, so the machine itself stands for it.
 */
interface CheckoutRuntime {
  getInitialSnapshot(
    scope: ActorScope<CheckoutSnapshot, ModelEvent>,
    input: CheckoutInput,
  ): CheckoutSnapshot
  transition(
    snapshot: CheckoutSnapshot,
    event: ModelEvent,
    scope: ActorScope<CheckoutSnapshot, ModelEvent>,
  ): CheckoutSnapshot
  getPersistedSnapshot(snapshot: CheckoutSnapshot): Snapshot<unknown>
}
const runtime: CheckoutRuntime = checkoutMachine

/** What the graph walks: the machine's own transitions over the model's alphabet. */
const checkoutModel: ActorLogic<CheckoutSnapshot, ModelEvent, CheckoutInput> = {
  getInitialSnapshot: (scope, initial) => runtime.getInitialSnapshot(scope, initial),
  transition: (snapshot, event, scope) => runtime.transition(snapshot, event, scope),
  getPersistedSnapshot: (snapshot) => runtime.getPersistedSnapshot(snapshot),
}

/**
 * With states summarised by value, an event that only changes the form (a self-transition) is
 * not followed further; so the walk starts from a draft restored after a reload (the machine's
 * own input) in which the shopper had chosen cash on delivery to the first saved address.
 */
const input: CheckoutInput = {
  today: pinnedReferenceDay,
  makeKey: () => 'model-attempt-1',
  restore: {
    step: 'cart',
    addressChoice: 1,
    newAddress: { fullName: '', street: '', city: '', postalCode: '', country: '', phone: '' },
    paymentMethod: 'cashOnDelivery',
    card: { expiry: '', nameOnCard: '' },
  },
}
const valueOf = (snapshot: CheckoutSnapshot) => JSON.stringify(snapshot.value)

const paths = getShortestPaths(checkoutModel, {
  input,
  events: modelEvents,
  serializeState: valueOf,
  serializeEvent: describeEvent,
})

interface Deferred<Output> {
  resolve: (output: Output) => void
  reject: (error: unknown) => void
}

/** A running checkout whose three calls wait until the test answers them. */
function startReplay() {
  const calls: {
    load?: Deferred<CheckoutLoad>
    change?: Deferred<CartResponse>
    place?: Deferred<PlaceOrderResponse>
  } = {}
  const machine = checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise<CheckoutLoad>(
        () => new Promise((resolve, reject) => (calls.load = { resolve, reject })),
      ),
      changeCart: fromPromise<CartResponse, CartChange>(
        () => new Promise((resolve, reject) => (calls.change = { resolve, reject })),
      ),
      placeOrder: fromPromise<PlaceOrderResponse, PlaceOrderRequest>(
        () => new Promise((resolve, reject) => (calls.place = { resolve, reject })),
      ),
    },
  })
  const actor = createActor(machine, { input }).start()

  /** The step's event: a person's event is sent; a call's answer settles that call. */
  function take(event: ModelEvent): void {
    if ('output' in event) {
      if (event.type === 'xstate.done.actor.loadCheckout') calls.load?.resolve(event.output)
      else if (event.type === 'xstate.done.actor.changeCart') calls.change?.resolve(event.output)
      else calls.place?.resolve(event.output)
    } else if ('error' in event) {
      const call =
        event.type === 'xstate.error.actor.loadCheckout'
          ? calls.load
          : event.type === 'xstate.error.actor.changeCart'
            ? calls.change
            : calls.place
      call?.reject(event.error)
    } else actor.send(event)
  }
  return { actor, take }
}

const stepShown: Record<string, ReturnType<typeof checkoutStepOf>> = {
  '"loading"': null,
  '"loadFailed"': null,
  '{"cart":"idle"}': 'cart',
  '{"cart":"updating"}': 'cart',
  '"address"': 'address',
  '"payment"': 'payment',
  '"review"': 'review',
  '"placing"': 'review',
  '"confirmation"': 'confirmation',
}

/** What must hold in each state, whatever the path to it. */
function expectStateHolds(snapshot: CheckoutSnapshot): void {
  const value = valueOf(snapshot)
  const { context } = snapshot
  expect(checkoutStepOf(snapshot)).toBe(stepShown[value])
  const draft = checkoutDraftOf(snapshot)
  expect(JSON.stringify(draft ?? {})).not.toMatch(/cardNumber|cvv/)
  if (value === '"loading"') expect(snapshot.hasTag('loading')).toBe(true)
  if (value === '"loadFailed"') {
    expect(snapshot.hasTag('error')).toBe(true)
    expect(context.failure).not.toBeNull()
  }
  if (value === '{"cart":"updating"}' || value === '"placing"')
    expect(snapshot.hasTag('saving')).toBe(true)
  if (['"address"', '"payment"', '"review"', '"placing"'].includes(value))
    expect(context.cart?.products.length).toBeGreaterThan(0)
  if (['"payment"', '"review"', '"placing"'].includes(value))
    expect(addressErrorsOf(context)).toEqual({})
  if (value === '"review"' || value === '"placing"') expect(canReach(context, 'review')).toBe(true)
  if (value === '"placing"') expect(context.attemptKey).toBe('model-attempt-1')
  if (value === '"confirmation"') {
    expect(snapshot.status).toBe('done')
    expect(snapshot.hasTag('placed')).toBe(true)
    expect(context.order?.invoiceId).toBe(3131)
    // Kept for a reload: the confirmation reads the order back by its id.
    expect(draft?.placedOrderId).toBe(context.order?.id)
  }
}

describe('checkout machine: shortest paths to every reachable state', () => {
  it('reaches every state of the checkout, and no other', () => {
    expect(paths.map((path) => valueOf(path.state)).sort()).toEqual(Object.keys(stepShown).sort())
  })

  for (const path of paths) {
    // The first step is the start itself (xstate.init); the moves follow it.
    const [start, ...moves] = path.steps
    const route = moves.map((step) => describeEvent(step.event)).join(' → ')
    it(`reaches ${valueOf(path.state)} by ${route || 'starting'}`, async () => {
      const { actor, take } = startReplay()
      expect(start && valueOf(start.state)).toBe(valueOf(actor.getSnapshot()))
      expectStateHolds(actor.getSnapshot())
      for (const step of moves) {
        take(step.event)
        const expected = valueOf(step.state)
        const reached = await waitFor(actor, (snapshot) => valueOf(snapshot) === expected, {
          timeout: 1000,
        })
        expectStateHolds(reached)
      }
      expect(valueOf(actor.getSnapshot())).toBe(valueOf(path.state))
      actor.stop()
    })
  }
})
