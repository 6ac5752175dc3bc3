// The profile page's tables (issue #33): the feed's posts (their comments inside), the poll and
// the suggestions, shared; each account's likes, vote, connections and details, per account.
import {
  createProfileLikes,
  createProfileOwners,
  createProfilePolls,
  createProfilePosts,
  createProfileSuggestions,
  type ProfileConnectionRow,
  type ProfilePollVoteRow,
} from '../../../fixtures/profileFeed'
import { defineTable } from '../../db/table'

export const profilePostsTable = defineTable('profile.posts', createProfilePosts)

/** `<account id>:<post id>`. */
export const profileLikesTable = defineTable('profile.likes', createProfileLikes)

export const profilePollsTable = defineTable('profile.polls', createProfilePolls)

/** `<account id>:<poll id>`: one vote per account and poll. */
export const profilePollVotesTable = defineTable<ProfilePollVoteRow>('profile.pollVotes', () => [])

export const profileSuggestionsTable = defineTable('profile.suggestions', createProfileSuggestions)

/** `<account id>:<suggestion id>`. */
export const profileConnectionsTable = defineTable<ProfileConnectionRow>(
  'profile.connections',
  () => [],
)

export const profileOwnersTable = defineTable('profile.owners', createProfileOwners, {
  key: 'userId',
})
