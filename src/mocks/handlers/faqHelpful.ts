// "Was this helpful?": each account's answer per FAQ question or knowledge base article.
import { z } from 'zod'
import { parseTopic, questionSlugOf } from '../../api/helpTopics'
import type { HelpfulVote, HelpfulVoteResponse, HelpfulVotesResponse } from '../../api/types/faq'
import type { RepositoryReader } from '../db/repository'
import { defineTable } from '../db/table'
import { notFound, unauthorized } from '../http/errors'
import { readJson } from '../http/input'
import { route } from '../http/route'
import { faqCategoriesTable, knowledgeBaseQuestionsTable } from './faqTables'

interface HelpfulVoteRow extends HelpfulVote {
  /** `<account id>:<topic>`: one vote per account and topic. */
  id: string
  userId: number
}

export const helpfulVotesTable = defineTable<HelpfulVoteRow>('faq.helpfulVotes', () => [])

const voteBody = z.strictObject({
  topic: z
    .string()
    .max(300)
    .refine((topic) => parseTopic(topic) !== null, {
      message: 'must be faq/<question> or kb/<category>/<question>',
    }),
  helpful: z.boolean(),
})

/** Whether the topic names an FAQ question or a knowledge base article that exists. */
async function topicExists(repo: RepositoryReader, topic: string): Promise<boolean> {
  const parsed = parseTopic(topic)
  if (!parsed) return false
  if (parsed.kind === 'kb') {
    const where = { categorySlug: parsed.category, slug: parsed.question }
    return (await repo.count(knowledgeBaseQuestionsTable, where)) > 0
  }
  const { rows } = await repo.list(faqCategoriesTable)
  return rows.some((category) =>
    category.qandA.some((entry) => questionSlugOf(entry.question) === parsed.question),
  )
}

const callerOf = (user: { id: number } | undefined): number => {
  if (!user) throw unauthorized('Sign in to vote.')
  return user.id
}

const toVote = ({ topic, helpful }: HelpfulVoteRow): HelpfulVote => ({ topic, helpful })

export const helpfulVoteHandlers = [
  route('get', '/faq/data/helpful', async ({ repo, user }) => {
    const { rows } = await repo.list(helpfulVotesTable, { where: { userId: callerOf(user) } })
    return { votes: rows.map(toVote) } satisfies HelpfulVotesResponse
  }),

  route('post', '/faq/data/helpful', async ({ request, repo, user }) => {
    const userId = callerOf(user)
    const { topic, helpful } = await readJson(request, voteBody)
    return repo.transaction(async (tx) => {
      if (!(await topicExists(tx, topic))) throw notFound(`Nothing to vote on at "${topic}".`)
      const row: HelpfulVoteRow = { id: `${userId}:${topic}`, userId, topic, helpful }
      const saved = (await tx.get(helpfulVotesTable, row.id))
        ? await tx.update(helpfulVotesTable, row)
        : await tx.insert(helpfulVotesTable, row)
      return { vote: toVote(saved) } satisfies HelpfulVoteResponse
    })
  }),
]
