import { Button, Heading } from '@primer/react'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ProfileActor } from './profileActor'
import { ProfilePostCard } from './ProfilePostCard'

/** The feed: a page of posts at a time, "Load more" while the back end has more. */
export function ProfilePosts({ actor }: { actor: ProfileActor }) {
  const { t } = useTranslation()
  const posts = useSelector(actor, (snapshot) => snapshot.context.posts)
  const hasMore = useSelector(actor, (snapshot) => snapshot.context.nextCursor !== null)
  const isLoadingMore = useSelector(actor, (snapshot) => snapshot.hasTag('loadingMore'))
  const moreFailed = useSelector(actor, (snapshot) => snapshot.context.moreFailure !== null)
  const isCommenting = useSelector(actor, (snapshot) => snapshot.hasTag('commenting'))
  const commentPostId = useSelector(actor, (snapshot) => snapshot.context.commentPostId)
  const failedPostId = useSelector(actor, (snapshot) => snapshot.context.commentFailure?.postId)
  const sentCount = useSelector(actor, (snapshot) => snapshot.context.commentsSent)
  return (
    <section className="cea-profile-posts" aria-labelledby="cea-profile-posts-title">
      <Heading as="h2" id="cea-profile-posts-title" className="cea-profile-section-title">
        {t('profile.posts.title')}
      </Heading>
      {posts.length === 0 ? (
        <div className="cea-profile-card">
          <p className="cea-profile-post__author">{t('profile.posts.empty')}</p>
          <p className="cea-profile-muted">{t('profile.posts.emptyBody')}</p>
        </div>
      ) : null}
      {posts.map((post) => (
        <ProfilePostCard
          key={post.id}
          post={post}
          isSending={isCommenting && commentPostId === post.id}
          sentCount={sentCount}
          commentFailed={failedPostId === post.id}
          onLike={() => actor.send({ type: 'post.like', postId: post.id })}
          onComment={(text) => actor.send({ type: 'comment.send', postId: post.id, text })}
        />
      ))}
      {moreFailed ? <p role="alert">{t('profile.posts.moreFailed')}</p> : null}
      {hasMore ? (
        <Button
          className="cea-profile-posts__more"
          loading={isLoadingMore}
          loadingAnnouncement={t('profile.posts.loadingMore')}
          onClick={() => actor.send({ type: 'posts.more' })}
        >
          {t('profile.posts.more')}
        </Button>
      ) : posts.length > 0 ? (
        <p className="cea-profile-muted">{t('profile.posts.end')}</p>
      ) : null}
    </section>
  )
}
