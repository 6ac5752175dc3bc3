import { Heading } from '@primer/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { questionSlugOf } from '../../api/helpTopics'
import { faqCategoryKeys } from '../../api/types/faq'
import { faqMachine } from '../../machines/help/faqMachine'
import { faqViewFromSearch, searchFromFaqView } from '../../machines/help/faqView'
import { useViewInUrl } from '../shared/useViewInUrl'
import { ContactOptions } from './ContactOptions'
import { FaqQuestion, faqQuestionElementId } from './FaqQuestion'
import { helpIconOf } from './helpIcons'
import { HelpFailure, HelpLoading } from './HelpStates'
import { HelpSearchBox } from './HelpSearchBox'
import './help.css'

type FaqActor = ReturnType<typeof useActorRef<typeof faqMachine>>

const viewSearchOf = (actor: FaqActor) => {
  const { q, question } = actor.getSnapshot().context
  return searchFromFaqView({ q, question })
}

/** Keeps `?q=` and `?question=` and the machine in step; a shared link's answer is scrolled to. */
function useFaqUrl(actor: FaqActor) {
  const viewSearch = useSelector(actor, (snapshot) =>
    searchFromFaqView({ q: snapshot.context.q, question: snapshot.context.question }),
  )
  useViewInUrl({
    viewSearch,
    readViewSearch: () => viewSearchOf(actor),
    followUrl: (search) => actor.send({ type: 'view.follow', search }),
    normalize: (search) => searchFromFaqView(faqViewFromSearch(new URLSearchParams(search))),
  })
  const isPopulated = useSelector(actor, (snapshot) => snapshot.hasTag('populated'))
  const linked = useRef(actor.getSnapshot().context.question)
  useEffect(() => {
    if (!isPopulated || !linked.current) return
    document
      .getElementById(faqQuestionElementId(linked.current))
      ?.scrollIntoView({ block: 'start' })
    linked.current = null
  }, [isPopulated])
}

/** /pages/faq: search as you type, the five categories, one answer open at a time, both in the URL. */
export function FaqScreen({ searchDelayMs }: { searchDelayMs?: number }) {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const actor = useActorRef(faqMachine, { input: { search, searchDelayMs } })
  useFaqUrl(actor)
  const searchText = useSelector(actor, (snapshot) => snapshot.context.searchText)
  const q = useSelector(actor, (snapshot) => snapshot.context.q)
  const open = useSelector(actor, (snapshot) => snapshot.context.question)
  const data = useSelector(actor, (snapshot) => snapshot.context.data)
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure)
  const votes = useSelector(actor, (snapshot) => snapshot.children.votes)
  const isLoading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'))
  const isEmpty = useSelector(actor, (snapshot) => snapshot.hasTag('empty'))
  const isError = useSelector(actor, (snapshot) => snapshot.hasTag('error'))
  const toggle = (question: string) => actor.send({ type: 'question.toggle', question })

  return (
    <div className="cea-help">
      <header className="cea-help-hero">
        <Heading as="h1" className="cea-help-hero__title">
          {t('helpCentre.faq.title')}
        </Heading>
        <p>{t('helpCentre.faq.subtitle')}</p>
        <HelpSearchBox
          label={t('helpCentre.faq.searchLabel')}
          placeholder={t('helpCentre.faq.searchPlaceholder')}
          value={searchText}
          onType={(text) => actor.send({ type: 'search.type', text })}
          onSubmit={() => actor.send({ type: 'search.submit' })}
        />
      </header>
      {isLoading && !data ? <HelpLoading /> : null}
      {isError ? (
        <HelpFailure failure={failure} onRetry={() => actor.send({ type: 'faq.retry' })} />
      ) : null}
      {isEmpty ? (
        <p className="cea-help-state" role="status">
          {q ? t('helpCentre.faq.noMatch', { q }) : t('helpCentre.faq.none')}
        </p>
      ) : null}
      {data && !isEmpty && !isError ? (
        <div className="cea-faq-categories" aria-busy={isLoading}>
          {faqCategoryKeys.map((key) => {
            const category = data[key]
            if (!category || category.qandA.length === 0) return null
            const Icon = helpIconOf(category.icon)
            return (
              <section
                key={key}
                className="cea-faq-category"
                aria-labelledby={`faq-category-${key}`}
              >
                <div className="cea-faq-category__header">
                  <span className="cea-faq-category__icon">
                    <Icon size={20} />
                  </span>
                  <div>
                    <Heading as="h2" id={`faq-category-${key}`} className="cea-faq-category__title">
                      {category.title}
                    </Heading>
                    <p className="cea-faq-category__subtitle">{category.subtitle}</p>
                  </div>
                </div>
                <ul className="cea-faq-category__questions">
                  {category.qandA.map((entry) => (
                    <FaqQuestion
                      key={entry.question}
                      entry={entry}
                      query={q}
                      isOpen={open !== null && open === questionSlugOf(entry.question)}
                      onToggle={toggle}
                      votes={votes}
                    />
                  ))}
                </ul>
              </section>
            )
          })}
        </div>
      ) : null}
      {isEmpty || isError ? <ContactOptions /> : null}
    </div>
  )
}
