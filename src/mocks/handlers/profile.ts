import { http, HttpResponse } from 'msw'
import type { ProfilePostsPage } from '../../api/types/profile'
import { failingHandlers, pendingHandlers, type ScenarioCall } from './contentScenarios'
import { profileReadHandlers } from './profile/profileRead'
import { profileWriteHandlers } from './profile/profileWrite'

// The profile page of the signed-in account (`/api/profile…`, issue #33).
export const profileHandlers = [...profileReadHandlers, ...profileWriteHandlers]

const profileCalls: ScenarioCall[] = [
  ['get', '/api/profile'],
  ['get', '/api/profile/posts'],
]

const failingWrites: ScenarioCall[] = [
  ['post', '/api/profile/posts/like'],
  ['post', '/api/profile/posts/comments'],
  ['post', '/api/profile/poll/vote'],
  ['post', '/api/profile/suggestions/connect'],
]

/** Story scenarios: each replaces the `profile` handler group. */
export const profileScenarios = {
  emptyPosts: [
    http.get('*/api/profile/posts', () =>
      HttpResponse.json({ posts: [], nextCursor: null } satisfies ProfilePostsPage),
    ),
    ...profileHandlers,
  ],
  error: failingHandlers(profileCalls, 'The profile could not be loaded. Try again in a moment.'),
  loading: pendingHandlers(profileCalls),
  /** The page loads, every write is refused by a server that fails. */
  writesFail: [
    ...failingHandlers(failingWrites, 'The server could not save this. Try again later.'),
    ...profileHandlers,
  ],
}
