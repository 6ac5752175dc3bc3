import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import type {
  FaqData,
  KnowledgeBaseCategoriesResponse,
  KnowledgeBaseCategoryData,
  KnowledgeBaseQuestion,
} from '../../api/types/faq'
import { createFaqCategories } from '../../fixtures/faq'
import {
  buildKnowledgeBaseCategory,
  createKnowledgeBaseCategories,
  createKnowledgeBaseCategoryData,
  createKnowledgeBaseQuestions,
} from '../../fixtures/faq/knowledgeBase'
import { defineTable } from '../db/store'
import { queryList } from '../db/listQuery'
import { notFound } from '../http/errors'
import { queryText, readQuery } from '../http/input'
import { route } from '../http/route'
import { failingHandlers, pendingHandlers, type ScenarioCall } from './contentScenarios'

export const faqCategoriesTable = defineTable('faqCategories', createFaqCategories)
export const knowledgeBaseCategoriesTable = defineTable(
  'knowledgeBaseCategories',
  createKnowledgeBaseCategories,
)
export const knowledgeBaseCategoryDataTable = defineTable(
  'knowledgeBaseCategoryData',
  createKnowledgeBaseCategoryData,
)
export const knowledgeBaseQuestionsTable = defineTable(
  'knowledgeBaseQuestions',
  createKnowledgeBaseQuestions,
)

const slug = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(120)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be a slug of lowercase letters, digits and dashes')

const searchQuery = z.object({ q: queryText })
const categoryQuery = z.object({ category: slug })
const questionQuery = z.object({ category: slug, question: slug })

export const faqHandlers = [
  route('get', '/faq/data', ({ url, store }) => {
    const { q } = readQuery(url, searchQuery)
    const answer: FaqData = {}
    for (const { key, ...category } of store.read(faqCategoriesTable)) {
      const { rows } = queryList(category.qandA, {
        q,
        searchFields: [(entry) => entry.question, (entry) => entry.ans],
      })
      // A search leaves out the categories where nothing matched.
      if (rows.length > 0 || !q?.trim()) answer[key] = { ...category, qandA: rows }
    }
    return answer
  }),

  route('get', '/faq/data/knowledge_base', ({ url, store }) => {
    const { q } = readQuery(url, searchQuery)
    const { rows } = queryList(store.read(knowledgeBaseCategoriesTable), {
      q,
      searchFields: [(category) => category.title],
    })
    return { categories: rows } satisfies KnowledgeBaseCategoriesResponse
  }),

  route('get', '/faq/data/category', ({ url, store }) => {
    const { category } = readQuery(url, categoryQuery)
    const data = store
      .read(knowledgeBaseCategoryDataTable)
      .find((entry) => entry.category.slug === category)
    if (!data) throw notFound(`No knowledge base category "${category}".`)
    return data satisfies KnowledgeBaseCategoryData
  }),

  route('get', '/faq/data/question', ({ url, store }) => {
    const { category, question } = readQuery(url, questionQuery)
    if (!store.read(knowledgeBaseCategoriesTable).some((entry) => entry.slug === category)) {
      throw notFound(`No knowledge base category "${category}".`)
    }
    const row = store
      .read(knowledgeBaseQuestionsTable)
      .find((entry) => entry.categorySlug === category && entry.slug === question)
    if (!row) throw notFound(`No article "${question}" in the category "${category}".`)
    const { title, lastUpdated, relatedQuestions, content } = row
    return { title, lastUpdated, relatedQuestions, content } satisfies KnowledgeBaseQuestion
  }),
]

const faqCalls: ScenarioCall[] = [
  ['get', '/faq/data'],
  ['get', '/faq/data/knowledge_base'],
  ['get', '/faq/data/category'],
  ['get', '/faq/data/question'],
]

export const faqScenarios = {
  empty: [
    http.get('*/faq/data', () => HttpResponse.json({} satisfies FaqData)),
    http.get('*/faq/data/knowledge_base', () =>
      HttpResponse.json({ categories: [] } satisfies KnowledgeBaseCategoriesResponse),
    ),
    http.get('*/faq/data/category', () =>
      HttpResponse.json({
        category: buildKnowledgeBaseCategory(),
        questions: [],
      } satisfies KnowledgeBaseCategoryData),
    ),
    http.get('*/faq/data/question', () =>
      HttpResponse.json({ message: 'This article has been removed.' }, { status: 404 }),
    ),
  ],
  error: failingHandlers(faqCalls, 'The help centre could not be loaded. Try again in a moment.'),
  loading: pendingHandlers(faqCalls),
}
