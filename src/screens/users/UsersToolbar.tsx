import { DownloadIcon, PlusIcon, SearchIcon, TrashIcon } from '@primer/octicons-react'
import { Button, Select, TextInput } from '@primer/react'
import { type RefObject, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { userPlans, userRoles, userStatuses } from '../../api/types/users'
import type { UserFilter } from '../../machines/users/usersListMachine'
import { UsersContext, useUsersList, useUsersListActor } from './usersContext'
import { planText, roleText, statusText } from './userWords'

export interface UsersToolbarProps {
  onDeleteSelected: (ids: number[]) => void
  /** The "Add user" button, where focus returns when the drawer closes. */
  addButtonRef: RefObject<HTMLButtonElement | null>
}

/** Search, the role / status / plan filters, export, add, and what to do with the selection. */
export function UsersToolbar({ onDeleteSelected, addButtonRef }: UsersToolbarProps) {
  const { t } = useTranslation()
  const users = UsersContext.useActorRef()
  const list = useUsersListActor()
  const searchText = useUsersList((snapshot) => snapshot.context.searchText)
  const filters = useUsersList((snapshot) => snapshot.context.params.filters)
  const selectedIds = useUsersList((snapshot) => snapshot.context.selectedIds)
  const isExporting = UsersContext.useSelector((snapshot) => snapshot.hasTag('exporting'))
  const id = useId()

  const filterSelect = (
    filter: UserFilter,
    values: readonly string[],
    word: (value: never) => string,
  ) => (
    <div className="cea-users-toolbar__filter">
      <label htmlFor={`${id}-${filter}`} className="cea-users-toolbar__label">
        {t(`users.filter.${filter}`)}
      </label>
      <Select
        id={`${id}-${filter}`}
        value={filters[filter] ?? ''}
        block
        onChange={(event) => list.send({ type: 'list.filter', filter, value: event.target.value })}
      >
        <Select.Option value="">{t('users.filter.all')}</Select.Option>
        {values.map((value) => (
          <Select.Option key={value} value={value}>
            {word(value as never)}
          </Select.Option>
        ))}
      </Select>
    </div>
  )

  return (
    <div className="cea-users-toolbar">
      <div className="cea-users-toolbar__filters">
        {filterSelect('role', userRoles, (role) => roleText(t, role))}
        {filterSelect('currentPlan', userPlans, (plan) => planText(t, plan))}
        {filterSelect('status', userStatuses, (status) => statusText(t, status))}
      </div>
      <div className="cea-users-toolbar__actions">
        <TextInput
          type="search"
          leadingVisual={SearchIcon}
          aria-label={t('users.search.label')}
          placeholder={t('users.search.placeholder')}
          value={searchText}
          onChange={(event) => list.send({ type: 'list.search', text: event.target.value })}
          className="cea-users-toolbar__search"
        />
        {selectedIds.length > 0 ? (
          <Button
            leadingVisual={TrashIcon}
            variant="danger"
            onClick={() => onDeleteSelected(selectedIds)}
          >
            {t('users.deleteSelected', { count: selectedIds.length })}
          </Button>
        ) : null}
        <Button
          leadingVisual={DownloadIcon}
          loading={isExporting}
          loadingAnnouncement={t('common.exporting')}
          onClick={() => users.send({ type: 'users.export' })}
        >
          {t('users.export')}
        </Button>
        <Button
          ref={addButtonRef}
          leadingVisual={PlusIcon}
          variant="primary"
          onClick={() => users.send({ type: 'addUser.open' })}
        >
          {t('users.add')}
        </Button>
      </div>
    </div>
  )
}
