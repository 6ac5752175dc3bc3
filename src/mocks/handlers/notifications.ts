import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import type { AppNotification, NotificationsResponse } from '../../api/types/notifications'
import { createNotifications } from '../../fixtures/notifications'
import type { Repository } from '../db/repository'
import { defineTable } from '../db/table'
import { readJson } from '../http/input'
import { route } from '../http/route'

// The demo has one inbox of notifications, shared by every signed-in account (like the cart).
export const notificationsTable = defineTable<AppNotification>('notifications', createNotifications)

/** The mark-all call needs no payload; an empty object is accepted too. */
const markAllBody = z.object({}).strict().optional()

/** SPEC §9: notifications are shown newest on top. */
async function list(repo: Repository): Promise<NotificationsResponse> {
  const { rows } = await repo.list(notificationsTable, { sortColumn: 'time', sort: 'desc' })
  return { notifications: rows }
}

export const notificationsHandlers = [
  route('get', '/api/notifications', ({ repo }) => list(repo)),

  route('post', '/api/notifications/mark-all-read', async ({ request, repo }) => {
    await readJson(request, markAllBody)
    await repo.transaction(async (tx) => {
      const { rows } = await tx.list(notificationsTable, { where: { isRead: false } })
      for (const row of rows) await tx.update(notificationsTable, { ...row, isRead: true })
    })
    return list(repo)
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
