import { BookmarkFillIcon, BookmarkIcon } from '@primer/octicons-react'
import { Avatar, Button, Flash, Heading, Label, Link, Spinner } from '@primer/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom'
import type { BlogPostDetail } from '../../api/types/blog'
import { dateTimeFormat } from '../../components/intl/cachedIntl'
import { SafeHtml } from '../../components/safe-html/SafeHtml'
import { blogPostMachine } from '../../machines/blog/blogPostMachine'
import { recordPageStateOf } from '../shared/pageStateOf'
import { BlogComments } from './BlogComments'
import { blogPostPath } from './blogPaths'
import './blog.css'

type BlogPostActor = ReturnType<typeof useActorRef<typeof blogPostMachine>>

const shareTargets = [
  { name: 'X', url: (page: string) => `https://x.com/intent/post?url=${page}` },
  {
    name: 'Facebook',
    url: (page: string) => `https://www.facebook.com/sharer/sharer.php?u=${page}`,
  },
  {
    name: 'LinkedIn',
    url: (page: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${page}`,
  },
] as const

function idOf(param: string | undefined): number | null {
  const id = Number(param)
  return param !== undefined && Number.isInteger(id) && id > 0 ? id : param === undefined ? null : 0
}

function BlogPostBody({ actor, post }: { actor: BlogPostActor; post: BlogPostDetail }) {
  const { t, i18n } = useTranslation()
  const isSending = useSelector(actor, (snapshot) => snapshot.hasTag('commenting'))
  const sentCount = useSelector(actor, (snapshot) => snapshot.context.commentsSent)
  const commentFailure = useSelector(actor, (snapshot) => snapshot.context.commentFailure)
  const bookmarkFailure = useSelector(actor, (snapshot) => snapshot.context.bookmarkFailure)
  const posted = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(post.blogPosted),
  )
  const page = encodeURIComponent(`${window.location.origin}${blogPostPath(post.id)}`)
  return (
    <article className="cea-blog-post" aria-labelledby="cea-blog-post-title">
      <div className="cea-blog-post__byline">
        <Avatar src={post.avatar} size={32} alt="" />
        <span>{t('blogPost.by', { name: post.userFullName })}</span>
        <span className="cea-blog-post__date">{posted}</span>
      </div>
      <ul className="cea-blog-post__tags" aria-label={t('blogPost.tags')}>
        {post.tags.map((tag) => (
          <li key={tag}>
            <Label>{tag}</Label>
          </li>
        ))}
      </ul>
      <img className="cea-blog-post__cover" src={post.img} alt="" />
      <SafeHtml html={post.content} className="cea-blog-post__content" />
      <div className="cea-blog-post__actions">
        <Button
          leadingVisual={post.bookmarked ? BookmarkFillIcon : BookmarkIcon}
          aria-pressed={post.bookmarked}
          onClick={() => actor.send({ type: 'bookmark.toggle' })}
        >
          {t('blogPost.bookmark')}
        </Button>
        <nav aria-label={t('blogPost.share')} className="cea-blog-post__share">
          <span>{t('blogPost.share')}</span>
          {shareTargets.map((target) => (
            <Link
              key={target.name}
              href={target.url(page)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {target.name}
            </Link>
          ))}
        </nav>
      </div>
      {bookmarkFailure ? <p role="alert">{t('blogPost.bookmarkFailed')}</p> : null}
      <BlogComments
        comments={post.comments}
        isSending={isSending}
        sentCount={sentCount}
        failed={commentFailure !== null}
        onSend={(text, parentId) => actor.send({ type: 'comment.send', text, parentId })}
      />
    </article>
  )
}

/** /pages/blog/detail/:id (the bare route opens the newest post): the post and its comments. */
export function BlogPostScreen() {
  const { t } = useTranslation()
  const { id: param } = useParams()
  const navigate = useNavigate()
  const id = idOf(param)
  const actor = useActorRef(blogPostMachine, { input: { id } })
  const state = useSelector(actor, recordPageStateOf)
  const post = useSelector(actor, (snapshot) => snapshot.context.post)
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure)
  const opened = useRef(id)
  useEffect(() => {
    if (opened.current === id) return
    opened.current = id
    actor.send({ type: 'post.open', id })
  }, [actor, id])
  // The bare route names the post it opened, so a reload or a shared link keeps it.
  const shownId = post?.id
  useEffect(() => {
    if (id === null && shownId !== undefined) {
      opened.current = shownId
      void navigate(blogPostPath(shownId), { replace: true })
    }
  }, [id, navigate, shownId])

  return (
    <div className="cea-blog">
      <Heading as="h1" id="cea-blog-post-title" className="cea-blog__title">
        {state === 'populated' && post
          ? post.title
          : state === 'notFound'
            ? t('blogPost.notFound')
            : t('blogPost.title')}
      </Heading>
      {state === 'loading' ? (
        <div className="cea-blog-state">
          <Spinner size="medium" srText={null} />
          <p>{t('blogPost.loading')}</p>
        </div>
      ) : null}
      {state === 'notFound' ? (
        <div className="cea-blog-state">
          <p>{t('blogPost.notFoundBody')}</p>
          <Link as={RouterLink} to="/pages/blog/detail">
            {t('blogPost.newest')}
          </Link>
        </div>
      ) : null}
      {state === 'error' ? (
        <Flash variant="danger" className="cea-blog-state">
          <p>{failure?.reason === 'rejected' ? failure.message : t('blogPost.failure')}</p>
          <Button onClick={() => actor.send({ type: 'post.retry' })}>{t('blogPost.retry')}</Button>
        </Flash>
      ) : null}
      {state === 'populated' && post ? <BlogPostBody actor={actor} post={post} /> : null}
    </div>
  )
}
