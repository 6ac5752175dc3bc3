// Names shared by the back end and the help centre's screens: an FAQ question's slug (its
// address in the URL) and the topics "Was this helpful?" votes are kept under.

/** The slug of a question's text: lowercase letters and digits joined by single dashes. */
export function questionSlugOf(question: string): string {
  return question
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The vote topic of an FAQ question. */
export const faqTopic = (questionSlug: string): string => `faq/${questionSlug}`

/** The vote topic of a knowledge base article. */
export const knowledgeBaseTopic = (categorySlug: string, questionSlug: string): string =>
  `kb/${categorySlug}/${questionSlug}`

const slugPattern = '[a-z0-9]+(?:-[a-z0-9]+)*'
const topicPattern = new RegExp(`^(?:faq/(${slugPattern})|kb/(${slugPattern})/(${slugPattern}))$`)

export type ParsedTopic =
  { kind: 'faq'; question: string } | { kind: 'kb'; category: string; question: string }

/** What a topic names, or null when it is not a topic's shape. */
export function parseTopic(topic: string): ParsedTopic | null {
  const match = topicPattern.exec(topic)
  if (!match) return null
  const [, faqQuestion, category, question] = match
  if (faqQuestion) return { kind: 'faq', question: faqQuestion }
  if (category && question) return { kind: 'kb', category, question }
  return null
}
