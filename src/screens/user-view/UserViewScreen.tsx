import { PersonIcon } from '@primer/octicons-react'
import { Banner, Heading, LinkButton, VisuallyHidden } from '@primer/react'
import { Blankslate, SkeletonText } from '@primer/react/experimental'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { isUserViewTab, type UserViewInput } from '../../machines/users/userViewTypes'
import { failureText } from '../users/userWords'
import { PlanCard } from './PlanCard'
import { UserCard } from './UserCard'
import { UserViewContext } from './userViewContext'
import { UserViewNotice } from './UserViewNotice'
import { UserViewTabs } from './UserViewTabs'
import './user-view.css'

export const userViewPath = '/apps/user/view'

/** A path's id, or null when it has none (the first user is shown). */
function idOf(param: string | undefined): number | null {
  const id = Number(param)
  return param && Number.isInteger(id) && id > 0 ? id : null
}

/** /apps/user/view/:id (and /apps/user/view, the first user): the user's card, plan and tabs. */
export function UserViewScreen() {
  const { id } = useParams()
  const [search] = useSearchParams()
  const [input] = useState<UserViewInput>(() => {
    const tab = search.get('tab')
    return { id: idOf(id), tab: isUserViewTab(tab) ? tab : 'account' }
  })
  return (
    <UserViewContext.Provider options={{ input }}>
      <UserView />
    </UserViewContext.Provider>
  )
}

/** URL ⇄ machine: the path's id and the `tab` parameter lead; the page without an id gets one. */
function useUserViewUrl() {
  const view = UserViewContext.useActorRef()
  const shownId = UserViewContext.useSelector((snapshot) => snapshot.context.id)
  const { id } = useParams()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const urlId = idOf(id)
  const tab = search.get('tab')

  useEffect(() => {
    view.send({ type: 'view.open', id: urlId })
  }, [view, urlId])
  useEffect(() => {
    view.send({ type: 'tab.show', tab: isUserViewTab(tab) ? tab : 'account' })
  }, [view, tab])
  useEffect(() => {
    // The page without an id shows the first user: its address names them.
    if (urlId === null && shownId !== null)
      void navigate(
        { pathname: `${userViewPath}/${shownId}`, search: search.toString() },
        { replace: true },
      )
  }, [navigate, urlId, shownId, search])
}

function UserView() {
  const { t } = useTranslation()
  const view = UserViewContext.useActorRef()
  const state = UserViewContext.useSelector((snapshot) => {
    if (snapshot.hasTag('ready')) return 'ready'
    if (snapshot.hasTag('notFound')) return 'notFound'
    if (snapshot.hasTag('error')) return 'error'
    return 'loading'
  })
  const loadFailure = UserViewContext.useSelector((snapshot) => snapshot.context.loadFailure)
  useUserViewUrl()

  return (
    <div className="cea-user-view">
      <Heading as="h1" className="cea-user-view__title">
        {t('userView.title')}
      </Heading>
      {state === 'loading' ? (
        <div className="cea-user-view__grid" aria-busy="true">
          <div className="cea-user-view__card">
            <SkeletonText lines={6} />
          </div>
          <div className="cea-user-view__card">
            <SkeletonText lines={8} />
          </div>
          <VisuallyHidden>{t('userView.loading')}</VisuallyHidden>
        </div>
      ) : null}
      {state === 'error' ? (
        <Banner
          variant="critical"
          title={t('userView.loadFailed')}
          description={failureText(t, loadFailure, 'users.failure.unreachable')}
          primaryAction={
            <Banner.PrimaryAction onClick={() => view.send({ type: 'view.retry' })}>
              {t('userView.retry')}
            </Banner.PrimaryAction>
          }
        />
      ) : null}
      {state === 'notFound' ? (
        <Blankslate spacious>
          <Blankslate.Visual>
            <PersonIcon size="medium" />
          </Blankslate.Visual>
          <Blankslate.Heading as="h2">{t('userView.notFound.title')}</Blankslate.Heading>
          <Blankslate.Description>{t('userView.notFound.description')}</Blankslate.Description>
          <LinkButton as={RouterLink} to="/apps/user/list">
            {t('userView.notFound.back')}
          </LinkButton>
        </Blankslate>
      ) : null}
      {state === 'ready' ? (
        <div className="cea-user-view__grid">
          <div className="cea-user-view__side">
            <UserCard />
            <PlanCard />
          </div>
          <div className="cea-user-view__main">
            <UserViewTabs />
          </div>
        </div>
      ) : null}
      <UserViewNotice />
    </div>
  )
}
