import { HeartFillIcon, HeartIcon } from '@primer/octicons-react'
import { Avatar, AvatarStack, Button, TextInput } from '@primer/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProfileFeedPost } from '../../api/types/profile'
import { dateTimeFormat, numberFormat } from '../../components/intl/cachedIntl'

export interface ProfilePostCardProps {
  post: ProfileFeedPost
  isSending: boolean
  /** Grows each time a comment is added: the form clears. */
  sentCount: number
  commentFailed: boolean
  onLike: () => void
  onComment: (text: string) => void
}

/** A one-line comment field with its button beside it; cleared (a new form) once sent. */
function CommentForm({
  isSending,
  onSend,
}: {
  isSending: boolean
  onSend: (text: string) => void
}) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const label = t('profile.posts.commentLabel')
  const send = () => onSend(text)
  return (
    <div className="cea-profile-comment-form">
      <TextInput
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send()
        }}
        block
      />
      <Button
        size="medium"
        loading={isSending}
        loadingAnnouncement={t('profile.posts.sending')}
        disabled={text.trim() === ''}
        onClick={send}
      >
        {t('profile.posts.send')}
      </Button>
    </div>
  )
}

/** One post of the feed: author, time, text and picture, likes (a toggle) and comments. */
export function ProfilePostCard({
  post,
  isSending,
  sentCount,
  commentFailed,
  onLike,
  onComment,
}: ProfilePostCardProps) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const when = dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(post.postTime))
  const likes = numberFormat(i18n.language).format(post.likes)
  return (
    <article className="cea-profile-card cea-profile-post" aria-labelledby={titleId}>
      <div className="cea-profile-post__byline">
        <Avatar src={post.avatar} size={40} alt="" />
        <div>
          <p id={titleId} className="cea-profile-post__author">
            {post.fullName}
          </p>
          <time dateTime={post.postTime} className="cea-profile-muted">
            {when}
          </time>
        </div>
      </div>
      {/* Plain text: React escapes it. */}
      <p className="cea-profile-post__text">{post.postText}</p>
      {post.postImg ? <img className="cea-profile-post__img" src={post.postImg} alt="" /> : null}
      <div className="cea-profile-post__actions">
        <Button
          size="small"
          className="cea-profile-post__like"
          leadingVisual={post.youLiked ? HeartFillIcon : HeartIcon}
          aria-pressed={post.youLiked}
          onClick={onLike}
        >
          {t('profile.posts.like')}
        </Button>
        <span className="cea-profile-muted">{t('profile.posts.likes', { formatted: likes })}</span>
        {post.likedUsers.length > 0 ? (
          <AvatarStack size={24} className="cea-profile-post__likers">
            {post.likedUsers.slice(0, 5).map((person) => (
              <Avatar key={person.fullName} src={person.avatar} alt={person.fullName} />
            ))}
          </AvatarStack>
        ) : null}
      </div>
      <div className="cea-profile-post__discussion">
        <ul className="cea-profile-comments" aria-label={t('profile.posts.comments')}>
          {post.comments.map((comment) => (
            <li key={comment.id} className="cea-profile-comment">
              <Avatar src={comment.avatar} size={24} alt="" />
              <p>
                <strong>{comment.fullName}</strong> {comment.text}
              </p>
            </li>
          ))}
        </ul>
        {commentFailed ? <p role="alert">{t('profile.posts.commentFailed')}</p> : null}
        <CommentForm key={sentCount} isSending={isSending} onSend={onComment} />
      </div>
    </article>
  )
}
