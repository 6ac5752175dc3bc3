// The knowledge base's addresses.

export const knowledgeBaseHomePath = '/pages/knowledge-base'

export const knowledgeBaseCategoryPath = (category: string) =>
  `${knowledgeBaseHomePath}/${encodeURIComponent(category)}`

export const knowledgeBaseArticlePath = (category: string, question: string) =>
  `${knowledgeBaseCategoryPath(category)}/${encodeURIComponent(question)}`
