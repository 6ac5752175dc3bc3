import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../src/api/http'
import type { AutocompleteItem, AutocompleteResponse } from '../../src/api/types/search'
import { autocompleteMachine, matchingTitles } from '../../src/machines/forms/autocompleteMachine'

const titles: AutocompleteItem[] = [
  { id: 1, title: 'The Amber Lighthouse', rank: 3 },
  { id: 2, title: 'Copper Orchard', rank: 1 },
  { id: 3, title: 'An Atlas of Amber', rank: 2 },
  { id: 4, title: 'Crème Brûlée Engine', rank: 4 },
]

function start(
  load: () => Promise<AutocompleteResponse> = async () => ({ autoComplete: titles }),
  input: { chosen?: string; maxOptions?: number } = {},
) {
  let calls = 0
  const machine = autocompleteMachine.provide({
    actors: {
      loadTitles: fromPromise(() => {
        calls += 1
        return load()
      }),
    },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, calls: () => calls }
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.hasTag('ready'))

describe('matchingTitles', () => {
  it('ranks titles with a word starting with the text before those that only contain it', () => {
    const found = matchingTitles(titles, 'amb', 8).map((item) => item.id)
    expect(found).toEqual([3, 1])
    expect(matchingTitles(titles, 'ER', 8).map((item) => item.id)).toEqual([2, 3, 1])
  })

  it('needs every word, ignores case and accents, and keeps to the limit', () => {
    expect(matchingTitles(titles, 'amber light', 8).map((item) => item.id)).toEqual([1])
    expect(matchingTitles(titles, 'creme brulee', 8).map((item) => item.id)).toEqual([4])
    expect(matchingTitles(titles, '', 2).map((item) => item.id)).toEqual([2, 3])
    expect(matchingTitles(titles, 'zebra', 8)).toEqual([])
  })
})

describe('autocompleteMachine', () => {
  it('loads the titles once and suggests the most popular before anything is typed', async () => {
    const { actor, calls } = start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await ready(actor)
    expect(actor.getSnapshot().context.options.map((item) => item.id)).toEqual([2, 3, 1, 4])
    actor.send({ type: 'query.type', text: 'amber' })
    actor.send({ type: 'query.type', text: 'copper' })
    expect(calls()).toBe(1)
  })

  it('suggests as the text changes and empties the list when nothing matches', async () => {
    const { actor } = start()
    await ready(actor)
    actor.send({ type: 'query.type', text: 'orch' })
    expect(actor.getSnapshot().context.options.map((item) => item.title)).toEqual([
      'Copper Orchard',
    ])
    actor.send({ type: 'query.type', text: 'orchestra' })
    expect(actor.getSnapshot().context.options).toEqual([])
  })

  it('keeps a chosen title until the text is changed away from it', async () => {
    const { actor } = start()
    await ready(actor)
    actor.send({ type: 'query.type', text: 'atl' })
    actor.send({ type: 'option.choose', id: 3 })
    expect(actor.getSnapshot().context).toMatchObject({
      query: 'An Atlas of Amber',
      chosen: { id: 3 },
    })
    actor.send({ type: 'option.choose', id: 99 })
    expect(actor.getSnapshot().context.chosen?.id).toBe(3)
    actor.send({ type: 'query.type', text: 'An Atlas of Ambe' })
    expect(actor.getSnapshot().context.chosen).toBeNull()
  })

  it('chooses the title the URL names once the titles are in, and ignores an unknown one', async () => {
    const named = start(undefined, { chosen: 'Copper Orchard' })
    await ready(named.actor)
    expect(named.actor.getSnapshot().context.chosen?.id).toBe(2)
    const unknown = start(undefined, { chosen: 'No Such Title' })
    await ready(unknown.actor)
    expect(unknown.actor.getSnapshot().context).toMatchObject({
      chosen: null,
      query: 'No Such Title',
      options: [],
    })
  })

  it('says why the titles did not load and loads them again on retry', async () => {
    let fail = true
    const { actor, calls } = start(async () => {
      if (fail) throw new ApiError(500, {}, 'Search data could not be loaded.')
      return { autoComplete: titles }
    })
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'))
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'unavailable' })
    actor.send({ type: 'option.choose', id: 2 })
    expect(actor.getSnapshot().context.chosen).toBeNull()
    fail = false
    actor.send({ type: 'titles.retry' })
    await ready(actor)
    expect(calls()).toBe(2)
    expect(actor.getSnapshot().context.failure).toBeNull()
  })
})
