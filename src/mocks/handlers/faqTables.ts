// The FAQ's and the knowledge base's tables, seeded from the fixtures.
import { createFaqCategories } from '../../fixtures/faq'
import {
  createKnowledgeBaseCategories,
  createKnowledgeBaseCategoryData,
  createKnowledgeBaseQuestions,
} from '../../fixtures/faq/knowledgeBase'
import { defineTable } from '../db/table'

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
