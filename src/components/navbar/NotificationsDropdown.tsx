import { BellIcon } from '@primer/octicons-react'
import { AnchoredOverlay, Avatar, Button, Label, VisuallyHidden } from '@primer/react'
import { ScrollableRegion } from '../scrollable-region/ScrollableRegion'
import { useId, useState } from 'react'
import type { AppNotification } from '../../api/types/notifications'
import { CountedAnchor, type NavbarWidgetAppearance } from './NavbarRowButton'
import { PanelLoadState, PanelState } from './PanelState'
import { formatFullDate, formatRelativeTime } from './relativeTime'
import './navbar.css'

export interface NotificationsDropdownLabels {
  /** The visible text of the drawer row, e.g. "Notifications". */
  name: string
  /** The bell's accessible name, with the unread count. */
  button: (unreadCount: number) => string
  title: string
  newCount: (count: number) => string
  unread: string
  markAllRead: string
  /** Said while they are being marked, e.g. "Marking as read". */
  markingRead: string
  emptyTitle: string
  emptyMessage: string
  loading: string
  errorTitle: string
  retry: string
}

export interface NotificationsDropdownProps {
  /** The panel's face: loading, failed, empty or the notifications. */
  status: 'loading' | 'error' | 'empty' | 'populated'
  /** Newest first. */
  notifications: AppNotification[]
  /** Unread notifications (the badge and the button's name). */
  unreadCount: number
  /** Mark all as read is being saved. */
  isMarking?: boolean
  /** Why loading failed, when known. */
  errorMessage?: string | null
  /** Why the last Mark all as read failed, or null. */
  markErrorMessage?: string | null
  /** For dates and relative times. */
  locale: string
  /** The time relative times are counted from. */
  now: Date
  /** The panel's words, already translated. */
  labels: NotificationsDropdownLabels
  /** Mark all as read was pressed. */
  onMarkAllRead: () => void
  /** Try again after a failed load. */
  onRetry: () => void
  /** An icon in the bar (default) or a row in the phone's drawer. */
  appearance?: NavbarWidgetAppearance
}

function NotificationItem({
  notification,
  locale,
  now,
  unreadLabel,
}: {
  notification: AppNotification
  locale: string
  now: Date
  unreadLabel: string
}) {
  return (
    <li className="cea-navbar-list__item" data-unread={!notification.isRead}>
      {notification.avatar ? (
        <Avatar src={notification.avatar} alt="" size={32} />
      ) : (
        <span className="cea-navbar-list__icon" aria-hidden="true">
          <BellIcon size={16} />
        </span>
      )}
      <div className="cea-navbar-list__main">
        <p className="cea-navbar-list__title">
          {notification.isRead ? null : <VisuallyHidden>{`${unreadLabel}: `}</VisuallyHidden>}
          {notification.title}
        </p>
        <p className="cea-navbar-list__text">{notification.subtitle}</p>
        <time
          className="cea-navbar-list__text"
          dateTime={notification.time}
          title={formatFullDate(notification.time, locale)}
        >
          {formatRelativeTime(notification.time, now, locale)}
        </time>
      </div>
    </li>
  )
}

/** The bell: an unread badge, and a dropdown of notifications with "Mark all as read". */
export function NotificationsDropdown({
  status,
  notifications,
  unreadCount,
  isMarking = false,
  errorMessage,
  markErrorMessage,
  locale,
  now,
  labels,
  onMarkAllRead,
  onRetry,
  appearance = 'icon',
}: NotificationsDropdownProps) {
  const [isOpen, setIsOpen] = useState(false)
  const titleId = useId()
  return (
    <AnchoredOverlay
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      renderAnchor={(anchorProps) => (
        <CountedAnchor
          {...anchorProps}
          appearance={appearance}
          icon={BellIcon}
          text={labels.name}
          label={labels.button(unreadCount)}
          count={unreadCount}
        />
      )}
      overlayProps={{ role: 'dialog', 'aria-labelledby': titleId }}
      align="end"
    >
      <div className="cea-navbar-panel">
        <div className="cea-navbar-panel__header">
          <h2 id={titleId} className="cea-navbar-panel__title">
            {labels.title}
          </h2>
          {unreadCount > 0 ? <Label variant="accent">{labels.newCount(unreadCount)}</Label> : null}
        </div>
        <PanelLoadState
          status={status}
          labels={labels}
          errorMessage={errorMessage}
          onRetry={onRetry}
        />
        {status === 'empty' ? (
          <PanelState
            kind="empty"
            icon={BellIcon}
            title={labels.emptyTitle}
            message={labels.emptyMessage}
          />
        ) : null}
        {status === 'populated' ? (
          <>
            <ScrollableRegion aria-labelledby={titleId} className="cea-navbar-panel__body">
              <ul className="cea-navbar-list">
                {notifications.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    locale={locale}
                    now={now}
                    unreadLabel={labels.unread}
                  />
                ))}
              </ul>
            </ScrollableRegion>
            <div className="cea-navbar-panel__footer">
              {markErrorMessage ? (
                <p role="alert" className="cea-navbar-list__text">
                  {markErrorMessage}
                </p>
              ) : null}
              <Button
                block
                variant="primary"
                onClick={onMarkAllRead}
                disabled={unreadCount === 0}
                loading={isMarking}
                loadingAnnouncement={labels.markingRead}
              >
                {labels.markAllRead}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </AnchoredOverlay>
  )
}
