import { PlusIcon, SearchIcon } from '@primer/octicons-react'
import { Button, ConfirmationDialog, Heading, Select, Text, TextInput } from '@primer/react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { type Permission, permissionRoles } from '../../api/types/permissions'
import { Toast } from '../../components/toast/Toast'
import { paramsFromSearch } from '../../machines/list/listParams'
import {
  type PermissionsInput,
  permissionsListShape,
} from '../../machines/permissions/permissionsMachine'
import { useListUrl } from '../list/useListUrl'
import { PermissionDialog } from './PermissionDialog'
import {
  PermissionsContext,
  usePermissionsList,
  usePermissionsListActor,
} from './permissionsContext'
import { PermissionsTable } from './PermissionsTable'
import './permissions.css'

export interface PermissionsScreenProps {
  /** Search pause and Undo window, for stories and tests; the params always come from the URL. */
  options?: Omit<PermissionsInput, 'params'>
}

/** /apps/permissions: the permissions of SPEC §6, searched, filtered by role, added, renamed, deleted. */
export function PermissionsScreen({ options }: PermissionsScreenProps) {
  const [search] = useSearchParams()
  const [input] = useState<PermissionsInput>(() => ({
    ...options,
    params: paramsFromSearch(search, permissionsListShape),
  }))
  return (
    <PermissionsContext.Provider options={{ input }}>
      <Permissions />
    </PermissionsContext.Provider>
  )
}

function Permissions() {
  const { t } = useTranslation()
  const screen = PermissionsContext.useActorRef()
  const list = usePermissionsListActor()
  const searchText = usePermissionsList((snapshot) => snapshot.context.searchText)
  const assignedTo = usePermissionsList((snapshot) => snapshot.context.params.filters.assignedTo)
  const notice = usePermissionsList((snapshot) => snapshot.context.notice)
  const saved = PermissionsContext.useSelector((snapshot) => snapshot.context.saved)
  const addButtonRef = useRef<HTMLButtonElement>(null)
  const [confirming, setConfirming] = useState<Permission | null>(null)
  const roleId = useId()
  useListUrl(list, permissionsListShape)

  let toast: { text: string; undo?: boolean; dismiss: () => void } | null = null
  if (notice?.kind === 'deleted')
    toast = {
      text: t('permissions.notice.deleted'),
      undo: true,
      dismiss: () => list.send({ type: 'notice.dismiss' }),
    }
  else if (notice?.kind === 'restored')
    toast = {
      text: t('permissions.notice.restored'),
      dismiss: () => list.send({ type: 'notice.dismiss' }),
    }
  else if (notice?.kind === 'deleteFailed')
    toast = {
      text: t('permissions.notice.deleteFailed'),
      dismiss: () => list.send({ type: 'notice.dismiss' }),
    }
  else if (saved)
    toast = {
      text: t(`permissions.notice.${saved.kind}`, { name: saved.permission.name }),
      dismiss: () => screen.send({ type: 'saved.dismiss' }),
    }

  return (
    <div className="cea-permissions">
      <div>
        <Heading as="h1" className="cea-permissions__title">
          {t('permissions.title')}
        </Heading>
        <Text as="p" className="cea-permissions__intro">
          {t('permissions.intro')}
        </Text>
      </div>
      <section className="cea-permissions__table" aria-label={t('permissions.table.label')}>
        <div className="cea-permissions-toolbar">
          <TextInput
            type="search"
            leadingVisual={SearchIcon}
            aria-label={t('permissions.search.label')}
            placeholder={t('permissions.search.placeholder')}
            value={searchText}
            onChange={(event) => list.send({ type: 'list.search', text: event.target.value })}
            className="cea-permissions-toolbar__search"
          />
          <div className="cea-permissions-toolbar__filter">
            <label htmlFor={roleId}>{t('permissions.filter.role')}</label>
            <Select
              id={roleId}
              value={assignedTo ?? ''}
              onChange={(event) =>
                list.send({ type: 'list.filter', filter: 'assignedTo', value: event.target.value })
              }
            >
              <Select.Option value="">{t('permissions.filter.all')}</Select.Option>
              {permissionRoles.map((role) => (
                <Select.Option key={role} value={role}>
                  {t(`permissions.role.${role}`)}
                </Select.Option>
              ))}
            </Select>
          </div>
          <Button
            ref={addButtonRef}
            leadingVisual={PlusIcon}
            variant="primary"
            onClick={() => screen.send({ type: 'permission.add' })}
          >
            {t('permissions.add')}
          </Button>
        </div>
        <PermissionsTable onDelete={setConfirming} />
      </section>
      <PermissionDialog returnFocusRef={addButtonRef} />
      {confirming ? (
        <ConfirmationDialog
          title={t('permissions.delete.title')}
          confirmButtonContent={t('permissions.delete.confirm')}
          confirmButtonType="danger"
          cancelButtonContent={t('permissions.delete.cancel')}
          onClose={(gesture) => {
            if (gesture === 'confirm') list.send({ type: 'rows.delete', ids: [confirming.id] })
            setConfirming(null)
          }}
        >
          {t('permissions.delete.body', { name: confirming.name })}
        </ConfirmationDialog>
      ) : null}
      <Toast
        text={toast?.text ?? null}
        action={
          toast?.undo
            ? {
                label: t('permissions.notice.undo'),
                onClick: () => list.send({ type: 'rows.undo' }),
              }
            : undefined
        }
        dismissLabel={t('permissions.notice.dismiss')}
        onDismiss={() => toast?.dismiss()}
      />
    </div>
  )
}
