import { PencilIcon, PeopleIcon, PlusIcon, TrashIcon } from '@primer/octicons-react'
import {
  Button,
  Flash,
  Heading,
  IconButton,
  SkeletonBox,
  Text,
  VisuallyHidden,
} from '@primer/react'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { roleAreas, type RoleSummary } from '../../api/types/roles'
import { UserAvatar } from '../../components/navbar/UserAvatar'
import { RolesContext } from './rolesContext'

export interface RoleCardsProps {
  /** The role whose holders the table below lists ('' for everyone). */
  shownRoleId: string
  addButtonRef: RefObject<HTMLButtonElement | null>
}

/** One card per role: how many hold it and who, what it grants, edit, show its users, delete. */
export function RoleCards({ shownRoleId, addButtonRef }: RoleCardsProps) {
  const { t } = useTranslation()
  const screen = RolesContext.useActorRef()
  const roles = RolesContext.useSelector((snapshot) => snapshot.context.roles)
  const isLoading = RolesContext.useSelector((snapshot) => snapshot.hasTag('rolesLoading'))
  const hasFailed = RolesContext.useSelector((snapshot) => snapshot.hasTag('rolesError'))

  if (isLoading) {
    return (
      <div className="cea-roles-cards" aria-busy="true">
        <Text className="cea-roles-cards__status" role="status">
          {t('roles.cards.loading')}
        </Text>
        {[1, 2, 3].map((key) => (
          <SkeletonBox key={key} height="9rem" className="cea-role-card__skeleton" />
        ))}
      </div>
    )
  }
  if (hasFailed) {
    return (
      <Flash variant="danger" className="cea-roles-failure" role="alert">
        <span>{t('roles.failure.load')}</span>
        <Button onClick={() => screen.send({ type: 'roles.retry' })}>{t('roles.retry')}</Button>
      </Flash>
    )
  }

  return (
    <ul className="cea-roles-cards" aria-label={t('roles.cards.label')}>
      {roles.map((role) => (
        <RoleCard key={role.id} role={role} isShown={shownRoleId === String(role.id)} />
      ))}
      <li className="cea-role-card cea-role-card--add" aria-labelledby="cea-role-new">
        <Heading as="h2" id="cea-role-new" className="cea-role-card__name">
          {t('roles.cards.addTitle')}
        </Heading>
        <Text as="p" className="cea-role-card__text">
          {roles.length === 0 ? t('roles.cards.none') : t('roles.cards.addText')}
        </Text>
        <Button
          ref={addButtonRef}
          variant="primary"
          leadingVisual={PlusIcon}
          onClick={() => screen.send({ type: 'role.add' })}
        >
          {t('roles.add')}
        </Button>
      </li>
    </ul>
  )
}

function RoleCard({ role, isShown }: { role: RoleSummary; isShown: boolean }) {
  const { t, i18n } = useTranslation()
  const screen = RolesContext.useActorRef()
  const number = new Intl.NumberFormat(i18n.language)
  const headingId = `cea-role-${role.id}`
  const areas = roleAreas.filter((area) => role.permissions[area]?.length).length
  const others = role.userCount - role.members.length
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    role.members.map((member) => member.fullName),
  )

  return (
    <li className="cea-role-card" aria-labelledby={headingId}>
      <div className="cea-role-card__top">
        <Text className="cea-role-card__count">
          {t('roles.cards.users', { number: number.format(role.userCount) })}
        </Text>
        <span className="cea-role-card__avatars">
          {role.members.map((member) => (
            <span key={member.id} className="cea-role-card__avatar" title={member.fullName}>
              <UserAvatar name={member.fullName} src={member.avatar} size={28} />
            </span>
          ))}
          {others > 0 ? (
            <span className="cea-role-card__more" aria-hidden="true">
              +{number.format(others)}
            </span>
          ) : null}
        </span>
        {role.members.length ? (
          <VisuallyHidden>
            {others > 0
              ? t('roles.cards.holdersMore', { names, number: number.format(others) })
              : t('roles.cards.holders', { names })}
          </VisuallyHidden>
        ) : null}
      </div>
      <Heading as="h2" id={headingId} className="cea-role-card__name">
        {role.name}
      </Heading>
      <Text as="p" className="cea-role-card__text">
        {t('roles.cards.areas', {
          areas: number.format(areas),
          total: number.format(roleAreas.length),
        })}
      </Text>
      <div className="cea-role-card__actions">
        <Button
          size="small"
          leadingVisual={PencilIcon}
          onClick={() => screen.send({ type: 'role.edit', role })}
          aria-describedby={headingId}
        >
          {t('roles.edit')}
        </Button>
        <Button
          size="small"
          variant="invisible"
          leadingVisual={PeopleIcon}
          aria-pressed={isShown}
          aria-describedby={headingId}
          onClick={() => screen.send({ type: 'role.showUsers', roleId: isShown ? null : role.id })}
        >
          {t('roles.showUsers')}
        </Button>
        <IconButton
          size="small"
          variant="invisible"
          icon={TrashIcon}
          aria-label={t('roles.delete.one', { name: role.name })}
          onClick={() => screen.send({ type: 'role.delete', role })}
        />
      </div>
    </li>
  )
}
