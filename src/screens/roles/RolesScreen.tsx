import { ConfirmationDialog, Heading, Text } from '@primer/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Toast } from '../../components/toast/Toast'
import type { RolesInput } from '../../machines/roles/rolesMachine'
import { paramsFromSearch } from '../../machines/list/listParams'
import { roleUsersListShape } from '../../machines/roles/rolesUsersListMachine'
import { failureOf } from '../../machines/shared/callFailure'
import { useListUrl } from '../list/useListUrl'
import { RoleCards } from './RoleCards'
import { RoleDialog } from './RoleDialog'
import { RoleUsersTable } from './RoleUsersTable'
import { RolesContext, useRoleUsersList, useRoleUsersListActor } from './rolesContext'
import './roles.css'

export interface RolesScreenProps {
  /** Search pause, for stories and tests; the table's params always come from the URL. */
  options?: Omit<RolesInput, 'params'>
}

/** /apps/roles: the roles of SPEC §6 as cards, added and edited with a permission matrix, and their users. */
export function RolesScreen({ options }: RolesScreenProps) {
  const [search] = useSearchParams()
  const [input] = useState<RolesInput>(() => ({
    ...options,
    params: paramsFromSearch(search, roleUsersListShape),
  }))
  return (
    <RolesContext.Provider options={{ input }}>
      <Roles />
    </RolesContext.Provider>
  )
}

function Roles() {
  const { t, i18n } = useTranslation()
  const screen = RolesContext.useActorRef()
  const list = useRoleUsersListActor()
  const shownRoleId = useRoleUsersList((snapshot) => snapshot.context.params.filters.accessRole)
  const notice = RolesContext.useSelector((snapshot) => snapshot.context.notice)
  const deleting = RolesContext.useSelector((snapshot) =>
    snapshot.matches({ deletion: 'confirming' }) ? snapshot.context.deleting : null,
  )
  const addButtonRef = useRef<HTMLButtonElement>(null)
  useListUrl(list, roleUsersListShape)

  let toastText: string | null = null
  if (notice?.kind === 'deleteFailed') {
    const failure = failureOf(notice.failure)
    toastText =
      failure.reason === 'rejected'
        ? failure.message
        : t('roles.notice.deleteFailed', { name: notice.name })
  } else if (notice) toastText = t(`roles.notice.${notice.kind}`, { name: notice.name })

  return (
    <div className="cea-roles">
      <div>
        <Heading as="h1" className="cea-roles__title">
          {t('roles.title')}
        </Heading>
        <Text as="p" className="cea-roles__intro">
          {t('roles.intro')}
        </Text>
      </div>
      <RoleCards shownRoleId={shownRoleId ?? ''} addButtonRef={addButtonRef} />
      <RoleUsersTable />
      <RoleDialog returnFocusRef={addButtonRef} />
      {deleting ? (
        <ConfirmationDialog
          title={t('roles.delete.title', { name: deleting.name })}
          confirmButtonContent={t('roles.delete.confirm')}
          confirmButtonType="danger"
          cancelButtonContent={t('roles.delete.cancel')}
          onClose={(gesture) =>
            screen.send({ type: gesture === 'confirm' ? 'delete.confirm' : 'delete.cancel' })
          }
        >
          {deleting.userCount > 0
            ? t('roles.delete.bodyHeld', {
                name: deleting.name,
                number: new Intl.NumberFormat(i18n.language).format(deleting.userCount),
              })
            : t('roles.delete.body', { name: deleting.name })}
        </ConfirmationDialog>
      ) : null}
      <Toast
        text={toastText}
        dismissLabel={t('roles.notice.dismiss')}
        onDismiss={() => screen.send({ type: 'notice.dismiss' })}
      />
    </div>
  )
}
