import { ConfirmationDialog, Heading } from '@primer/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { UsersInput } from '../../machines/users/usersMachine'
import { AddUserDrawer } from './AddUserDrawer'
import { UsersContext, useUsersList, useUsersListActor, usersOf } from './usersContext'
import { UserStatCards } from './UserStatCards'
import { UsersNotice } from './UsersNotice'
import { UsersTable } from './UsersTable'
import { UsersToolbar } from './UsersToolbar'
import { usersParamsFromSearch, useUsersUrl } from './useUsersUrl'
import './users.css'

export interface UsersListScreenProps {
  /** Search pause and Undo window, for stories and tests; the params always come from the URL. */
  options?: Omit<UsersInput, 'params'>
}

/** /apps/user/list: stat cards, then the users table with its search, filters and actions. */
export function UsersListScreen({ options }: UsersListScreenProps) {
  const [search] = useSearchParams()
  const [input] = useState<UsersInput>(() => ({
    ...options,
    params: usersParamsFromSearch(search),
  }))
  return (
    <UsersContext.Provider options={{ input }}>
      <UsersList />
    </UsersContext.Provider>
  )
}

function UsersList() {
  const { t } = useTranslation()
  const list = useUsersListActor()
  const users = useUsersList(usersOf)
  const addButtonRef = useRef<HTMLButtonElement>(null)
  const [confirming, setConfirming] = useState<number[] | null>(null)
  useUsersUrl()

  const names = (confirming ?? []).map((id) => users.find((user) => user.id === id)?.fullName ?? '')
  return (
    <div className="cea-users">
      <Heading as="h1" className="cea-users__title">
        {t('users.title')}
      </Heading>
      <UserStatCards />
      <section className="cea-users__table" aria-label={t('users.table.label')}>
        <UsersToolbar onDeleteSelected={setConfirming} addButtonRef={addButtonRef} />
        <UsersTable onDelete={(user) => setConfirming([user.id])} />
      </section>
      <AddUserDrawer returnFocusRef={addButtonRef} />
      {confirming ? (
        <ConfirmationDialog
          title={
            confirming.length === 1
              ? t('users.delete.titleOne')
              : t('users.delete.titleMany', { count: confirming.length })
          }
          confirmButtonContent={t('users.delete.confirm')}
          confirmButtonType="danger"
          cancelButtonContent={t('users.delete.cancel')}
          onClose={(gesture) => {
            if (gesture === 'confirm') list.send({ type: 'rows.delete', ids: confirming })
            setConfirming(null)
          }}
        >
          {confirming.length === 1
            ? t('users.delete.bodyOne', { name: names[0] })
            : t('users.delete.bodyMany', { count: confirming.length })}
        </ConfirmationDialog>
      ) : null}
      <UsersNotice />
    </div>
  )
}
