import { describe, expect, it } from 'vitest'
import type { EmailDetail, EmailsResponse, UpdateEmailsResponse } from '../../src/api/types/email'
import { emailHandlers } from '../../src/mocks/handlers/email'
import { call, type CallOptions, startContractServer } from '../support/contract'

startContractServer(...emailHandlers)

const list = (query: CallOptions['query'] = {}, as: CallOptions['as'] = 'admin') =>
  call<EmailsResponse>('/apps/email/emails', { query, as })
const ids = async (query: CallOptions['query'] = {}) =>
  (await list(query)).body.emails.map((email) => email.id)
const post = <Body>(path: string, body: unknown) =>
  call<Body>(`/apps/email/${path}`, { method: 'POST', body })

describe('GET /apps/email/emails', () => {
  it('defaults to the inbox, newest first, with the badge counts', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(body.emails.map((email) => email.id)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    )
    expect(body.emailsMeta).toEqual({ inbox: 6, draft: 4, spam: 2 })
    expect(body.emails[0]).toMatchObject({
      subject: 'Release 4.2 rollout plan for Thursday',
      from: {
        name: 'Tobias Renner',
        email: 'tobias.renner@demo.com',
        avatar: '/assets/images/avatars/4.svg',
      },
      to: [{ name: 'Amara Okafor', email: 'admin@demo.com' }],
      cc: ['priya.natarajan@demo.com', 'daniel.osei@demo.com'],
      attachments: [
        {
          fileName: 'rollout-checklist.pdf',
          thumbnail: '/assets/images/files/pdf.svg',
          url: '/assets/files/rollout-checklist.pdf',
          size: '248 KB',
        },
      ],
      labels: ['company', 'important'],
      isStarred: true,
      isRead: false,
      folder: 'inbox',
      time: '2026-03-16T08:12:00.000Z',
    })
    expect(body.emails[0]?.message).toContain('<ol><li>Internal workspaces')
    expect(body.emails[0]?.replies).toEqual([
      expect.objectContaining({ id: 101, subject: 'Rollout plan for 4.2?' }),
    ])
    expect(body.emails[0]?.replies[0]).not.toHaveProperty('replies')
  })

  it('lists each folder and the starred view (starred, not in trash)', async () => {
    expect(await ids({ folder: 'sent' })).toEqual([21, 22, 23, 24, 25, 26, 27])
    expect(await ids({ folder: 'draft' })).toEqual([28, 29, 30, 31])
    expect(await ids({ folder: 'spam' })).toEqual([32, 33, 34, 35])
    expect(await ids({ folder: 'trash' })).toEqual([36, 37, 38, 40, 39])
    expect(await ids({ folder: 'starred' })).toEqual([1, 4, 22, 6, 11, 31, 18])
    expect(await ids({ folder: '' })).toHaveLength(20)
  })

  it('filters a label across every folder but trash, or within a given folder', async () => {
    expect(await ids({ label: 'personal' })).toEqual([6, 24, 31, 12, 25, 17, 20])
    expect(await ids({ label: 'private' })).toEqual([28, 10, 11, 14, 27, 17])
    expect(await ids({ label: 'important' })).toEqual([1, 3, 4, 22, 29, 7, 10, 18])
    expect(await ids({ label: 'company', folder: 'sent' })).toEqual([21, 23, 26])
    expect(await ids({ label: 'personal', folder: 'trash' })).toEqual([38])
  })

  it('searches subject, sender name and sender email case-insensitively, not the body', async () => {
    expect(await ids({ q: 'KYOTO' })).toEqual([6])
    expect(await ids({ q: 'priya' })).toEqual([3, 19])
    expect(await ids({ q: 'lumenfield.co' })).toEqual([2, 16])
    expect(await ids({ q: 'harbourline', folder: 'sent' })).toEqual([22])
    expect(await ids({ q: 'bamboo' })).toEqual([])
  })

  it('answers 400 for an unknown folder or label', async () => {
    for (const query of [{ folder: 'archive' }, { label: 'urgent' }]) {
      const { status, body } = await list(query)
      expect(status).toBe(400)
      expect(body).toEqual({ message: expect.stringContaining('Invalid query') })
    }
  })

  it('answers 401 when signed out and 403 for the client', async () => {
    expect((await list({}, 'signed-out')).status).toBe(401)
    const { status, body } = await list({}, 'client')
    expect(status).toBe(403)
    expect(body).toEqual({ message: expect.any(String) })
  })
})

describe('POST /apps/email/update-emails', () => {
  it('marks several emails unread in one call, and the counts follow', async () => {
    const { status, body } = await post<UpdateEmailsResponse>('update-emails', {
      emailIds: [2, 5],
      dataToUpdate: { isRead: false },
    })
    expect(status).toBe(200)
    expect(body.emails.map((email) => [email.id, email.isRead])).toEqual([
      [2, false],
      [5, false],
    ])
    expect((await list()).body.emailsMeta).toEqual({ inbox: 8, draft: 4, spam: 2 })
  })

  it('moves to trash: gone from the inbox and the starred view', async () => {
    await post('update-emails', { emailIds: [1], dataToUpdate: { folder: 'trash' } })
    expect(await ids()).not.toContain(1)
    expect(await ids({ folder: 'starred' })).toEqual([4, 22, 6, 11, 31, 18])
    expect((await ids({ folder: 'trash' }))[0]).toBe(1)
    expect((await list()).body.emailsMeta.inbox).toBe(5)
  })

  it('stars and reads together', async () => {
    await post('update-emails', { emailIds: [2], dataToUpdate: { isStarred: true, isRead: false } })
    expect(await ids({ folder: 'starred' })).toEqual([1, 2, 4, 22, 6, 11, 31, 18])
  })

  it('answers 404 for an unknown id and writes nothing', async () => {
    const { status, body } = await post('update-emails', {
      emailIds: [1, 999],
      dataToUpdate: { isRead: true },
    })
    expect(status).toBe(404)
    expect(body).toEqual({ message: 'No email with id 999.' })
    expect((await list()).body.emailsMeta.inbox).toBe(6)
  })

  it('answers 400 for other keys, wrong types, no change, no ids and bad JSON', async () => {
    for (const payload of [
      { emailIds: [1], dataToUpdate: { isStarred: 'yes' } },
      { emailIds: [1], dataToUpdate: { labels: ['private'] } },
      { emailIds: [1], dataToUpdate: { folder: 'archive' } },
      { emailIds: [1], dataToUpdate: {} },
      { emailIds: [], dataToUpdate: { isRead: true } },
      { emailIds: ['1'], dataToUpdate: { isRead: true } },
    ]) {
      const { status, body } = await post('update-emails', payload)
      expect(status, JSON.stringify(payload)).toBe(400)
      expect(body).toEqual({ message: expect.stringContaining('Invalid request') })
    }
    const raw = await call('/apps/email/update-emails', {
      method: 'POST',
      rawBody: '{"emailIds": [1',
    })
    expect(raw).toEqual({ status: 400, body: { message: 'The request body is not valid JSON.' } })
  })

  it('answers 403 for the client', async () => {
    const answer = await call('/apps/email/update-emails', {
      method: 'POST',
      body: { emailIds: [1], dataToUpdate: { isRead: true } },
      as: 'client',
    })
    expect(answer.status).toBe(403)
  })
})

describe('POST /apps/email/update-emails-label', () => {
  it('toggles the label on each email: off where set, on where not', async () => {
    const { status, body } = await post<UpdateEmailsResponse>('update-emails-label', {
      emailIds: [6, 10],
      label: 'personal',
    })
    expect(status).toBe(200)
    expect(body.emails.map((email) => [email.id, email.labels])).toEqual([
      [6, []],
      [10, ['private', 'important', 'personal']],
    ])
    expect(await ids({ label: 'personal' })).toEqual([10, 24, 31, 12, 25, 17, 20])
  })

  it('answers 404 for an unknown id and 400 for an unknown label', async () => {
    expect(await post('update-emails-label', { emailIds: [999], label: 'personal' })).toEqual({
      status: 404,
      body: { message: 'No email with id 999.' },
    })
    expect((await post('update-emails-label', { emailIds: [6], label: 'urgent' })).status).toBe(400)
    expect(await ids({ label: 'personal' })).toContain(6)
  })
})

describe('GET /apps/email/get-email', () => {
  const get = (query: CallOptions['query']) => call<EmailDetail>('/apps/email/get-email', { query })

  it('answers the email with its neighbours in its own folder', async () => {
    const first = await get({ id: 1 })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ id: 1, hasPreviousMail: false, hasNextMail: true })
    expect((await get({ id: 5 })).body).toMatchObject({
      id: 5,
      hasPreviousMail: true,
      hasNextMail: true,
    })
    expect((await get({ id: 20 })).body).toMatchObject({
      id: 20,
      hasPreviousMail: true,
      hasNextMail: false,
    })
    expect((await get({ id: 39 })).body).toMatchObject({
      folder: 'trash',
      hasPreviousMail: true,
      hasNextMail: false,
    })
  })

  it('uses the list it was opened from when given', async () => {
    expect((await get({ id: 18, folder: 'starred' })).body).toMatchObject({
      hasPreviousMail: true,
      hasNextMail: false,
    })
    expect((await get({ id: 6, label: 'personal' })).body).toMatchObject({ hasPreviousMail: false })
  })

  it('answers 404 when no email matches, and 400 for a malformed id', async () => {
    expect(await get({ id: 999 })).toEqual({
      status: 404,
      body: { message: 'No email with id 999.' },
    })
    expect((await get({ id: 3, folder: 'spam' })).status).toBe(404)
    expect((await get({ id: 'abc' })).status).toBe(400)
    expect((await get({})).status).toBe(400)
  })
})

describe('GET /apps/email/paginate-email', () => {
  const page = (query: CallOptions['query']) =>
    call<EmailDetail>('/apps/email/paginate-email', { query })

  it('moves to the next and the previous email of the same folder', async () => {
    const next = await page({ emailId: 1, dir: 'next' })
    expect(next.status).toBe(200)
    expect(next.body).toMatchObject({ id: 2, hasPreviousMail: true, hasNextMail: true })
    expect((await page({ emailId: 19, dir: 'next' })).body).toMatchObject({
      id: 20,
      hasNextMail: false,
    })
    expect((await page({ emailId: 22, dir: 'previous' })).body).toMatchObject({
      id: 21,
      hasPreviousMail: false,
    })
    expect((await page({ emailId: 4, dir: 'next', folder: 'starred' })).body).toMatchObject({
      id: 22,
    })
  })

  it('answers 404 past either end or for an unknown id, 400 for a bad direction', async () => {
    expect(await page({ emailId: 1, dir: 'previous' })).toEqual({
      status: 404,
      body: { message: 'There is no previous email in the list (inbox).' },
    })
    expect((await page({ emailId: 39, dir: 'next' })).status).toBe(404)
    expect((await page({ emailId: 999, dir: 'next' })).status).toBe(404)
    expect((await page({ emailId: 1, dir: 'sideways' })).status).toBe(400)
  })
})
