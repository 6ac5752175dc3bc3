import { Button, Flash, Heading, Spinner } from '@primer/react'
import { useActorRef, useSelector } from '@xstate/react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Toast } from '../../components/toast/Toast'
import { profileMachine } from '../../machines/profile/profileMachine'
import type { ProfileNotice } from '../../machines/profile/profileSteps'
import type { ProfileActor } from './profileActor'
import { ProfileHeader } from './ProfileHeader'
import { ProfilePoll } from './ProfilePoll'
import { ProfilePosts } from './ProfilePosts'
import { ProfileAboutColumn, ProfilePeopleSections } from './ProfileSections'
import './profile.css'

function noticeText(t: TFunction, notice: ProfileNotice | null): string | null {
  if (!notice) return null
  const what = notice.kind === 'likeFailed' ? t('profile.likeFailed') : t('profile.connectFailed')
  return notice.failure.reason === 'rejected' ? `${what} ${notice.failure.message}` : what
}

function ProfileBody({ actor }: { actor: ProfileActor }) {
  const { t } = useTranslation()
  const page = useSelector(actor, (snapshot) => snapshot.context.page)
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice)
  if (!page) return null
  return (
    <>
      <ProfileHeader owner={page.owner} />
      <div className="cea-profile-layout">
        <ProfilePosts actor={actor} />
        <ProfileAboutColumn page={page} />
        <div className="cea-profile-column cea-profile-column--people">
          <ProfilePeopleSections
            page={page}
            onConnect={(suggestionId) => actor.send({ type: 'suggestion.connect', suggestionId })}
          />
          <ProfilePoll actor={actor} poll={page.poll} />
        </div>
      </div>
      <Toast
        text={noticeText(t, notice)}
        dismissLabel={t('profile.dismiss')}
        onDismiss={() => actor.send({ type: 'notice.dismiss' })}
      />
    </>
  )
}

/** /pages/profile: the signed-in account's own profile (admin and client alike). */
export function ProfileScreen() {
  const { t } = useTranslation()
  const actor = useActorRef(profileMachine)
  const isLoading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'))
  const isError = useSelector(actor, (snapshot) => snapshot.hasTag('error'))
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure)
  return (
    <div className="cea-profile">
      {isLoading || isError ? (
        <Heading as="h1" className="cea-profile__title">
          {t('profile.title')}
        </Heading>
      ) : null}
      {isLoading ? (
        <div className="cea-profile-state">
          <Spinner size="medium" srText={null} />
          <p>{t('profile.loading')}</p>
        </div>
      ) : null}
      {isError ? (
        <Flash variant="danger" className="cea-profile-state">
          <p>{failure?.reason === 'rejected' ? failure.message : t('profile.failure')}</p>
          <Button onClick={() => actor.send({ type: 'profile.retry' })}>
            {t('profile.retry')}
          </Button>
        </Flash>
      ) : null}
      {!isLoading && !isError ? <ProfileBody actor={actor} /> : null}
    </div>
  )
}
