import { describe, expect, it } from 'vitest'
import type { NotificationsResponse } from '../../src/api/types/notifications'
import { notificationsHandlers } from '../../src/mocks/handlers/notifications'
import { call, type CallerRole, startContractServer } from '../support/contract'

startContractServer(...notificationsHandlers)

const list = (as: CallerRole = 'admin') => call<NotificationsResponse>('/api/notifications', { as })
const markAllRead = (options: { body?: unknown; rawBody?: string; as?: CallerRole } = {}) =>
  call<NotificationsResponse>('/api/notifications/mark-all-read', { method: 'POST', ...options })
const unreadIds = (body: NotificationsResponse) =>
  body.notifications.filter((notification) => !notification.isRead).map(({ id }) => id)

describe('GET /api/notifications', () => {
  it('answers all eight, newest first, three unread', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(body.notifications.map(({ id }) => id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1])
    expect(unreadIds(body)).toEqual([8, 7, 6])
    expect(body.notifications[0]).toEqual({
      id: 8,
      title: 'Priya Raman sent you a message',
      subtitle: '“The regional numbers are in — have a look when you can.”',
      time: '2026-03-16T08:48:00.000Z',
      isRead: false,
      avatar: '/assets/images/avatars/3.svg',
    })
    expect(body.notifications.at(-1)).toEqual({
      id: 1,
      title: 'Order #4821 has shipped',
      subtitle: 'Two parcels left the Rotterdam warehouse this morning.',
      time: '2026-03-10T14:05:00.000Z',
      isRead: true,
    })
  })

  it('answers 401 when signed out', async () => {
    expect((await list('signed-out')).status).toBe(401)
  })

  // Needs ['/api/notifications', 'signedIn'] in endpointAccess (src/api/access.ts), like the other navbar data.
  it('is open to any signed-in user: the client gets 200 too', async () => {
    const { status, body } = await list('client')
    expect(status).toBe(200)
    expect(body.notifications).toHaveLength(8)
  })
})

describe('POST /api/notifications/mark-all-read', () => {
  it('marks every notification read, answers the list newest first, and keeps it so', async () => {
    const { status, body } = await markAllRead()
    expect(status).toBe(200)
    expect(body.notifications.map(({ id }) => id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1])
    expect(body.notifications.every((notification) => notification.isRead)).toBe(true)
    expect(body.notifications[0]).toMatchObject({ id: 8, title: 'Priya Raman sent you a message' })
    expect(unreadIds((await list()).body)).toEqual([])
  })

  it('accepts an empty object as the body and is idempotent', async () => {
    expect((await markAllRead({ body: {} })).status).toBe(200)
    const again = await markAllRead()
    expect(again.status).toBe(200)
    expect(unreadIds(again.body)).toEqual([])
  })

  it('answers 400 for bad JSON or an unexpected payload, and changes nothing', async () => {
    const badJson = await markAllRead({ rawBody: '{"ids":' })
    expect(badJson.status).toBe(400)
    expect(badJson.body).toEqual({ message: 'The request body is not valid JSON.' })
    for (const body of [{ ids: [6] }, [6], 'all']) {
      const { status, body: answer } = await markAllRead({ body })
      expect(status, JSON.stringify(body)).toBe(400)
      expect(answer).toEqual({ message: expect.stringContaining('Invalid request') })
    }
    expect(unreadIds((await list()).body)).toEqual([8, 7, 6])
  })

  it('answers 401 when signed out and writes nothing', async () => {
    expect((await markAllRead({ as: 'signed-out' })).status).toBe(401)
    expect(unreadIds((await list()).body)).toEqual([8, 7, 6])
  })
})
