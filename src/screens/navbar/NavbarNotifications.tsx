import { useTranslation } from 'react-i18next'
import type { NavbarWidgetAppearance } from '../../components/navbar/NavbarRowButton'
import { NotificationsDropdown } from '../../components/navbar/NotificationsDropdown'
import { NotificationsContext } from './navbarContexts'
import { notificationsLabels } from './navbarLabels'

export interface NavbarNotificationsProps {
  /** The moment relative times count from; the current time unless given (stories pin it). */
  now?: Date
  appearance?: NavbarWidgetAppearance
}

/** The bell and its dropdown (NotificationsContext inside NavbarProvider). */
export function NavbarNotifications({ now, appearance }: NavbarNotificationsProps) {
  const { t, i18n } = useTranslation()
  const actor = NotificationsContext.useActorRef()
  const status = NotificationsContext.useSelector((state) =>
    state.hasTag('loading')
      ? 'loading'
      : state.hasTag('error')
        ? 'error'
        : state.hasTag('empty')
          ? 'empty'
          : 'populated',
  )
  const notifications = NotificationsContext.useSelector((state) => state.context.notifications)
  const unreadCount = NotificationsContext.useSelector((state) => state.context.unreadCount)
  const isMarking = NotificationsContext.useSelector((state) => state.hasTag('saving'))
  const markError = NotificationsContext.useSelector((state) => state.context.markError)
  return (
    <NotificationsDropdown
      status={status}
      notifications={notifications}
      unreadCount={unreadCount}
      isMarking={isMarking}
      errorMessage={t('navbar.errorBody')}
      markErrorMessage={markError ? t('navbar.notifications.markError') : null}
      locale={i18n.language}
      now={now ?? new Date()}
      appearance={appearance}
      labels={notificationsLabels(t)}
      onMarkAllRead={() => actor.send({ type: 'notifications.markAllRead' })}
      onRetry={() => actor.send({ type: 'notifications.reload' })}
    />
  )
}
