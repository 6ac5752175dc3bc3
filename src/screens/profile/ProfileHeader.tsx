import { CalendarIcon, LocationIcon, PersonIcon } from '@primer/octicons-react'
import { Avatar, Heading, VisuallyHidden } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { ProfileOwner } from '../../api/types/profile'
import { dateTimeFormat } from '../../components/intl/cachedIntl'

/** The cover, the avatar and who the account is: name (the page's heading), title, place, joined. */
export function ProfileHeader({ owner }: { owner: ProfileOwner }) {
  const { t, i18n } = useTranslation()
  const joined = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${owner.joined}T00:00:00Z`),
  )
  return (
    <header className="cea-profile-header">
      <img className="cea-profile-header__cover" src={owner.coverImg} alt="" />
      <div className="cea-profile-header__body">
        <Avatar
          className="cea-profile-header__avatar"
          src={owner.avatar}
          size={96}
          alt={t('profile.avatar', { name: owner.fullName })}
        />
        <div className="cea-profile-header__who">
          <Heading as="h1" className="cea-profile-header__name">
            {owner.fullName}
          </Heading>
          <ul className="cea-profile-header__facts">
            {owner.designation ? (
              <li>
                <PersonIcon aria-hidden />
                <VisuallyHidden>{t('profile.designation')} </VisuallyHidden>
                {owner.designation}
              </li>
            ) : null}
            {owner.location ? (
              <li>
                <LocationIcon aria-hidden />
                <VisuallyHidden>{t('profile.location')} </VisuallyHidden>
                {owner.location}
              </li>
            ) : null}
            <li>
              <CalendarIcon aria-hidden />
              {t('profile.joined', { date: joined })}
            </li>
          </ul>
        </div>
      </div>
    </header>
  )
}
