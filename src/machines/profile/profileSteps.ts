import type {
  ProfileConnectResponse,
  ProfileFeedPost,
  ProfileLikeResponse,
  ProfilePage,
} from '../../api/types/profile'
import type { CallFailure } from '../shared/callFailure'
import type { WriteAnswer, WriteStep } from '../shared/writeKit'
import { type OptimisticContext, optimisticSteps } from '../shared/writeSteps'

// The profile's optimistic writes (the write kit, `src/machines/shared/`): a like or an unlike
// and a Connect show at once and are put back, with a notice, when the back end refuses them.

export type ProfileWrite =
  { kind: 'like'; postId: number; liked: boolean } | { kind: 'connect'; suggestionId: number }

export type ProfileWriteOutput = ProfileLikeResponse | ProfileConnectResponse

/** What a failed write puts back: the post as it was, or the suggestion not connected. */
export type ProfilePending =
  { kind: 'like'; post: ProfileFeedPost } | { kind: 'connect'; suggestionId: number }

export interface ProfileNotice {
  kind: 'likeFailed' | 'connectFailed'
  failure: CallFailure
}

export interface ProfileContext extends OptimisticContext<ProfilePending, ProfileNotice> {
  page: ProfilePage | null
  posts: ProfileFeedPost[]
  nextCursor: string | null
  failure: CallFailure | null
  /** Why the last "Load more" failed. */
  moreFailure: CallFailure | null
  /** The post whose comment failed last, and why. */
  commentFailure: { postId: number; failure: CallFailure } | null
  /** The post of the comment being sent. */
  commentPostId: number | null
  /** How many comments this page added: the form clears when it grows. */
  commentsSent: number
  pollFailure: CallFailure | null
}

export type ProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'posts.more' }
  | { type: 'post.like'; postId: number }
  | { type: 'comment.send'; postId: number; text: string }
  | { type: 'poll.vote'; optionId: string }
  | { type: 'suggestion.connect'; suggestionId: number }
  | { type: 'notice.show' }
  | { type: 'notice.dismiss' }
  | WriteAnswer<ProfileWriteOutput>

type Signal = 'notice.show'
export type ProfileStep = WriteStep<ProfileContext, ProfileWrite, Signal>

const withPost = (posts: ProfileFeedPost[], post: ProfileFeedPost) =>
  posts.map((each) => (each.id === post.id ? post : each))

const withConnected = (context: ProfileContext, suggestionId: number, connected: boolean) =>
  context.page && {
    ...context.page,
    suggestions: context.page.suggestions.map((person) =>
      person.id === suggestionId ? { ...person, connected } : person,
    ),
  }

const kit = optimisticSteps<ProfileContext, ProfilePending, ProfileNotice, ProfileWrite, never>({
  refetch: [],
  rollBack: (context, pending) =>
    pending.kind === 'like'
      ? { ...context, posts: withPost(context.posts, pending.post) }
      : { ...context, page: withConnected(context, pending.suggestionId, false) },
  failed: (pending, failure) => ({
    kind: pending.kind === 'like' ? 'likeFailed' : 'connectFailed',
    failure,
  }),
})

/** Likes or unlikes the post at once, the page's owner among its likers. */
function toggleLike(context: ProfileContext, postId: number): ProfileStep {
  const post = context.posts.find((each) => each.id === postId)
  const owner = context.page?.owner
  if (!post || !owner) return kit.stay(context)
  const liked = !post.youLiked
  const me = { avatar: owner.avatar, fullName: owner.fullName }
  const others = post.likedUsers.filter((person) => person.fullName !== me.fullName)
  const changed: ProfileFeedPost = {
    ...post,
    youLiked: liked,
    likes: Math.max(0, post.likes + (liked ? 1 : -1)),
    likedUsers: liked ? [me, ...others] : others,
  }
  return kit.startWrite(
    { ...context, posts: withPost(context.posts, changed) },
    { kind: 'like', postId, liked },
    { kind: 'like', post },
  )
}

function connect(context: ProfileContext, suggestionId: number): ProfileStep {
  const person = context.page?.suggestions.find((each) => each.id === suggestionId)
  if (!person || person.connected) return kit.stay(context)
  return kit.startWrite(
    { ...context, page: withConnected(context, suggestionId, true) },
    { kind: 'connect', suggestionId },
    { kind: 'connect', suggestionId },
  )
}

/** A like answered: the count the back end keeps, unless another change to the post is on its way. */
function likeSucceeded(context: ProfileContext, writeId: string, output: ProfileWriteOutput) {
  const step = kit.writeSucceeded(context, writeId)
  if (!('likes' in output)) return step
  const stillSending = Object.values(step.context.pendingWrites).some(
    (pending) => pending.kind === 'like' && pending.post.id === output.postId,
  )
  const post = step.context.posts.find((each) => each.id === output.postId)
  if (stillSending || !post) return step
  const posts = withPost(step.context.posts, {
    ...post,
    likes: output.likes,
    youLiked: output.liked,
  })
  return { ...step, context: { ...step.context, posts } }
}

/** What the profile does for a write event, without side effects. */
export function profileStepFor(context: ProfileContext, event: ProfileEvent): ProfileStep {
  switch (event.type) {
    case 'post.like':
      return toggleLike(context, event.postId)
    case 'suggestion.connect':
      return connect(context, event.suggestionId)
    case 'write.succeeded':
      return likeSucceeded(context, event.writeId, event.output)
    case 'write.failed':
      return kit.writeFailed(context, event.writeId, event.error)
    default:
      return kit.stay(context)
  }
}
