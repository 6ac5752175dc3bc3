import { Heading, Link } from '@primer/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom'
import {
  type KnowledgeBaseLocation,
  type KnowledgeBasePage,
  knowledgeBaseMachine,
} from '../../machines/help/knowledgeBaseMachine'
import { useViewInUrl } from '../shared/useViewInUrl'
import { type Crumb, HelpBreadcrumbs } from './HelpBreadcrumbs'
import { HelpFailure, HelpLoading } from './HelpStates'
import { HelpSearchBox } from './HelpSearchBox'
import { ArticleLinks, KnowledgeBaseArticle } from './KnowledgeBaseArticle'
import { KnowledgeBaseHome } from './KnowledgeBaseHome'
import { knowledgeBaseCategoryPath, knowledgeBaseHomePath } from './knowledgeBasePaths'
import './help.css'

type KnowledgeBaseActor = ReturnType<typeof useActorRef<typeof knowledgeBaseMachine>>

const qSearch = (q: string) => (q ? new URLSearchParams({ q }).toString() : '')
const normalizeSearch = (search: string) =>
  qSearch(new URLSearchParams(search).get('q')?.trim() ?? '')

/** The home's search in `?q=`; the other pages have none. */
function viewSearchOf(context: { location: KnowledgeBaseLocation; q: string }) {
  return context.location.category === null ? qSearch(context.q) : ''
}

/** The route's parameters and `?q=` drive the machine; its search moves `?q=`. */
function useKnowledgeBaseUrl(actor: KnowledgeBaseActor, location: KnowledgeBaseLocation) {
  const [search] = useSearchParams()
  const { category, question } = location
  // The query as the page changes to it; within a page, useViewInUrl follows it.
  const urlQ = useRef('')
  useEffect(() => {
    urlQ.current = search.get('q')?.trim() ?? ''
  })
  useEffect(() => {
    actor.send({ type: 'kb.open', location: { category, question }, q: urlQ.current })
  }, [actor, category, question])
  const viewSearch = useSelector(actor, (snapshot) => viewSearchOf(snapshot.context))
  useViewInUrl({
    viewSearch,
    readViewSearch: () => viewSearchOf(actor.getSnapshot().context),
    followUrl: (next) => actor.send({ type: 'view.follow', q: next.get('q')?.trim() ?? '' }),
    normalize: normalizeSearch,
  })
}

function titleOf(page: KnowledgeBasePage | null, fallback: string): string {
  if (page?.kind === 'article') return page.article.title
  if (page?.kind === 'category') return page.category.category.title
  return fallback
}

/** Knowledge base › category › article, each but the page itself a link. */
function crumbsOf(page: KnowledgeBasePage | null, home: string): Crumb[] {
  if (!page || page.kind === 'home') return [{ label: home }]
  const { slug, title } = page.category.category
  if (page.kind === 'category')
    return [{ label: home, to: knowledgeBaseHomePath }, { label: title }]
  return [
    { label: home, to: knowledgeBaseHomePath },
    { label: title, to: knowledgeBaseCategoryPath(slug) },
    { label: page.article.title },
  ]
}

/**
 * /pages/knowledge-base, /:category and /:category/:question: the home with its search, a
 * category's articles, an article; breadcrumbs on each; an unknown one is "Page not found".
 */
export function KnowledgeBaseScreen({ searchDelayMs }: { searchDelayMs?: number }) {
  const { t } = useTranslation()
  const { category = null, question = null } = useParams()
  const [search] = useSearchParams()
  const actor = useActorRef(knowledgeBaseMachine, {
    input: { location: { category, question }, q: search.get('q')?.trim() ?? '', searchDelayMs },
  })
  useKnowledgeBaseUrl(actor, { category, question })
  const page = useSelector(actor, (snapshot) => snapshot.context.page)
  const q = useSelector(actor, (snapshot) => snapshot.context.q)
  const searchText = useSelector(actor, (snapshot) => snapshot.context.searchText)
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure)
  const votes = useSelector(actor, (snapshot) => snapshot.children.votes)
  const isLoading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'))
  const isNotFound = useSelector(actor, (snapshot) => snapshot.hasTag('notFound'))
  const isError = useSelector(actor, (snapshot) => snapshot.hasTag('error'))
  const isEmpty = useSelector(actor, (snapshot) => snapshot.hasTag('empty'))
  const isHome = category === null
  // A new search keeps the home on screen; any other page waits for its own answer.
  const shown = isLoading && !(isHome && page?.kind === 'home') ? null : page
  const kbTitle = t('helpCentre.kb.title')
  const title = isNotFound ? t('helpCentre.kb.notFound') : titleOf(shown, kbTitle)

  return (
    <div className="cea-help">
      <HelpBreadcrumbs label={t('helpCentre.kb.breadcrumbs')} crumbs={crumbsOf(shown, kbTitle)} />
      <header className="cea-help-hero">
        <Heading as="h1" id="cea-kb-title" className="cea-help-hero__title">
          {title}
        </Heading>
        {isHome ? (
          <>
            <p>{t('helpCentre.kb.subtitle')}</p>
            <HelpSearchBox
              label={t('helpCentre.kb.searchLabel')}
              placeholder={t('helpCentre.kb.searchPlaceholder')}
              value={searchText}
              onType={(text) => actor.send({ type: 'search.type', text })}
              onSubmit={() => actor.send({ type: 'search.submit' })}
            />
          </>
        ) : null}
        {shown?.kind === 'category' ? <p>{shown.category.category.description}</p> : null}
      </header>
      {isLoading && !shown ? <HelpLoading /> : null}
      {isError ? (
        <HelpFailure failure={failure} onRetry={() => actor.send({ type: 'kb.retry' })} />
      ) : null}
      {isNotFound ? (
        <div className="cea-help-state">
          <p>{t('helpCentre.kb.notFoundBody')}</p>
          <Link as={RouterLink} to={knowledgeBaseHomePath}>
            {t('helpCentre.kb.home')}
          </Link>
        </div>
      ) : null}
      {isEmpty ? (
        <p className="cea-help-state" role="status">
          {q ? t('helpCentre.kb.noMatch', { q }) : t('helpCentre.kb.none')}
        </p>
      ) : null}
      {shown?.kind === 'home' && !isEmpty ? <KnowledgeBaseHome home={shown.home} q={q} /> : null}
      {shown?.kind === 'category' ? (
        <section className="cea-kb-section" aria-labelledby="cea-kb-articles">
          <Heading as="h2" id="cea-kb-articles" className="cea-kb-section__title">
            {t('helpCentre.kb.articles')}
          </Heading>
          {shown.category.questions.length === 0 ? (
            <p>{t('helpCentre.kb.noQuestions')}</p>
          ) : (
            <ArticleLinks
              category={shown.category.category.slug}
              links={shown.category.questions}
            />
          )}
        </section>
      ) : null}
      {shown?.kind === 'article' && question ? (
        <KnowledgeBaseArticle
          category={shown.category}
          article={shown.article}
          questionSlug={question}
          votes={votes}
        />
      ) : null}
    </div>
  )
}
