import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { FaqData, HelpfulVote } from '../../src/api/types/faq'
import { splitByMatches } from '../../src/components/highlight/HighlightedText'
import { buildFaqQandA } from '../../src/fixtures/faq'
import { faqMachine } from '../../src/machines/help/faqMachine'
import { helpfulVotesMachine } from '../../src/machines/help/helpfulVotesMachine'

const category = (question: string) => ({
  icon: 'rocket',
  title: 'Delivery',
  subtitle: 'Parcels',
  qandA: [buildFaqQandA({ question })],
})

/** The FAQ machine answering from `answer(q)`, with the calls it made. */
function startFaq(search: string, answer: (q: string) => FaqData, clock = new SimulatedClock()) {
  const asked: string[] = []
  const machine = faqMachine.provide({
    actors: {
      loadFaq: fromPromise<FaqData, { q: string }>(async ({ input }) => {
        asked.push(input.q)
        return answer(input.q)
      }),
      votes: helpfulVotesMachine.provide({
        actors: { loadVotes: fromPromise<HelpfulVote[]>(async () => []) },
      }),
    },
  })
  const actor = createActor(machine, {
    input: { search: new URLSearchParams(search), searchDelayMs: 300 },
    clock,
  }).start()
  return { actor, asked, clock }
}

describe('faqMachine', () => {
  it('opens on the URL view and searches once typing pauses, closing the open answer', async () => {
    const { actor, asked, clock } = startFaq('question=track-a-parcel', (q) =>
      q === 'zeppelin' ? {} : { delivery: category('Track a parcel') },
    )
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    expect(actor.getSnapshot().context.question).toBe('track-a-parcel')
    actor.send({ type: 'search.type', text: 'zep' })
    actor.send({ type: 'search.type', text: ' zeppelin ' })
    clock.increment(299)
    expect(asked).toEqual([''])
    clock.increment(1)
    await waitFor(actor, (snapshot) => snapshot.hasTag('empty'))
    expect(asked).toEqual(['', 'zeppelin'])
    expect(actor.getSnapshot().context).toMatchObject({ q: 'zeppelin', question: null })
  })

  it('toggles one open question and follows the URL when a link or Back moves it', async () => {
    const { actor, asked } = startFaq('', () => ({ delivery: category('Track a parcel') }))
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'question.toggle', question: 'track-a-parcel' })
    expect(actor.getSnapshot().context.question).toBe('track-a-parcel')
    actor.send({ type: 'question.toggle', question: 'track-a-parcel' })
    expect(actor.getSnapshot().context.question).toBeNull()
    actor.send({ type: 'view.follow', search: new URLSearchParams('q=parcel&question=a') })
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated') && asked.length === 2)
    expect(actor.getSnapshot().context).toMatchObject({
      q: 'parcel',
      searchText: 'parcel',
      question: 'a',
    })
  })
})

describe('helpfulVotesMachine', () => {
  it('shows a vote at once and puts the earlier answer back when it cannot be kept', async () => {
    let refuse = false
    const sent: HelpfulVote[] = []
    const actor = createActor(
      helpfulVotesMachine.provide({
        actors: {
          loadVotes: fromPromise<HelpfulVote[]>(async () => [{ topic: 'faq/a', helpful: true }]),
          saveVote: fromPromise<HelpfulVote, HelpfulVote>(async ({ input }) => {
            sent.push(input)
            if (refuse) throw new Error('offline')
            return input
          }),
        },
      }),
    ).start()
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(actor.getSnapshot().context.votes).toEqual({ 'faq/a': true })
    actor.send({ type: 'helpful.vote', topic: 'faq/b', helpful: false })
    expect(actor.getSnapshot().context.votes).toEqual({ 'faq/a': true, 'faq/b': false })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    // The call gets the vote itself, not the event.
    expect(sent).toEqual([{ topic: 'faq/b', helpful: false }])
    refuse = true
    actor.send({ type: 'helpful.vote', topic: 'faq/a', helpful: false })
    expect(actor.getSnapshot().context.votes['faq/a']).toBe(false)
    await waitFor(actor, (snapshot) => snapshot.context.failure !== null)
    expect(actor.getSnapshot().context.votes).toEqual({ 'faq/a': true, 'faq/b': false })
    actor.send({ type: 'helpful.vote', topic: 'faq/c', helpful: true })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(actor.getSnapshot().context.votes).not.toHaveProperty('faq/c')
  })
})

describe('splitByMatches', () => {
  it('cuts the text around each match, in any letter case', () => {
    expect(splitByMatches('Parcel locker or PARCEL shop', 'parcel')).toEqual([
      '',
      'Parcel',
      ' locker or ',
      'PARCEL',
      ' shop',
    ])
    expect(splitByMatches('No match', '  ')).toEqual(['No match'])
  })
})
