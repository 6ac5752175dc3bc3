import { assign, type DoneActorEvent, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { backendTables } from '../../api/backendAnnouncements'
import { fetchNotifications, markAllNotificationsRead } from '../../api/notifications'
import type { AppNotification, NotificationsResponse } from '../../api/types/notifications'
import { fromTableChanges } from '../shared/tableChanges'
import { describeError } from './errors'

export interface NotificationsContext {
  /** Newest first, as the server answers them. */
  notifications: AppNotification[]
  unreadCount: number
  error: string | null
  /** Set when "Mark all as read" failed; the list stays as it was. */
  markError: string | null
}

export type NotificationsEvent =
  | { type: 'notifications.markAllRead' }
  | { type: 'notifications.reload' }
  /** Another tab changed the notifications (the back end announced it). */
  | { type: 'notifications.changed' }

const loadFailed = 'Notifications could not be loaded.'
const markFailed = 'The notifications could not be marked as read.'

function withList(notifications: AppNotification[]) {
  return {
    notifications,
    unreadCount: notifications.filter((notification) => !notification.isRead).length,
  }
}

/** An answer to the list call: populated or empty, with the list shown. */
const showAnswer = [
  {
    guard: {
      type: 'hasNotifications',
      params: ({ event }: { event: DoneActorEvent<NotificationsResponse> }) => event.output,
    },
    target: 'populated',
    actions: {
      type: 'setList',
      params: ({ event }: { event: DoneActorEvent<NotificationsResponse> }) => event.output,
    },
  },
  {
    target: 'empty',
    actions: {
      type: 'setList',
      params: ({ event }: { event: DoneActorEvent<NotificationsResponse> }) => event.output,
    },
  },
] as const

/** The navbar bell: GET /api/notifications on start, POST /api/notifications/mark-all-read. */
export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent },
  actors: {
    loadNotifications: fromCall<NotificationsResponse>(({ signal }) => fetchNotifications(signal)),
    markAllRead: fromCall<NotificationsResponse>(() => markAllNotificationsRead()),
    listenToNotificationChanges: fromTableChanges(
      { tables: [backendTables.notifications], includeOwnWrites: false },
      { type: 'notifications.changed' },
    ),
  },
  actions: {
    setList: assign((_, output: NotificationsResponse) => ({
      ...withList(output.notifications),
      error: null,
      markError: null,
    })),
  },
  guards: {
    hasNotifications: (_, output: NotificationsResponse) => output.notifications.length > 0,
    hasUnread: ({ context }) => context.unreadCount > 0,
  },
}).createMachine({
  id: 'notifications',
  context: { notifications: [], unreadCount: 0, error: null, markError: null },
  initial: 'loading',
  invoke: { src: 'listenToNotificationChanges' },
  states: {
    loading: {
      tags: ['loading'],
      // A change announced while the answer is on its way may not be in it: ask again.
      on: { 'notifications.changed': { target: 'loading', reenter: true } },
      invoke: {
        src: 'loadNotifications',
        onDone: showAnswer,
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => describeError(event.error, loadFailed) }),
        },
      },
    },
    error: {
      tags: ['error'],
      on: { 'notifications.reload': 'loading', 'notifications.changed': 'loading' },
    },
    empty: {
      tags: ['empty'],
      on: { 'notifications.reload': 'loading', 'notifications.changed': 'loading' },
    },
    populated: {
      tags: ['populated'],
      on: {
        'notifications.reload': 'loading',
        'notifications.changed': 'refreshing',
        'notifications.markAllRead': { guard: 'hasUnread', target: 'markingRead' },
      },
    },
    // Fetched again in place: the list on screen stays until the answer replaces it.
    refreshing: {
      tags: ['populated'],
      on: { 'notifications.changed': { target: 'refreshing', reenter: true } },
      invoke: {
        src: 'loadNotifications',
        onDone: showAnswer,
        onError: 'populated',
      },
    },
    markingRead: {
      tags: ['populated', 'saving'],
      invoke: {
        src: 'markAllRead',
        onDone: {
          target: 'populated',
          actions: { type: 'setList', params: ({ event }) => event.output },
        },
        onError: {
          target: 'populated',
          actions: assign({ markError: ({ event }) => describeError(event.error, markFailed) }),
        },
      },
    },
  },
})
