// What the profile calls answer, made from the stored rows for one caller.
import type { LoginUser } from '../../../api/types/auth'
import type { ProfileFeedPost, ProfileOwner, ProfilePollView } from '../../../api/types/profile'
import type { ProfilePollRow, ProfilePostRow } from '../../../fixtures/profileFeed'
import type { RepositoryReader } from '../../db/repository'
import { unauthorized } from '../../http/errors'
import { profileLikesTable, profileOwnersTable, profilePollVotesTable } from './profileTables'

/** The signed-in caller, or 401. */
export function callerOf(user: LoginUser | undefined): LoginUser {
  if (!user) throw unauthorized('Sign in to see your profile.')
  return user
}

export const likeKey = (userId: number, postId: number) => `${userId}:${postId}`
export const voteKey = (userId: number, pollId: string) => `${userId}:${pollId}`

/** The account's profile: its name, avatar and email, with its details (defaults until given). */
export async function ownerOf(repo: RepositoryReader & { referenceDay: Date }, user: LoginUser) {
  const details = await repo.get(profileOwnersTable, user.id)
  const owner: ProfileOwner = {
    fullName: user.fullName,
    avatar: user.avatar,
    email: user.email,
    coverImg: details?.coverImg ?? '/assets/images/covers/profile-cover.svg',
    designation: details?.designation ?? '',
    location: details?.location ?? '',
    joined: details?.joined ?? repo.referenceDay.toISOString().slice(0, 10),
    about: details?.about ?? '',
    website: details?.website ?? '',
  }
  return owner
}

/** The poll as the caller sees it: the results only once they have voted. */
export async function pollViewOf(
  repo: RepositoryReader,
  userId: number,
  poll: ProfilePollRow,
): Promise<ProfilePollView> {
  const vote = await repo.get(profilePollVotesTable, voteKey(userId, poll.id))
  return {
    id: poll.id,
    question: poll.question,
    options: poll.options.map(({ id, name }) => ({ id, name })),
    votedOptionId: vote?.optionId ?? null,
    results: vote ? poll.options.map(({ id, votes }) => ({ optionId: id, votes })) : null,
  }
}

/** The posts with the caller's likes. */
export async function postsFor(
  repo: RepositoryReader,
  userId: number,
  posts: ProfilePostRow[],
): Promise<ProfileFeedPost[]> {
  const { rows } = await repo.list(profileLikesTable, {
    where: { userId, postId: { in: posts.map((post) => post.id) } },
  })
  const liked = new Set(rows.map((row) => row.postId))
  return posts.map((post) => ({ ...post, youLiked: liked.has(post.id) }))
}
