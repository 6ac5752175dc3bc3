import { StarFillIcon } from '@primer/octicons-react'
import { Avatar, Button, Heading, Link } from '@primer/react'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProfilePage } from '../../api/types/profile'

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId()
  return (
    <section className="cea-profile-card" aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} className="cea-profile-section-title">
        {title}
      </Heading>
      {children}
    </section>
  )
}

/** About, suggested pages and the twitter feed: the page's first column. */
export function ProfileAboutColumn({ page }: { page: ProfilePage }) {
  const { t } = useTranslation()
  const { owner } = page
  return (
    <div className="cea-profile-column cea-profile-column--about">
      <Section title={t('profile.about.title')}>
        {owner.about ? <p>{owner.about}</p> : null}
        <dl className="cea-profile-facts">
          <dt>{t('profile.about.email')}</dt>
          <dd>{owner.email}</dd>
          {owner.website ? (
            <>
              <dt>{t('profile.about.website')}</dt>
              <dd>
                <Link href={owner.website} target="_blank" rel="noopener noreferrer">
                  {owner.website.replace(/^https?:\/\//, '')}
                </Link>
              </dd>
            </>
          ) : null}
        </dl>
      </Section>
      <Section title={t('profile.suggestedPages')}>
        <ul className="cea-profile-people">
          {page.suggestedPages.map((entry) => (
            <li key={entry.title}>
              <Avatar src={entry.avatar} size={32} alt="" />
              <span className="cea-profile-people__who">
                <strong>{entry.title}</strong>
                <span className="cea-profile-muted">{entry.subtitle}</span>
              </span>
              {entry.isFavorite ? (
                <StarFillIcon aria-label={t('profile.favourite')} className="cea-profile-star" />
              ) : null}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('profile.twitter')}>
        <ul className="cea-profile-tweets">
          {page.twitterFeeds.map((tweet) => (
            <li key={tweet.handle}>
              <div className="cea-profile-people__row">
                <Avatar src={tweet.avatar} size={32} alt="" />
                <span className="cea-profile-people__who">
                  <strong>{tweet.fullName}</strong>
                  <span className="cea-profile-muted">{tweet.handle}</span>
                </span>
              </div>
              <p>{tweet.text}</p>
              <p className="cea-profile-tags">{tweet.tags.join(' ')}</p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  )
}

/** The latest photos and the people to connect with. */
export function ProfilePeopleSections({
  page,
  onConnect,
}: {
  page: ProfilePage
  onConnect: (suggestionId: number) => void
}) {
  const { t } = useTranslation()
  return (
    <>
      <Section title={t('profile.photos')}>
        <ul className="cea-profile-photos">
          {page.latestPhotos.map((photo) => (
            <li key={photo.img}>
              <img src={photo.img} alt={photo.alt} loading="lazy" />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('profile.suggestions.title')}>
        <ul className="cea-profile-people">
          {page.suggestions.map((person) => (
            <li key={person.id}>
              <Avatar src={person.avatar} size={32} alt="" />
              <span className="cea-profile-people__who">
                <strong>{person.fullName}</strong>
                <span className="cea-profile-muted">
                  {t('profile.suggestions.mutual', { friends: person.mutualFriends })}
                </span>
              </span>
              <Button
                size="small"
                disabled={person.connected}
                aria-label={
                  person.connected
                    ? t('profile.suggestions.connectedWith', { name: person.fullName })
                    : t('profile.suggestions.connectWith', { name: person.fullName })
                }
                onClick={() => onConnect(person.id)}
              >
                {person.connected
                  ? t('profile.suggestions.connected')
                  : t('profile.suggestions.connect')}
              </Button>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
