// The navbar's notifications: an area added beside SPEC §7 (the spec lists the bell, not its calls).

export interface AppNotification {
  id: number
  title: string
  subtitle: string
  /** ISO date-time the notification arrived. */
  time: string
  isRead: boolean
  /** A person's picture; system notifications have none. */
  avatar?: string
}

/** GET /api/notifications and POST /api/notifications/mark-all-read: newest first. */
export interface NotificationsResponse {
  notifications: AppNotification[]
}
