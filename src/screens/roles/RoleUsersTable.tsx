import { SearchIcon } from '@primer/octicons-react'
import { Button, Heading, Label, Link, Select, TextInput } from '@primer/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { User, UserStatus } from '../../api/types/users'
import { ListTable } from '../../components/list-table/ListTable'
import type { ListTableColumn } from '../../components/list-table/listTableTypes'
import { UserAvatar } from '../../components/navbar/UserAvatar'
import { listTableLabels } from '../list/listTableLabels'
import { listTableProps } from '../list/listTableProps'
import { useListView } from '../list/useListView'
import { planText, roleText, statusText } from '../users/userWords'
import { RolesContext, useRoleUsersListActor } from './rolesContext'

const statusVariants: Record<UserStatus, 'success' | 'attention' | 'secondary'> = {
  active: 'success',
  pending: 'attention',
  inactive: 'secondary',
}

/** Below the cards: every user, or the holders of the role picked on a card or here. */
export function RoleUsersTable() {
  const { t, i18n } = useTranslation()
  const list = useRoleUsersListActor()
  const view = useListView(list)
  const shownRoleId = view.params.filters.accessRole
  const roles = RolesContext.useSelector((snapshot) => snapshot.context.roles)
  const roleSelectId = useId()
  const shownRole = roles.find((role) => String(role.id) === shownRoleId)
  const title = shownRole
    ? t('roles.users.titleOf', { name: shownRole.name })
    : t('roles.users.title')

  const columns: ReadonlyArray<ListTableColumn<User>> = [
    {
      id: 'fullName',
      header: t('roles.users.column.user'),
      isSortable: true,
      isRowHeader: true,
      stacked: 'title',
      width: 'grow',
      renderCell: (user) => (
        <span className="cea-role-users__person">
          <UserAvatar name={user.fullName} src={user.avatar} size={32} loading="lazy" />
          <span className="cea-role-users__text">
            <Link as={RouterLink} to={`/apps/user/view/${user.id}`}>
              {user.fullName}
            </Link>
            <span className="cea-role-users__email">{user.email}</span>
          </span>
        </span>
      ),
    },
    {
      id: 'role',
      header: t('roles.users.column.role'),
      isSortable: true,
      stacked: 'secondary',
      width: 'auto',
      renderCell: (user) => roleText(t, user.role),
    },
    {
      id: 'currentPlan',
      header: t('roles.users.column.plan'),
      isSortable: true,
      width: 'auto',
      renderCell: (user) => planText(t, user.currentPlan),
    },
    {
      id: 'status',
      header: t('roles.users.column.status'),
      isSortable: true,
      width: 'auto',
      renderCell: (user) => (
        <Label variant={statusVariants[user.status]}>{statusText(t, user.status)}</Label>
      ),
    },
  ]

  return (
    <section className="cea-role-users" aria-labelledby="cea-role-users-title">
      <Heading as="h2" id="cea-role-users-title" className="cea-role-users__title">
        {title}
      </Heading>
      <div className="cea-role-users__toolbar">
        <TextInput
          type="search"
          leadingVisual={SearchIcon}
          aria-label={t('roles.users.search')}
          placeholder={t('roles.users.searchPlaceholder')}
          value={view.searchText}
          onChange={(event) => view.search(event.target.value)}
          className="cea-role-users__search"
        />
        <div className="cea-role-users__filter">
          <label htmlFor={roleSelectId}>{t('roles.users.filter')}</label>
          <Select
            id={roleSelectId}
            value={shownRoleId ?? ''}
            onChange={(event) => view.filter('accessRole', event.target.value)}
          >
            <Select.Option value="">{t('roles.users.all')}</Select.Option>
            {roles.map((role) => (
              <Select.Option key={role.id} value={String(role.id)}>
                {role.name}
              </Select.Option>
            ))}
          </Select>
        </div>
      </div>
      <ListTable<User>
        aria-label={title}
        columns={columns}
        rowLabel={(user) => user.fullName}
        {...listTableProps(view)}
        labels={listTableLabels(t, 'roles.users', { ...view, language: i18n.language })}
        emptyAction={
          view.isFiltered ? (
            <Button onClick={view.clearFilters}>{t('roles.users.table.clearFilters')}</Button>
          ) : undefined
        }
      />
    </section>
  )
}
