// The profile page of the signed-in account (`/pages/profile`, issue #33): the calls under
// `/api/profile`, each answering for the caller only.
import type {
  ProfileLatestPhoto,
  ProfilePerson,
  ProfileSuggestedPage,
  ProfileTwitterFeed,
} from './pages'

export interface ProfileOwner {
  fullName: string
  avatar: string
  coverImg: string
  /** Role or title. */
  designation: string
  /** Where the account's owner lives. */
  location: string
  /** YYYY-MM-DD */
  joined: string
  email: string
  about: string
  website: string
}

export interface ProfileSuggestionView extends ProfilePerson {
  id: number
  mutualFriends: number
  /** Whether the caller has connected with this person. */
  connected: boolean
}

export interface ProfilePollChoice {
  id: string
  name: string
}

export interface ProfilePollResult {
  optionId: string
  votes: number
}

export interface ProfilePollView {
  id: string
  question: string
  options: ProfilePollChoice[]
  /** The caller's vote; null until they vote. */
  votedOptionId: string | null
  /** The votes per option, only once the caller has voted (null before). */
  results: ProfilePollResult[] | null
}

/** GET /api/profile */
export interface ProfilePage {
  owner: ProfileOwner
  suggestedPages: ProfileSuggestedPage[]
  twitterFeeds: ProfileTwitterFeed[]
  latestPhotos: ProfileLatestPhoto[]
  suggestions: ProfileSuggestionView[]
  poll: ProfilePollView
}

export interface ProfileFeedComment extends ProfilePerson {
  id: number
  /** Plain text; shown as text, never as HTML. */
  text: string
  /** ISO date-time. */
  commentedAt: string
}

export interface ProfileFeedPost extends ProfilePerson {
  id: number
  /** ISO date-time. */
  postTime: string
  postText: string
  postImg: string | null
  likes: number
  /** Whether the caller likes the post. */
  youLiked: boolean
  likedUsers: ProfilePerson[]
  comments: ProfileFeedComment[]
}

/** GET /api/profile/posts?cursor=&limit= */
export interface ProfilePostsPage {
  posts: ProfileFeedPost[]
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null
}

/** POST /api/profile/posts/like `{ postId, liked }` */
export interface ProfileLikeResponse {
  postId: number
  liked: boolean
  likes: number
}

/** POST /api/profile/posts/comments `{ postId, text }` (201) */
export interface ProfileCommentResponse {
  postId: number
  comment: ProfileFeedComment
}

/** POST /api/profile/poll/vote `{ optionId }` */
export interface ProfileVoteResponse {
  poll: ProfilePollView
}

/** POST /api/profile/suggestions/connect `{ suggestionId }` */
export interface ProfileConnectResponse {
  suggestionId: number
  connected: boolean
}
