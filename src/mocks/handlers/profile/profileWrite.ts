// The profile page's writes, each one transaction for the caller: a like, a comment, a vote
// (once: a second is 409), a connection.
import { HttpResponse } from 'msw'
import { z } from 'zod'
import type {
  ProfileCommentResponse,
  ProfileConnectResponse,
  ProfileFeedComment,
  ProfileLikeResponse,
  ProfileVoteResponse,
} from '../../../api/types/profile'
import { HttpError, notFound } from '../../http/errors'
import { readJson } from '../../http/input'
import { route } from '../../http/route'
import {
  profileConnectionsTable,
  profileLikesTable,
  profilePollsTable,
  profilePollVotesTable,
  profilePostsTable,
  profileSuggestionsTable,
} from './profileTables'
import { callerOf, likeKey, pollViewOf, voteKey } from './profileViews'

const postId = z.number().int().positive()
const likeBody = z.strictObject({ postId, liked: z.boolean() })
const commentBody = z.strictObject({
  postId,
  text: z.string().trim().min(1, 'is required').max(1000),
})
const voteBody = z.strictObject({
  pollId: z.string().min(1).max(100),
  optionId: z.string().min(1).max(100),
})
const connectBody = z.strictObject({ suggestionId: z.number().int().positive() })

const conflict = (message: string) => new HttpError(409, { message })

export const profileWriteHandlers = [
  route('post', '/api/profile/posts/like', async ({ request, repo, user }) => {
    const caller = callerOf(user)
    const { postId: id, liked } = await readJson(request, likeBody)
    return repo.transaction(async (tx): Promise<ProfileLikeResponse> => {
      const post = await tx.get(profilePostsTable, id)
      if (!post) throw notFound(`No post with id ${id}.`)
      const key = likeKey(caller.id, id)
      const likes = (await tx.get(profileLikesTable, key)) !== undefined
      // Liking twice (or unliking twice) changes nothing.
      if (likes === liked) return { postId: id, liked, likes: post.likes }
      const me = { avatar: caller.avatar, fullName: caller.fullName }
      const others = post.likedUsers.filter((person) => person.fullName !== me.fullName)
      const saved = await tx.update(profilePostsTable, {
        ...post,
        likes: Math.max(0, post.likes + (liked ? 1 : -1)),
        likedUsers: liked ? [me, ...others] : others,
      })
      if (liked) await tx.insert(profileLikesTable, { id: key, userId: caller.id, postId: id })
      else await tx.remove(profileLikesTable, key)
      return { postId: id, liked, likes: saved.likes }
    })
  }),

  route('post', '/api/profile/posts/comments', async ({ request, repo, user }) => {
    const caller = callerOf(user)
    const { postId: id, text } = await readJson(request, commentBody)
    const comment = await repo.transaction(async (tx) => {
      const post = await tx.get(profilePostsTable, id)
      if (!post) throw notFound(`No post with id ${id}.`)
      const added: ProfileFeedComment = {
        id: Math.max(0, ...post.comments.map((existing) => existing.id)) + 1,
        avatar: caller.avatar,
        fullName: caller.fullName,
        text,
        commentedAt: new Date().toISOString(),
      }
      await tx.update(profilePostsTable, { ...post, comments: [...post.comments, added] })
      return added
    })
    return HttpResponse.json({ postId: id, comment } satisfies ProfileCommentResponse, {
      status: 201,
    })
  }),

  route('post', '/api/profile/poll/vote', async ({ request, repo, user }) => {
    const caller = callerOf(user)
    const { pollId, optionId } = await readJson(request, voteBody)
    return repo.transaction(async (tx): Promise<ProfileVoteResponse> => {
      const poll = await tx.get(profilePollsTable, pollId)
      if (!poll) throw notFound(`No poll with id "${pollId}".`)
      if (!poll.options.some((option) => option.id === optionId))
        throw notFound(`The poll has no option "${optionId}".`)
      const key = voteKey(caller.id, pollId)
      if (await tx.get(profilePollVotesTable, key))
        throw conflict('You have already voted in this poll.')
      const counted = await tx.update(profilePollsTable, {
        ...poll,
        options: poll.options.map((option) =>
          option.id === optionId ? { ...option, votes: option.votes + 1 } : option,
        ),
      })
      await tx.insert(profilePollVotesTable, { id: key, userId: caller.id, pollId, optionId })
      return { poll: await pollViewOf(tx, caller.id, counted) }
    })
  }),

  route('post', '/api/profile/suggestions/connect', async ({ request, repo, user }) => {
    const caller = callerOf(user)
    const { suggestionId } = await readJson(request, connectBody)
    return repo.transaction(async (tx): Promise<ProfileConnectResponse> => {
      if (!(await tx.get(profileSuggestionsTable, suggestionId)))
        throw notFound(`No suggestion with id ${suggestionId}.`)
      const key = `${caller.id}:${suggestionId}`
      if (await tx.get(profileConnectionsTable, key)) throw conflict('You are already connected.')
      await tx.insert(profileConnectionsTable, { id: key, userId: caller.id, suggestionId })
      return { suggestionId, connected: true }
    })
  }),
]
