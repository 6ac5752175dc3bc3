import { describe, expect, it } from 'vitest'
import type {
  FaqData,
  KnowledgeBaseCategoriesResponse,
  KnowledgeBaseCategoryData,
  KnowledgeBaseQuestion,
} from '../../src/api/types/faq'
import { faqHandlers, faqScenarios } from '../../src/mocks/handlers/faq'
// Aliased: the `use` prefix makes react-hooks/rules-of-hooks flag a top-level call.
import { call, startContractServer } from '../support/contract'

const server = startContractServer(...faqHandlers)

describe('GET /faq/data', () => {
  it('answers the five categories in order, each with icon, title, subtitle and its Q&As', async () => {
    const { status, body } = await call<FaqData>('/faq/data')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual([
      'payment',
      'delivery',
      'cancellationReturn',
      'myOrders',
      'productServices',
    ])
    expect(body.payment).toMatchObject({ icon: 'credit-card', title: 'Payment' })
    expect(body.payment?.qandA).toHaveLength(5)
    expect(body.delivery?.qandA).toHaveLength(6)
    expect(body.myOrders?.qandA).toHaveLength(4)
    expect(body.delivery?.qandA[0]).toEqual({
      question: 'How long does delivery take?',
      ans: expect.stringContaining('3 to 5 working days'),
    })
  })

  it('filters questions by their text, case-insensitively, and leaves out categories without a match', async () => {
    const { body } = await call<FaqData>('/faq/data', { query: { q: 'PARCEL' } })
    expect(Object.keys(body)).toEqual(['payment', 'delivery', 'cancellationReturn', 'myOrders'])
    expect(body.payment?.qandA.map((entry) => entry.question)).toEqual(['When is my card charged?'])
    expect(body.delivery?.qandA.map((entry) => entry.question)).toEqual([
      'How do I track my parcel?',
      'Do you deliver to a parcel locker or a pickup point?',
      'What if nobody is home when the courier arrives?',
    ])
    expect(body.delivery).toMatchObject({ icon: 'rocket', title: 'Delivery' })
  })

  it('matches the answer text too', async () => {
    const { body } = await call<FaqData>('/faq/data', { query: { q: 'apple pay' } })
    expect(body).toEqual({
      payment: expect.objectContaining({
        qandA: [expect.objectContaining({ question: 'Which payment methods do you accept?' })],
      }),
    })
  })

  it('answers an empty object when nothing matches, and everything for a blank q', async () => {
    expect((await call<FaqData>('/faq/data', { query: { q: 'zeppelin' } })).body).toEqual({})
    const blank = await call<FaqData>('/faq/data', { query: { q: '   ' } })
    expect(Object.keys(blank.body)).toHaveLength(5)
  })

  it('answers 400 for a search text over 500 characters', async () => {
    const { status, body } = await call('/faq/data', { query: { q: 'x'.repeat(501) } })
    expect(status).toBe(400)
    expect(body).toEqual({ message: expect.stringContaining('q') })
  })

  it('answers 401 when signed out and 403 to a client', async () => {
    expect((await call('/faq/data', { as: 'signed-out' })).status).toBe(401)
    const client = await call('/faq/data', { as: 'client' })
    expect(client.status).toBe(403)
    expect(client.body).toEqual({ message: expect.any(String) })
  })
})

describe('GET /faq/data/knowledge_base', () => {
  it('answers the eight categories with id, slug, title, description and icon', async () => {
    const { status, body } = await call<KnowledgeBaseCategoriesResponse>('/faq/data/knowledge_base')
    expect(status).toBe(200)
    expect(body.categories).toHaveLength(8)
    expect(body.categories[0]).toEqual({
      id: 1,
      slug: 'getting-started',
      title: 'Getting Started',
      description: 'Set up a workspace, find your way around and bring your data in.',
      icon: 'rocket',
      questionCount: 3,
    })
    expect(body.categories.find((category) => category.slug === 'integrations')).toMatchObject({
      questionCount: 3,
    })
    expect(body.questions).toEqual([])
  })

  it('with q, also answers the matching articles of every category, with their category', async () => {
    const { body } = await call<KnowledgeBaseCategoriesResponse>('/faq/data/knowledge_base', {
      query: { q: 'API KEY' },
    })
    expect(body.questions).toEqual([
      {
        id: 15,
        question: 'Create an API key',
        slug: 'create-an-api-key',
        categorySlug: 'integrations',
        categoryTitle: 'Integrations',
      },
    ])
    expect(body.categories).toEqual([])
  })

  it('filters categories by title only', async () => {
    const { body } = await call<KnowledgeBaseCategoriesResponse>('/faq/data/knowledge_base', {
      query: { q: 'ING' },
    })
    expect(body.categories.map((category) => category.slug)).toEqual([
      'getting-started',
      'billing-plans',
      'troubleshooting',
    ])
    const amp = await call<KnowledgeBaseCategoriesResponse>('/faq/data/knowledge_base', {
      query: { q: '&' },
    })
    expect(amp.body.categories.map((category) => category.slug)).toEqual([
      'account-profile',
      'billing-plans',
      'team-permissions',
      'reports-analytics',
      'security-privacy',
    ])
    // "webhooks" is in a description, not a title
    const description = await call<KnowledgeBaseCategoriesResponse>('/faq/data/knowledge_base', {
      query: { q: 'webhooks' },
    })
    expect(description.body.categories).toEqual([])
  })

  it('answers 403 to a client', async () => {
    expect((await call('/faq/data/knowledge_base', { as: 'client' })).status).toBe(403)
  })
})

describe('GET /faq/data/category', () => {
  it('answers the category and links to its articles', async () => {
    const { status, body } = await call<KnowledgeBaseCategoryData>('/faq/data/category', {
      query: { category: 'integrations' },
    })
    expect(status).toBe(200)
    expect(body.category).toMatchObject({ id: 5, title: 'Integrations', icon: 'plug' })
    expect(body.questions).toEqual([
      { id: 13, question: 'Connect Google Calendar', slug: 'connect-google-calendar' },
      {
        id: 14,
        question: 'Send events to your own service with webhooks',
        slug: 'use-webhooks',
      },
      { id: 15, question: 'Create an API key', slug: 'create-an-api-key' },
    ])
  })

  it('answers 404 with a message for an unknown category', async () => {
    const { status, body } = await call('/faq/data/category', { query: { category: 'gardening' } })
    expect(status).toBe(404)
    expect(body).toEqual({ message: 'No knowledge base category "gardening".' })
  })

  it('answers 400 without a category or with a malformed one', async () => {
    expect((await call('/faq/data/category')).status).toBe(400)
    const malformed = await call('/faq/data/category', { query: { category: 'Not A Slug!' } })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({ message: expect.stringContaining('category') })
  })
})

describe('GET /faq/data/question', () => {
  it('answers the article: title, lastUpdated from the reference day, related questions and HTML', async () => {
    const { status, body } = await call<KnowledgeBaseQuestion>('/faq/data/question', {
      query: { category: 'security-privacy', question: 'turn-on-two-step-verification' },
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      title: 'Turn on two-step verification',
      lastUpdated: '2026-03-15T14:30:00.000Z',
      relatedQuestions: [
        { id: 20, question: 'Where is my data stored?', slug: 'where-is-my-data-stored' },
        { id: 21, question: 'Sign out of other devices', slug: 'sign-out-other-devices' },
      ],
      content: expect.stringContaining('<ol><li>Open Account settings, Security.</li>'),
    })
  })

  it('answers 404 for an unknown category, or a question of another category', async () => {
    const unknownCategory = await call('/faq/data/question', {
      query: { category: 'gardening', question: 'use-webhooks' },
    })
    expect(unknownCategory).toEqual({
      status: 404,
      body: { message: 'No knowledge base category "gardening".' },
    })
    const wrongCategory = await call('/faq/data/question', {
      query: { category: 'troubleshooting', question: 'use-webhooks' },
    })
    expect(wrongCategory).toEqual({
      status: 404,
      body: { message: 'No article "use-webhooks" in the category "troubleshooting".' },
    })
  })

  it('answers 400 when the question is missing', async () => {
    const { status, body } = await call('/faq/data/question', {
      query: { category: 'troubleshooting' },
    })
    expect(status).toBe(400)
    expect(body).toEqual({ message: expect.stringContaining('question') })
  })

  it('answers 401 when signed out', async () => {
    const { status } = await call('/faq/data/question', {
      query: { category: 'troubleshooting', question: 'charts-look-empty' },
      as: 'signed-out',
    })
    expect(status).toBe(401)
  })
})

describe('faqScenarios', () => {
  it('empty answers no categories, error answers 500 with a message', async () => {
    server.use(...faqScenarios.empty)
    expect((await call('/faq/data')).body).toEqual({})
    expect((await call('/faq/data/knowledge_base')).body).toEqual({ categories: [], questions: [] })
    server.use(...faqScenarios.error)
    const failed = await call('/faq/data/category', { query: { category: 'integrations' } })
    expect(failed).toEqual({ status: 500, body: { message: expect.any(String) } })
  })
})
