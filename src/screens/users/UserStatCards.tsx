import { type Icon, PeopleIcon, PersonAddIcon, PersonIcon, SkipIcon } from '@primer/octicons-react'
import { Text } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { UserStats } from '../../api/types/users'
import { useUsersList } from './usersContext'

const cards: Array<{ key: keyof UserStats; icon: Icon }> = [
  { key: 'total', icon: PeopleIcon },
  { key: 'active', icon: PersonIcon },
  { key: 'pending', icon: PersonAddIcon },
  { key: 'inactive', icon: SkipIcon },
]

/** Total, active, pending and inactive users: counted by the back end on every load. */
export function UserStatCards() {
  const { t, i18n } = useTranslation()
  const stats = useUsersList((snapshot) => snapshot.context.summary as UserStats | null)
  const format = new Intl.NumberFormat(i18n.language)
  return (
    <ul className="cea-users-stats" aria-label={t('users.stats.label')}>
      {cards.map(({ key, icon: CardIcon }) => (
        <li key={key} className="cea-users-stats__card" data-kind={key}>
          <span className="cea-users-stats__icon" aria-hidden="true">
            <CardIcon size={20} />
          </span>
          <span className="cea-users-stats__text">
            <Text as="span" className="cea-users-stats__label">
              {t(`users.stats.${key}`)}
            </Text>
            <Text as="span" className="cea-users-stats__value">
              {stats ? format.format(stats[key]) : '–'}
            </Text>
          </span>
        </li>
      ))}
    </ul>
  )
}
