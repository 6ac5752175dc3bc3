import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import type {
  FaqData,
  KnowledgeBaseCategoriesResponse,
  KnowledgeBaseCategoryData,
  KnowledgeBaseQuestion,
  KnowledgeBaseSearchMatch,
} from '../../api/types/faq'
import { buildKnowledgeBaseCategory } from '../../fixtures/faq/knowledgeBase'
import { queryList } from '../db/listQuery'
import type { RepositoryReader } from '../db/repository'
import { notFound } from '../http/errors'
import { queryText, readQuery } from '../http/input'
import { route } from '../http/route'
import { failingHandlers, pendingHandlers, type ScenarioCall } from './contentScenarios'
import { helpfulVoteHandlers } from './faqHelpful'
import {
  faqCategoriesTable,
  knowledgeBaseCategoriesTable,
  knowledgeBaseCategoryDataTable,
  knowledgeBaseQuestionsTable,
} from './faqTables'

const slug = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(120)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be a slug of lowercase letters, digits and dashes')

const searchQuery = z.object({ q: queryText })

/** Articles of every category whose title matches `q`, with their category; none without `q`. */
async function searchArticles(
  repo: RepositoryReader,
  q: string | undefined,
): Promise<KnowledgeBaseSearchMatch[]> {
  if (!q?.trim()) return []
  const { rows } = await repo.list(knowledgeBaseQuestionsTable, { q, searchFields: ['title'] })
  const categories = (await repo.list(knowledgeBaseCategoriesTable)).rows
  return rows.map((article) => ({
    id: article.id,
    question: article.title,
    slug: article.slug,
    categorySlug: article.categorySlug,
    categoryTitle:
      categories.find((category) => category.slug === article.categorySlug)?.title ?? '',
  }))
}
const categoryQuery = z.object({ category: slug })
const questionQuery = z.object({ category: slug, question: slug })

export const faqHandlers = [
  route('get', '/faq/data', async ({ url, repo }) => {
    const { q } = readQuery(url, searchQuery)
    const answer: FaqData = {}
    // The questions are searched inside each category's document, here over the listed rows.
    for (const { key, ...category } of (await repo.list(faqCategoriesTable)).rows) {
      const { rows } = queryList(category.qandA, {
        q,
        searchFields: [(entry) => entry.question, (entry) => entry.ans],
      })
      // A search leaves out the categories where nothing matched.
      if (rows.length > 0 || !q?.trim()) answer[key] = { ...category, qandA: rows }
    }
    return answer
  }),

  route('get', '/faq/data/knowledge_base', async ({ url, repo }) => {
    const { q } = readQuery(url, searchQuery)
    const { rows } = await repo.list(knowledgeBaseCategoriesTable, { q, searchFields: ['title'] })
    const articles = (await repo.list(knowledgeBaseQuestionsTable)).rows
    const categories = rows.map((category) => ({
      ...category,
      questionCount: articles.filter((article) => article.categorySlug === category.slug).length,
    }))
    return {
      categories,
      questions: await searchArticles(repo, q),
    } satisfies KnowledgeBaseCategoriesResponse
  }),

  route('get', '/faq/data/category', async ({ url, repo }) => {
    const { category } = readQuery(url, categoryQuery)
    const data = (await repo.list(knowledgeBaseCategoryDataTable)).rows.find(
      (entry) => entry.category.slug === category,
    )
    if (!data) throw notFound(`No knowledge base category "${category}".`)
    return data satisfies KnowledgeBaseCategoryData
  }),

  route('get', '/faq/data/question', async ({ url, repo }) => {
    const { category, question } = readQuery(url, questionQuery)
    if ((await repo.count(knowledgeBaseCategoriesTable, { slug: category })) === 0) {
      throw notFound(`No knowledge base category "${category}".`)
    }
    const where = { categorySlug: category, slug: question }
    const [row] = (await repo.list(knowledgeBaseQuestionsTable, { where, perPage: 1 })).rows
    if (!row) throw notFound(`No article "${question}" in the category "${category}".`)
    const { title, lastUpdated, relatedQuestions, content } = row
    return { title, lastUpdated, relatedQuestions, content } satisfies KnowledgeBaseQuestion
  }),

  ...helpfulVoteHandlers,
]

const faqCalls: ScenarioCall[] = [
  ['get', '/faq/data'],
  ['get', '/faq/data/knowledge_base'],
  ['get', '/faq/data/category'],
  ['get', '/faq/data/question'],
  ['get', '/faq/data/helpful'],
  ['post', '/faq/data/helpful'],
]

export const faqScenarios = {
  empty: [
    http.get('*/faq/data', () => HttpResponse.json({} satisfies FaqData)),
    http.get('*/faq/data/knowledge_base', () =>
      HttpResponse.json({
        categories: [],
        questions: [],
      } satisfies KnowledgeBaseCategoriesResponse),
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
    ...helpfulVoteHandlers,
  ],
  error: failingHandlers(faqCalls, 'The help centre could not be loaded. Try again in a moment.'),
  loading: pendingHandlers(faqCalls),
}
