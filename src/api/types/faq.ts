// FAQ and knowledge base (SPEC §3, §7 "Content and cards").

/** The five FAQ categories, in the order the FAQ page shows them. */
export const faqCategoryKeys = [
  'payment',
  'delivery',
  'cancellationReturn',
  'myOrders',
  'productServices',
] as const

export type FaqCategoryKey = (typeof faqCategoryKeys)[number]

export interface FaqQandA {
  question: string
  ans: string
}

export interface FaqCategory {
  /** A Primer octicon name, e.g. `credit-card`. */
  icon: string
  title: string
  subtitle: string
  qandA: FaqQandA[]
}

/**
 * GET /faq/data: the categories keyed by name. With `q`, only the matching
 * questions are kept and a category without any is left out.
 */
export type FaqData = Partial<Record<FaqCategoryKey, FaqCategory>>

export interface FaqQuery {
  q?: string
}

export interface KnowledgeBaseCategory {
  id: number
  slug: string
  title: string
  description: string
  /** A Primer octicon name. */
  icon: string
}

/** A link to a knowledge base article. */
export interface KnowledgeBaseQuestionLink {
  id: number
  question: string
  slug: string
}

/** GET /faq/data/category: the category and the articles it holds. */
export interface KnowledgeBaseCategoryData {
  category: KnowledgeBaseCategory
  questions: KnowledgeBaseQuestionLink[]
}

/** GET /faq/data/question: one article; related questions are in the same category. */
export interface KnowledgeBaseQuestion {
  title: string
  /** ISO date-time. */
  lastUpdated: string
  relatedQuestions: KnowledgeBaseQuestionLink[]
  /** HTML; sanitize before rendering. */
  content: string
}

export interface KnowledgeBaseQuery {
  q?: string
}

export interface KnowledgeBaseCategoriesResponse {
  categories: KnowledgeBaseCategory[]
}

export interface KnowledgeBaseCategoryQuery {
  category: string
}

export interface KnowledgeBaseQuestionQuery {
  category: string
  question: string
}
