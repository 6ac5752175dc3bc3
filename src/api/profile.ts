import { apiRequest } from './http'
import type {
  ProfileCommentResponse,
  ProfileConnectResponse,
  ProfileLikeResponse,
  ProfilePage,
  ProfilePostsPage,
  ProfileVoteResponse,
} from './types/profile'

// The signed-in account's profile page (issue #33).

export function fetchProfilePage(signal?: AbortSignal): Promise<ProfilePage> {
  return apiRequest<ProfilePage>('/api/profile', { signal })
}

/** A page of the feed, newest first; `cursor` is the `nextCursor` of the page before. */
export function fetchProfilePosts(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProfilePostsPage> {
  return apiRequest<ProfilePostsPage>('/api/profile/posts', {
    query: { cursor: cursor ?? undefined },
    signal,
  })
}

export function likeProfilePost(postId: number, liked: boolean): Promise<ProfileLikeResponse> {
  return apiRequest<ProfileLikeResponse>('/api/profile/posts/like', {
    method: 'POST',
    body: { postId, liked },
  })
}

export function commentOnProfilePost(
  postId: number,
  text: string,
): Promise<ProfileCommentResponse> {
  return apiRequest<ProfileCommentResponse>('/api/profile/posts/comments', {
    method: 'POST',
    body: { postId, text },
  })
}

/** One vote per account and poll: a second answers 409. */
export function voteInProfilePoll(pollId: string, optionId: string): Promise<ProfileVoteResponse> {
  return apiRequest<ProfileVoteResponse>('/api/profile/poll/vote', {
    method: 'POST',
    body: { pollId, optionId },
  })
}

export function connectWithSuggestion(suggestionId: number): Promise<ProfileConnectResponse> {
  return apiRequest<ProfileConnectResponse>('/api/profile/suggestions/connect', {
    method: 'POST',
    body: { suggestionId },
  })
}
