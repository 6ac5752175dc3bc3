import { CommentIcon, PencilIcon } from '@primer/octicons-react'
import { Avatar, Label, Link } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { BlogPost } from '../../api/types/blog'
import { dateTimeFormat } from '../../components/intl/cachedIntl'
import { blogEditPath, blogPostPath } from './blogPaths'

export interface BlogCardProps {
  post: BlogPost
  /** The viewer may change this post: the card offers Edit. */
  canEdit: boolean
}

/** One post in the blog list: cover, tags, title, author and date, excerpt, comments, Edit. */
export function BlogCard({ post, canEdit }: BlogCardProps) {
  const { t, i18n } = useTranslation()
  const posted = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(post.blogPosted),
  )
  const titleId = `cea-blog-card-${post.id}`
  return (
    <article className="cea-blog-card" aria-labelledby={titleId}>
      <img
        className="cea-blog-card__cover"
        src={post.img}
        alt={t('blogList.coverAlt', { title: post.title })}
        loading="lazy"
      />
      <div className="cea-blog-card__body">
        <ul className="cea-blog-card__tags" aria-label={t('blogPost.tags')}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Label>{tag}</Label>
            </li>
          ))}
        </ul>
        <h2 id={titleId} className="cea-blog-card__title">
          <Link as={RouterLink} to={blogPostPath(post.id)}>
            {post.title}
          </Link>
        </h2>
        <div className="cea-blog-card__byline">
          <Avatar src={post.avatar} size={24} alt="" />
          <span>{t('blogPost.by', { name: post.userFullName })}</span>
          <time dateTime={post.blogPosted} className="cea-blog-card__date">
            {posted}
          </time>
        </div>
        <p className="cea-blog-card__excerpt">{post.excerpt}</p>
        <div className="cea-blog-card__footer">
          <Link as={RouterLink} to={`${blogPostPath(post.id)}#comments`} muted>
            <CommentIcon aria-hidden="true" /> {t('blogList.commentCount', { count: post.comment })}
          </Link>
          {canEdit ? (
            <Link
              as={RouterLink}
              to={blogEditPath(post.id)}
              aria-label={t('blogList.editPost', { title: post.title })}
            >
              <PencilIcon aria-hidden="true" /> {t('blogList.edit')}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  )
}
