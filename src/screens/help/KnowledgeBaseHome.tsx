import { Heading, Link } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { HighlightedText } from '../../components/highlight/HighlightedText'
import type { KnowledgeBaseCategoriesResponse } from '../../api/types/faq'
import { helpIconOf } from './helpIcons'
import { knowledgeBaseArticlePath, knowledgeBaseCategoryPath } from './knowledgeBasePaths'

/** The home: the articles a search found, then the categories with their article counts. */
export function KnowledgeBaseHome({
  home,
  q,
}: {
  home: KnowledgeBaseCategoriesResponse
  q: string
}) {
  const { t } = useTranslation()
  return (
    <>
      {q ? (
        <section className="cea-kb-section" aria-labelledby="cea-kb-matches">
          <Heading as="h2" id="cea-kb-matches" className="cea-kb-section__title">
            {t('helpCentre.kb.matches', { q })}
          </Heading>
          {home.questions.length === 0 ? (
            <p role="status">{t('helpCentre.kb.noMatch', { q })}</p>
          ) : (
            <ul className="cea-kb-list">
              {home.questions.map((match) => (
                <li key={match.id} className="cea-kb-list__item">
                  <Link
                    as={RouterLink}
                    to={knowledgeBaseArticlePath(match.categorySlug, match.slug)}
                  >
                    <HighlightedText text={match.question} query={q} />
                  </Link>
                  <span className="cea-kb-list__meta">{match.categoryTitle}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {home.categories.length > 0 ? (
        <section className="cea-kb-section" aria-labelledby="cea-kb-categories">
          <Heading as="h2" id="cea-kb-categories" className="cea-kb-section__title">
            {t('helpCentre.kb.categories')}
          </Heading>
          <ul className="cea-kb-cards">
            {home.categories.map((category) => {
              const Icon = helpIconOf(category.icon)
              return (
                <li key={category.id} className="cea-kb-card">
                  <div className="cea-kb-card__header">
                    <span className="cea-kb-card__icon">
                      <Icon size={20} />
                    </span>
                    <Heading as="h3" className="cea-kb-card__title">
                      <Link as={RouterLink} to={knowledgeBaseCategoryPath(category.slug)}>
                        <HighlightedText text={category.title} query={q} />
                      </Link>
                    </Heading>
                  </div>
                  <p className="cea-kb-card__description">{category.description}</p>
                  <span className="cea-kb-card__count">
                    {t('helpCentre.kb.questionCount', { count: category.questionCount })}
                  </span>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </>
  )
}
