// The profile page's reads: the page itself, and the feed's posts a cursor at a time.
import { z } from 'zod'
import type { ProfilePage, ProfilePostsPage } from '../../../api/types/profile'
import { profilePollId } from '../../../fixtures/profileFeed'
import { badRequest, HttpError } from '../../http/errors'
import { positiveInt, readQuery } from '../../http/input'
import { route } from '../../http/route'
import { readDocument } from '../documents'
import { profileTable } from '../pages'
import {
  profileConnectionsTable,
  profilePollsTable,
  profilePostsTable,
  profileSuggestionsTable,
} from './profileTables'
import { callerOf, ownerOf, pollViewOf, postsFor } from './profileViews'

/** Posts per page unless `limit` says otherwise. */
export const profilePostsPerPage = 3

const postsQuery = z.object({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'must be a cursor from an earlier answer')
    .optional(),
  limit: positiveInt(profilePostsPerPage).refine((limit) => limit <= 20, 'must be at most 20'),
})

export const profileReadHandlers = [
  route('get', '/api/profile', async ({ repo, user }): Promise<ProfilePage> => {
    const caller = callerOf(user)
    const sample = await readDocument(repo, profileTable, 'profile document')
    const poll = await repo.get(profilePollsTable, profilePollId)
    if (!poll) throw new HttpError(500, { message: 'The profile poll is missing.' })
    const { rows: suggestions } = await repo.list(profileSuggestionsTable)
    const { rows: connections } = await repo.list(profileConnectionsTable, {
      where: { userId: caller.id },
    })
    const connected = new Set(connections.map((row) => row.suggestionId))
    return {
      owner: await ownerOf(repo, caller),
      suggestedPages: sample.suggestedPages,
      twitterFeeds: sample.twitterFeeds,
      latestPhotos: sample.latestPhotos,
      suggestions: suggestions.map((row) => ({ ...row, connected: connected.has(row.id) })),
      poll: await pollViewOf(repo, caller.id, poll),
    }
  }),

  route('get', '/api/profile/posts', async ({ url, repo, user }): Promise<ProfilePostsPage> => {
    const caller = callerOf(user)
    const { cursor, limit } = readQuery(url, postsQuery)
    const { rows } = await repo.list(profilePostsTable, { sortColumn: 'postTime', sort: 'desc' })
    // A cursor is the id of the last post of the page before.
    const start = cursor === undefined ? 0 : rows.findIndex((row) => row.id === Number(cursor)) + 1
    if (start === 0 && cursor !== undefined) throw badRequest(`Unknown cursor "${cursor}".`)
    const page = rows.slice(start, start + limit)
    const last = page.at(-1)
    return {
      posts: await postsFor(repo, caller.id, page),
      nextCursor: last && start + limit < rows.length ? String(last.id) : null,
    }
  }),
]
