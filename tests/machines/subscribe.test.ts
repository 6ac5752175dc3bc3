import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  type SubscriptionRequest,
  subscribeMachine,
  validateSubscriberEmail,
} from '../../src/machines/misc/subscribeMachine'

function start(submit: (input: SubscriptionRequest) => Promise<void> = async () => undefined) {
  const requests: SubscriptionRequest[] = []
  const machine = subscribeMachine.provide({
    actors: {
      submitSubscription: fromPromise<undefined, SubscriptionRequest>(async ({ input }) => {
        requests.push(input)
        await submit(input)
        return undefined
      }),
    },
  })
  return { actor: createActor(machine).start(), requests }
}

describe('validateSubscriberEmail', () => {
  it('asks for an address, refuses a malformed one and accepts a real one', () => {
    expect(validateSubscriberEmail('')).toBe('required')
    expect(validateSubscriberEmail('   ')).toBe('required')
    expect(validateSubscriberEmail('ana@')).toBe('invalid')
    expect(validateSubscriberEmail('ana at example.com')).toBe('invalid')
    expect(validateSubscriberEmail(' ana@example.com ')).toBeNull()
  })
})

describe('subscribeMachine', () => {
  it('starts editing with an empty address and no error', () => {
    const { actor } = start()
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('editing')).toBe(true)
    expect(snapshot.context).toEqual({
      email: '',
      fieldError: null,
      subscribedEmail: null,
      hasFailed: false,
    })
  })

  it('refuses an empty address without calling the submit actor', () => {
    const { actor, requests } = start()
    actor.send({ type: 'subscribe.submit' })
    expect(actor.getSnapshot().hasTag('editing')).toBe(true)
    expect(actor.getSnapshot().context.fieldError).toBe('required')
    expect(requests).toEqual([])
  })

  it('refuses a malformed address and clears the error as soon as the address changes', () => {
    const { actor, requests } = start()
    actor.send({ type: 'subscribe.change', email: 'ana@example' })
    actor.send({ type: 'subscribe.submit' })
    expect(actor.getSnapshot().context.fieldError).toBe('invalid')
    actor.send({ type: 'subscribe.change', email: 'ana@example.com' })
    expect(actor.getSnapshot().context.fieldError).toBeNull()
    expect(requests).toEqual([])
  })

  it('submits a valid address (trimmed) and thanks with it', async () => {
    const { actor, requests } = start()
    actor.send({ type: 'subscribe.change', email: '  ana@example.com ' })
    actor.send({ type: 'subscribe.submit' })
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    const done = await waitFor(actor, (snapshot) => snapshot.hasTag('subscribed'))
    expect(requests).toEqual([{ email: 'ana@example.com' }])
    expect(done.context.subscribedEmail).toBe('ana@example.com')
  })

  it('ignores further submits while one is under way', () => {
    const { actor, requests } = start(() => new Promise(() => undefined))
    actor.send({ type: 'subscribe.change', email: 'ana@example.com' })
    actor.send({ type: 'subscribe.submit' })
    actor.send({ type: 'subscribe.submit' })
    actor.send({ type: 'subscribe.change', email: 'other@example.com' })
    expect(requests).toHaveLength(1)
    expect(actor.getSnapshot().context.email).toBe('ana@example.com')
  })

  it('returns to editing with the address kept when the submit fails, and can retry', async () => {
    let attempts = 0
    const { actor, requests } = start(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('offline')
    })
    actor.send({ type: 'subscribe.change', email: 'ana@example.com' })
    actor.send({ type: 'subscribe.submit' })
    const failed = await waitFor(actor, (snapshot) => snapshot.context.hasFailed)
    expect(failed.hasTag('editing')).toBe(true)
    expect(failed.context.email).toBe('ana@example.com')

    actor.send({ type: 'subscribe.submit' })
    expect(actor.getSnapshot().context.hasFailed).toBe(false)
    await waitFor(actor, (snapshot) => snapshot.hasTag('subscribed'))
    expect(requests).toHaveLength(2)
  })

  it('starts over with an empty form after a reset', async () => {
    const { actor } = start()
    actor.send({ type: 'subscribe.change', email: 'ana@example.com' })
    actor.send({ type: 'subscribe.submit' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('subscribed'))
    actor.send({ type: 'subscribe.reset' })
    expect(actor.getSnapshot().hasTag('editing')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ email: '', subscribedEmail: null })
  })
})
