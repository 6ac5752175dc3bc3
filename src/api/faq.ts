import { apiRequest } from './http'
import type {
  FaqData,
  HelpfulVote,
  HelpfulVoteResponse,
  HelpfulVotesResponse,
  FaqQuery,
  KnowledgeBaseCategoriesResponse,
  KnowledgeBaseCategoryData,
  KnowledgeBaseQuery,
  KnowledgeBaseQuestion,
} from './types/faq'

/** The FAQ keyed by category; with `q`, only matching questions and their categories. */
export function fetchFaq(params: FaqQuery = {}, signal?: AbortSignal): Promise<FaqData> {
  return apiRequest<FaqData>('/faq/data', { query: { q: params.q || undefined }, signal })
}

export function fetchKnowledgeBaseCategories(
  params: KnowledgeBaseQuery = {},
  signal?: AbortSignal,
): Promise<KnowledgeBaseCategoriesResponse> {
  return apiRequest<KnowledgeBaseCategoriesResponse>('/faq/data/knowledge_base', {
    query: { q: params.q || undefined },
    signal,
  })
}

export function fetchKnowledgeBaseCategory(
  category: string,
  signal?: AbortSignal,
): Promise<KnowledgeBaseCategoryData> {
  return apiRequest<KnowledgeBaseCategoryData>('/faq/data/category', {
    query: { category },
    signal,
  })
}

export function fetchKnowledgeBaseQuestion(
  category: string,
  question: string,
  signal?: AbortSignal,
): Promise<KnowledgeBaseQuestion> {
  return apiRequest<KnowledgeBaseQuestion>('/faq/data/question', {
    query: { category, question },
    signal,
  })
}

/** The signed-in account's "Was this helpful?" answers. */
export function fetchHelpfulVotes(signal?: AbortSignal): Promise<HelpfulVotesResponse> {
  return apiRequest<HelpfulVotesResponse>('/faq/data/helpful', { signal })
}

/** Keeps the account's answer for a topic (`src/api/helpTopics.ts`); a later one replaces it. */
export function saveHelpfulVote(
  vote: HelpfulVote,
  signal?: AbortSignal,
): Promise<HelpfulVoteResponse> {
  return apiRequest<HelpfulVoteResponse>('/faq/data/helpful', {
    method: 'POST',
    body: vote,
    signal,
  })
}
