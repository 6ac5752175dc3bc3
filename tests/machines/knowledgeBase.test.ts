import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { HelpfulVote } from '../../src/api/types/faq'
import { buildKnowledgeBaseCategory } from '../../src/fixtures/faq/knowledgeBase'
import { helpfulVotesMachine } from '../../src/machines/help/helpfulVotesMachine'
import {
  type KnowledgeBaseLocation,
  type KnowledgeBasePage,
  knowledgeBaseMachine,
} from '../../src/machines/help/knowledgeBaseMachine'

const category = buildKnowledgeBaseCategory({ slug: 'integrations', title: 'Integrations' })

function startKnowledgeBase(location: KnowledgeBaseLocation) {
  const loads: Array<{ location: KnowledgeBaseLocation; q: string }> = []
  const machine = knowledgeBaseMachine.provide({
    actors: {
      loadPage: fromPromise<
        KnowledgeBasePage | null,
        { location: KnowledgeBaseLocation; q: string }
      >(async ({ input }) => {
        loads.push(input)
        if (input.location.category === 'gardening') return null
        if (input.location.category === null)
          return { kind: 'home', home: { categories: [], questions: [] } }
        return { kind: 'category', category: { category, questions: [] } }
      }),
      votes: helpfulVotesMachine.provide({
        actors: { loadVotes: fromPromise<HelpfulVote[]>(async () => []) },
      }),
    },
  })
  const actor = createActor(machine, { input: { location, q: '', searchDelayMs: 0 } }).start()
  return { actor, loads }
}

describe('knowledgeBaseMachine', () => {
  it('loads each page it is sent to once, and tells an unknown one apart', async () => {
    const { actor, loads } = startKnowledgeBase({ category: 'integrations', question: null })
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    // The same page again (a re-render) loads nothing.
    actor.send({ type: 'kb.open', location: { category: 'integrations', question: null }, q: '' })
    actor.send({ type: 'kb.open', location: { category: 'gardening', question: null }, q: '' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('notFound'))
    expect(loads.map((load) => load.location.category)).toEqual(['integrations', 'gardening'])
    expect(actor.getSnapshot().context.page).toBeNull()
  })

  it("opens the home with the URL's search and is empty when nothing is there", async () => {
    const { actor, loads } = startKnowledgeBase({ category: 'integrations', question: null })
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'kb.open', location: { category: null, question: null }, q: 'webhook' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('empty'))
    expect(loads.at(-1)).toEqual({ location: { category: null, question: null }, q: 'webhook' })
    actor.send({ type: 'view.follow', q: 'api' })
    await waitFor(actor, () => loads.length === 3)
    expect(actor.getSnapshot().context).toMatchObject({ q: 'api', searchText: 'api' })
  })
})
