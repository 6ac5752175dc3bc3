import { ArrowLeftIcon } from '@primer/octicons-react'
import { Heading, Link } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { knowledgeBaseTopic } from '../../api/helpTopics'
import type {
  KnowledgeBaseCategoryData,
  KnowledgeBaseQuestion,
  KnowledgeBaseQuestionLink,
} from '../../api/types/faq'
import { dateTimeFormat } from '../../components/intl/cachedIntl'
import { SafeHtml } from '../../components/safe-html/SafeHtml'
import { HelpfulPrompt, type HelpfulVotesActor } from './HelpfulPrompt'
import { knowledgeBaseArticlePath, knowledgeBaseCategoryPath } from './knowledgeBasePaths'

/** A list of links to a category's articles. */
export function ArticleLinks({
  category,
  links,
}: {
  category: string
  links: KnowledgeBaseQuestionLink[]
}) {
  return (
    <ul className="cea-kb-list">
      {links.map((link) => (
        <li key={link.id} className="cea-kb-list__item">
          <Link as={RouterLink} to={knowledgeBaseArticlePath(category, link.slug)}>
            {link.question}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export interface KnowledgeBaseArticleProps {
  category: KnowledgeBaseCategoryData
  article: KnowledgeBaseQuestion
  questionSlug: string
  votes: HelpfulVotesActor | undefined
}

/** An article: when it was last updated, its sanitized content, helpful votes, related articles. */
export function KnowledgeBaseArticle({
  category,
  article,
  questionSlug,
  votes,
}: KnowledgeBaseArticleProps) {
  const { t, i18n } = useTranslation()
  const updated = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(article.lastUpdated),
  )
  const { slug, title } = category.category
  return (
    <article className="cea-kb-article" aria-labelledby="cea-kb-title">
      <p className="cea-kb-article__updated">{t('helpCentre.kb.lastUpdated', { date: updated })}</p>
      <SafeHtml html={article.content} className="cea-kb-article__content" />
      {votes ? (
        <HelpfulPrompt votes={votes} topic={knowledgeBaseTopic(slug, questionSlug)} />
      ) : null}
      {article.relatedQuestions.length > 0 ? (
        <section className="cea-kb-section" aria-labelledby="cea-kb-related">
          <Heading as="h2" id="cea-kb-related" className="cea-kb-section__title">
            {t('helpCentre.kb.related')}
          </Heading>
          <ArticleLinks category={slug} links={article.relatedQuestions} />
        </section>
      ) : null}
      <Link as={RouterLink} to={knowledgeBaseCategoryPath(slug)} className="cea-kb-back">
        <ArrowLeftIcon className="cea-help-flip" />
        {t('helpCentre.kb.back', { name: title })}
      </Link>
    </article>
  )
}
