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

/** A category on the knowledge base's home, with how many articles it holds. */
export interface KnowledgeBaseCategorySummary extends KnowledgeBaseCategory {
  questionCount: number
}

/** An article found by a search across the whole knowledge base, with its category. */
export interface KnowledgeBaseSearchMatch extends KnowledgeBaseQuestionLink {
  categorySlug: string
  categoryTitle: string
}

export interface KnowledgeBaseCategoriesResponse {
  /** With `q`, the categories whose title matches. */
  categories: KnowledgeBaseCategorySummary[]
  /** With `q`, every article whose title matches, in any category; without, none. */
  questions: KnowledgeBaseSearchMatch[]
}

/**
 * A "Was this helpful?" answer of the signed-in account. `topic` names what was voted on:
 * `faq/<question slug>` or `kb/<category slug>/<question slug>` (`src/api/helpTopics.ts`).
 */
export interface HelpfulVote {
  topic: string
  helpful: boolean
}

/** GET /faq/data/helpful: the caller's votes. */
export interface HelpfulVotesResponse {
  votes: HelpfulVote[]
}

/** POST /faq/data/helpful: answers the vote as kept. */
export interface HelpfulVoteResponse {
  vote: HelpfulVote
}

export interface KnowledgeBaseCategoryQuery {
  category: string
}

export interface KnowledgeBaseQuestionQuery {
  category: string
  question: string
}
