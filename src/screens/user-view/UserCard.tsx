import { CheckCircleIcon, PencilIcon, ProjectIcon, FileIcon } from '@primer/octicons-react'
import { Button, ConfirmationDialog, Heading, Label } from '@primer/react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { UserStatus } from '../../api/types/users'
import { UserAvatar } from '../../components/navbar/UserAvatar'
import { planText, roleText, statusText } from '../users/userWords'
import { EditUserDialog } from './EditUserDialog'
import { UserViewContext } from './userViewContext'
import { billingKey } from './userViewWords'

const statusVariants: Record<UserStatus, 'success' | 'attention' | 'secondary'> = {
  active: 'success',
  pending: 'attention',
  inactive: 'secondary',
}

/** The user's card: picture, name, role and status, counts, details; edit and suspend / activate. */
export function UserCard() {
  const { t, i18n } = useTranslation()
  const view = UserViewContext.useActorRef()
  const user = UserViewContext.useSelector((snapshot) => snapshot.context.user)
  const account = UserViewContext.useSelector((snapshot) => snapshot.context.account)
  const invoiceCount = UserViewContext.useSelector((snapshot) => snapshot.context.invoices.length)
  const isConfirming = UserViewContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { status: 'confirming' } }),
  )
  const isSavingStatus = UserViewContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { status: 'saving' } }),
  )
  const editRef = useRef<HTMLButtonElement>(null)
  const statusRef = useRef<HTMLButtonElement>(null)
  if (!user || !account) return null

  const count = new Intl.NumberFormat(i18n.language)
  const isInactive = user.status === 'inactive'
  const stats = [
    { key: 'tasksDone', icon: CheckCircleIcon, value: account.stats.tasksDone },
    { key: 'projects', icon: ProjectIcon, value: account.stats.projects },
    { key: 'invoices', icon: FileIcon, value: invoiceCount },
  ] as const
  const details = [
    ['username', `@${user.username}`],
    ['email', user.email],
    ['status', statusText(t, user.status)],
    ['role', roleText(t, user.role)],
    ['contact', user.contact],
    ['company', user.company],
    ['country', user.country],
    ['plan', planText(t, user.currentPlan)],
    ['billing', t(`userView.billingMethod.${billingKey(user.billing)}`)],
  ] as const

  return (
    <section className="cea-user-view__card cea-user-card" aria-labelledby="cea-user-card-name">
      <div className="cea-user-card__who">
        <UserAvatar name={user.fullName} src={user.avatar} size={96} />
        <Heading as="h2" id="cea-user-card-name" className="cea-user-card__name">
          {user.fullName}
        </Heading>
        <span className="cea-user-card__labels">
          <Label variant="accent">{roleText(t, user.role)}</Label>
          <Label variant={statusVariants[user.status]}>{statusText(t, user.status)}</Label>
        </span>
      </div>
      <ul className="cea-user-card__stats" aria-label={t('userView.stats.label')}>
        {stats.map(({ key, icon: Icon, value }) => (
          <li key={key} className="cea-user-card__stat">
            <span className="cea-user-card__stat-icon" aria-hidden="true">
              <Icon size={16} />
            </span>
            <span>
              <strong>{count.format(value)}</strong> <span>{t(`userView.stats.${key}`)}</span>
            </span>
          </li>
        ))}
      </ul>
      <Heading as="h3" className="cea-user-view__subtitle">
        {t('userView.details.title')}
      </Heading>
      <dl className="cea-user-card__details">
        {details.map(([key, value]) => (
          <div key={key} className="cea-user-card__detail">
            <dt>{t(`userView.details.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="cea-user-card__actions">
        <Button
          ref={editRef}
          variant="primary"
          leadingVisual={PencilIcon}
          onClick={() => view.send({ type: 'edit.open' })}
        >
          {t('userView.edit.open')}
        </Button>
        <Button
          ref={statusRef}
          variant={isInactive ? 'default' : 'danger'}
          loading={isSavingStatus}
          loadingAnnouncement={t('common.saving')}
          onClick={() => view.send({ type: 'status.ask' })}
        >
          {isInactive ? t('userView.status.activate') : t('userView.status.suspend')}
        </Button>
      </div>
      <EditUserDialog returnFocusRef={editRef} />
      {isConfirming ? (
        <ConfirmationDialog
          title={
            isInactive ? t('userView.status.activateTitle') : t('userView.status.suspendTitle')
          }
          confirmButtonContent={
            isInactive ? t('userView.status.activate') : t('userView.status.suspend')
          }
          confirmButtonType={isInactive ? 'normal' : 'danger'}
          cancelButtonContent={t('userView.cancel')}
          onClose={(gesture) => {
            view.send({ type: gesture === 'confirm' ? 'status.confirm' : 'status.cancel' })
            statusRef.current?.focus()
          }}
        >
          {isInactive
            ? t('userView.status.activateBody', { name: user.fullName })
            : t('userView.status.suspendBody', { name: user.fullName })}
        </ConfirmationDialog>
      ) : null}
    </section>
  )
}
