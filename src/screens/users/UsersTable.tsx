import {
  CodeIcon,
  EyeIcon,
  type Icon,
  PencilIcon,
  PersonIcon,
  ShieldLockIcon,
  TrashIcon,
  ToolsIcon,
} from '@primer/octicons-react'
import { Button, Label, Link } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import type { User, UserRole, UserStatus } from '../../api/types/users'
import { ListTable } from '../../components/list-table/ListTable'
import { RowActions } from '../../components/list-table/RowActions'
import type { ListTableColumn } from '../../components/list-table/listTableTypes'
import { UserAvatar } from '../../components/navbar/UserAvatar'
import { listTableLabels } from '../list/listTableLabels'
import { listTableProps, listTableSelection } from '../list/listTableProps'
import { useListView } from '../list/useListView'
import { UsersContext, useUsersListActor } from './usersContext'
import { planText, roleText, statusText } from './userWords'

const roleIcons: Record<UserRole, Icon> = {
  admin: ShieldLockIcon,
  author: PencilIcon,
  editor: CodeIcon,
  maintainer: ToolsIcon,
  subscriber: PersonIcon,
}
const statusVariants: Record<UserStatus, 'success' | 'attention' | 'secondary'> = {
  active: 'success',
  pending: 'attention',
  inactive: 'secondary',
}

export interface UsersTableProps {
  onDelete: (user: User) => void
}

/** The users of the list's page in the kit's table: sort, select, page, delete. */
export function UsersTable({ onDelete }: UsersTableProps) {
  const { t, i18n } = useTranslation()
  const screen = UsersContext.useActorRef()
  const list = useUsersListActor()
  const view = useListView(list)
  const navigate = useNavigate()
  const viewPath = (user: User) => `/apps/user/view/${user.id}`

  const columns: ReadonlyArray<ListTableColumn<User>> = [
    {
      id: 'fullName',
      header: t('users.column.user'),
      isSortable: true,
      isRowHeader: true,
      stacked: 'title',
      width: 'grow',
      renderCell: (user) => (
        <span className="cea-users-person">
          <UserAvatar name={user.fullName} src={user.avatar} size={32} loading="lazy" />
          <span className="cea-users-person__text">
            <Link as={RouterLink} to={viewPath(user)} className="cea-users-person__name">
              {user.fullName}
            </Link>
            <span className="cea-users-person__email">{user.email}</span>
          </span>
        </span>
      ),
    },
    {
      id: 'role',
      header: t('users.column.role'),
      isSortable: true,
      stacked: 'secondary',
      width: 'auto',
      renderCell: (user) => {
        const RoleIcon = roleIcons[user.role]
        return (
          <span className="cea-users-role" data-role={user.role}>
            <RoleIcon size={16} aria-hidden="true" />
            {roleText(t, user.role)}
          </span>
        )
      },
    },
    {
      id: 'currentPlan',
      header: t('users.column.plan'),
      isSortable: true,
      width: 'auto',
      renderCell: (user) => planText(t, user.currentPlan),
    },
    {
      id: 'billing',
      header: t('users.column.billing'),
      isSortable: true,
      field: 'billing',
      width: 'auto',
    },
    {
      id: 'status',
      header: t('users.column.status'),
      isSortable: true,
      width: 'auto',
      renderCell: (user) => (
        <Label variant={statusVariants[user.status]}>{statusText(t, user.status)}</Label>
      ),
    },
    {
      id: 'actions',
      header: t('users.column.actions'),
      stacked: 'actions',
      width: 'auto',
      align: 'end',
      renderCell: (user) => (
        <RowActions
          actions={[
            {
              icon: EyeIcon,
              label: t('users.view.one', { name: user.fullName }),
              onClick: () => void navigate(viewPath(user)),
            },
            {
              icon: PencilIcon,
              label: t('users.edit.one', { name: user.fullName }),
              onClick: () => screen.send({ type: 'editUser.open', user }),
            },
            {
              icon: TrashIcon,
              label: t('users.delete.one', { name: user.fullName }),
              onClick: () => onDelete(user),
            },
          ]}
        />
      ),
    },
  ]

  return (
    <ListTable<User>
      aria-label={t('users.table.label')}
      columns={columns}
      rowLabel={(user) => user.fullName}
      {...listTableProps(view)}
      {...listTableSelection(view)}
      labels={listTableLabels(t, 'users', { ...view, language: i18n.language })}
      emptyAction={
        view.isFiltered ? (
          <Button onClick={view.clearFilters}>{t('users.table.clearFilters')}</Button>
        ) : undefined
      }
    />
  )
}
