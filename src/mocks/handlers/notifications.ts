import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import type { AppNotification, NotificationsResponse } from '../../api/types/notifications'
import { createNotifications } from '../../fixtures/notifications'
import { queryList } from '../db/listQuery'
import { defineTable, type Store } from '../db/store'
import { readJson } from '../http/input'
import { route } from '../http/route'

// The demo has one inbox of notifications, shared by every signed-in account (like the cart).
export const notificationsTable = defineTable<AppNotification>('notifications', createNotifications)

/** The mark-all call needs no payload; an empty object is accepted too. */
const markAllBody = z.object({}).strict().optional()

/** SPEC §9: notifications are shown newest on top. */
function newestFirst(rows: readonly AppNotification[]): AppNotification[] {
  return queryList(rows, { sortColumn: 'time', sort: 'desc' }).rows
}

function list(store: Store): NotificationsResponse {
  return { notifications: newestFirst(store.read(notificationsTable)) }
}

export const notificationsHandlers = [
  route('get', '/api/notifications', ({ store }) => list(store)),

  route('post', '/api/notifications/mark-all-read', async ({ request, store }) => {
    await readJson(request, markAllBody)
    store.transaction((tx) => {
      const rows = tx.read(notificationsTable)
      tx.write(
        notificationsTable,
        rows.map((row) => (row.isRead ? row : { ...row, isRead: true })),
      )
    })
    return list(store)
  }),
]

const failure = { message: 'Notifications could not be loaded. Try again in a moment.' }

/** Stand-ins for stories: no notifications, failing calls, and a list that never answers. */
export const notificationsScenarios = {
  empty: [
    http.get('*/api/notifications', () =>
      HttpResponse.json({ notifications: [] } satisfies NotificationsResponse),
    ),
  ],
  error: [
    http.get('*/api/notifications', () => HttpResponse.json(failure, { status: 500 })),
    http.post('*/api/notifications/mark-all-read', () =>
      HttpResponse.json(failure, { status: 500 }),
    ),
  ],
  loading: [
    http.get('*/api/notifications', async () => {
      await delay('infinite')
    }),
  ],
}
