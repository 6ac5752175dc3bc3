import { PencilIcon, TrashIcon } from '@primer/octicons-react'
import { Button, Label } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { Permission, PermissionRole } from '../../api/types/permissions'
import { ListTable } from '../../components/list-table/ListTable'
import { RowActions } from '../../components/list-table/RowActions'
import type { ListTableColumn } from '../../components/list-table/listTableTypes'
import { listTableLabels } from '../list/listTableLabels'
import { listTableProps } from '../list/listTableProps'
import { useListView } from '../list/useListView'
import { PermissionsContext, usePermissionsListActor } from './permissionsContext'

const roleVariants: Record<PermissionRole, 'accent' | 'success' | 'attention' | 'done' | 'severe'> =
  {
    administrator: 'accent',
    manager: 'attention',
    user: 'success',
    support: 'done',
    'restricted-user': 'severe',
  }

export interface PermissionsTableProps {
  onDelete: (permission: Permission) => void
}

/** The permissions of the list's page: name, roles as badges, created date, rename and delete. */
export function PermissionsTable({ onDelete }: PermissionsTableProps) {
  const { t, i18n } = useTranslation()
  const screen = PermissionsContext.useActorRef()
  const list = usePermissionsListActor()
  const view = useListView(list)
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })

  const columns: ReadonlyArray<ListTableColumn<Permission>> = [
    {
      id: 'name',
      header: t('permissions.column.name'),
      field: 'name',
      isSortable: true,
      isRowHeader: true,
      stacked: 'title',
    },
    {
      id: 'assignedTo',
      header: t('permissions.column.assignedTo'),
      stacked: 'secondary',
      renderCell: (permission) => (
        <span className="cea-permissions-roles">
          {permission.assignedTo.map((role) => (
            <Label key={role} variant={roleVariants[role]}>
              {t(`permissions.role.${role}`)}
            </Label>
          ))}
        </span>
      ),
    },
    {
      id: 'createdDate',
      header: t('permissions.column.createdDate'),
      isSortable: true,
      width: 'auto',
      renderCell: (permission) => (
        <time dateTime={permission.createdDate}>
          {dates.format(new Date(`${permission.createdDate}T00:00:00Z`))}
        </time>
      ),
    },
    {
      id: 'actions',
      header: t('permissions.column.actions'),
      stacked: 'actions',
      width: 'auto',
      align: 'end',
      renderCell: (permission) => (
        <RowActions
          actions={[
            {
              icon: PencilIcon,
              label: t('permissions.rename', { name: permission.name }),
              onClick: () => screen.send({ type: 'permission.rename', permission }),
            },
            {
              icon: TrashIcon,
              label: t('permissions.delete.one', { name: permission.name }),
              onClick: () => onDelete(permission),
            },
          ]}
        />
      ),
    },
  ]

  return (
    <ListTable<Permission>
      aria-label={t('permissions.table.label')}
      columns={columns}
      rowLabel={(permission) => permission.name}
      {...listTableProps(view)}
      labels={listTableLabels(t, 'permissions', { ...view, language: i18n.language })}
      emptyAction={
        view.isFiltered ? (
          <Button onClick={view.clearFilters}>{t('permissions.table.clearFilters')}</Button>
        ) : undefined
      }
    />
  )
}
