// Typed calls of the navbar's notifications.
import { apiRequest } from './http'
import type { NotificationsResponse } from './types/notifications'

/** Every notification, newest first. */
export function fetchNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  return apiRequest<NotificationsResponse>('/api/notifications', { signal })
}

/** Marks every notification read and answers the list as it now is. */
export function markAllNotificationsRead(): Promise<NotificationsResponse> {
  return apiRequest<NotificationsResponse>('/api/notifications/mark-all-read', { method: 'POST' })
}
