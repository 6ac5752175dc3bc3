import { Avatar, Button, Heading, Textarea } from '@primer/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BlogComment } from '../../api/types/blog'
import { dateTimeFormat } from '../../components/intl/cachedIntl'

export interface BlogCommentsProps {
  comments: BlogComment[]
  isSending: boolean
  /** Grows each time a comment is added: the forms clear and the reply form closes. */
  sentCount: number
  failed: boolean
  onSend: (text: string, parentId: number | null) => void
}

function CommentForm({
  label,
  submitLabel,
  isSending,
  onSend,
}: {
  label: string
  submitLabel: string
  isSending: boolean
  onSend: (text: string) => void
}) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const fieldId = useId()
  return (
    <form
      className="cea-blog-comment-form"
      onSubmit={(event) => {
        event.preventDefault()
        onSend(text)
      }}
    >
      {/* A plain label: Primer's FormControl would add ~20 KB gzip to the page's first load. */}
      <label htmlFor={fieldId} className="cea-blog-comment-form__label">
        {label}
      </label>
      <Textarea
        id={fieldId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        block
        rows={3}
      />
      <Button
        type="submit"
        variant="primary"
        loading={isSending}
        loadingAnnouncement={t('blogPost.sending')}
        disabled={text.trim() === ''}
      >
        {submitLabel}
      </Button>
    </form>
  )
}

function CommentItem({ comment }: { comment: BlogComment }) {
  const { i18n } = useTranslation()
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(comment.commentedAt),
  )
  return (
    <div className="cea-blog-comment__body">
      <Avatar src={comment.avatar} size={32} alt="" />
      <div>
        <p className="cea-blog-comment__meta">
          <strong>{comment.userFullName}</strong> <span>{when}</span>
        </p>
        {/* Plain text: React escapes it, so markup in a comment is shown, never run. */}
        <p className="cea-blog-comment__text">{comment.commentText}</p>
      </div>
    </div>
  )
}

/** The comments, each with its replies and a Reply form; a form for a new comment below. */
export function BlogComments({
  comments,
  isSending,
  sentCount,
  failed,
  onSend,
}: BlogCommentsProps) {
  const { t } = useTranslation()
  // The reply form open, until a comment is sent.
  const [reply, setReply] = useState<{ to: number; sentAt: number } | null>(null)
  const replyingTo = reply?.sentAt === sentCount ? reply.to : null
  const threads = comments.filter((comment) => comment.parentId === null)
  return (
    <section id="comments" className="cea-blog-comments" aria-labelledby="cea-blog-comments-title">
      <Heading as="h2" id="cea-blog-comments-title" className="cea-blog-section-title">
        {t('blogPost.comments', { count: comments.length })}
      </Heading>
      <ul className="cea-blog-comment-list">
        {threads.map((thread) => (
          <li key={thread.id} className="cea-blog-comment">
            <CommentItem comment={thread} />
            <ul className="cea-blog-comment-list cea-blog-comment-list--replies">
              {comments
                .filter((reply) => reply.parentId === thread.id)
                .map((reply) => (
                  <li key={reply.id} className="cea-blog-comment">
                    <CommentItem comment={reply} />
                  </li>
                ))}
            </ul>
            {replyingTo === thread.id ? (
              <CommentForm
                key={sentCount}
                label={t('blogPost.replyLabel', { name: thread.userFullName })}
                submitLabel={t('blogPost.sendReply')}
                isSending={isSending}
                onSend={(text) => onSend(text, thread.id)}
              />
            ) : (
              <Button
                size="small"
                variant="invisible"
                onClick={() => setReply({ to: thread.id, sentAt: sentCount })}
                aria-label={t('blogPost.replyTo', { name: thread.userFullName })}
              >
                {t('blogPost.reply')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {failed ? <p role="alert">{t('blogPost.commentFailed')}</p> : null}
      {/* A new form (its text cleared) once a comment is sent. */}
      <CommentForm
        key={sentCount}
        label={t('blogPost.commentLabel')}
        submitLabel={t('blogPost.send')}
        isSending={isSending}
        onSend={(text) => onSend(text, null)}
      />
    </section>
  )
}
