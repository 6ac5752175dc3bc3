import { describe, expect, it, vi } from 'vitest'
import type { EmailResponse, EmailsResponse } from '../../src/api/types/email'
import { emailHandlers } from '../../src/mocks/handlers/email'
import { call, type CallOptions, resetContractData, startContractServer } from '../support/contract'

// Compose calls beyond SPEC §7: send-email and save-draft.
startContractServer(...emailHandlers)

const list = (query: CallOptions['query'] = {}) =>
  call<EmailsResponse>('/apps/email/emails', { query })
const ids = async (query: CallOptions['query'] = {}) =>
  (await list(query)).body.emails.map((email) => email.id)
const post = <Body>(path: string, body: unknown) =>
  call<Body>(`/apps/email/${path}`, { method: 'POST', body })

describe('POST /apps/email/send-email', () => {
  const message = {
    to: [{ name: 'Greta Holm', email: 'greta.holm@nordlys-events.no' }],
    cc: ['priya.natarajan@demo.com'],
    bcc: [],
    subject: 'Summit dates',
    message: '<p>Hi Greta, the shipyard it is.</p>',
    attachments: [],
  }

  it('sends as the signed-in account into sent, first of the list', async () => {
    const { status, body } = await post<EmailResponse>('send-email', { email: message })
    expect(status).toBe(201)
    expect(body.email).toMatchObject({
      id: 41,
      folder: 'sent',
      from: {
        name: 'Amara Okafor',
        email: 'admin@demo.com',
        avatar: '/assets/images/avatars/1.svg',
      },
      to: message.to,
      cc: message.cc,
      subject: 'Summit dates',
      isRead: true,
      replies: [],
    })
    expect(await ids({ folder: 'sent' })).toEqual([41, 21, 22, 23, 24, 25, 26, 27])
  })

  it('puts mail sent on the first visit’s morning first, after the sample mail of 08:12', async () => {
    // The app's store is seeded at the first visit's instant: here a visit at 06:00.
    await resetContractData(new Date('2026-03-16T06:00:00.000Z'))
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-16T06:30:00.000Z'))
    try {
      const { body } = await post<EmailResponse>('send-email', { email: message })
      expect(Date.parse(body.email.time)).toBeGreaterThan(Date.parse('2026-03-16T08:12:00.000Z'))
      expect((await ids({ folder: 'sent' }))[0]).toBe(body.email.id)
    } finally {
      vi.useRealTimers()
    }
  })

  it('sends a saved draft: the draft leaves the drafts', async () => {
    const { status, body } = await post<EmailResponse>('send-email', { email: message, id: 29 })
    expect(status).toBe(201)
    expect(body.email).toMatchObject({ id: 29, folder: 'sent', labels: ['important'] })
    expect(await ids({ folder: 'draft' })).toEqual([28, 30, 31])
  })

  it('answers 400 for a bad address or no recipient, 404 for an id that is not a draft', async () => {
    const bad = await post('send-email', { email: { ...message, cc: ['not-an-address'] } })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ message: expect.stringContaining('email.cc.0') })
    expect((await post('send-email', { email: { ...message, to: [] } })).status).toBe(400)
    expect(await post('send-email', { email: message, id: 21 })).toEqual({
      status: 404,
      body: { message: 'No draft with id 21.' },
    })
    expect(await ids({ folder: 'sent' })).toHaveLength(7)
  })
})

describe('POST /apps/email/save-draft', () => {
  it('creates a draft (201) even without recipients, and counts it', async () => {
    const { status, body } = await post<EmailResponse>('save-draft', {
      email: { to: [], subject: 'Ideas' },
    })
    expect(status).toBe(201)
    expect(body.email).toMatchObject({
      id: 41,
      folder: 'draft',
      to: [],
      cc: [],
      subject: 'Ideas',
      message: '',
    })
    expect((await list()).body.emailsMeta.draft).toBe(5)
  })

  it('updates an existing draft (200) in place', async () => {
    const email = {
      to: [{ email: 'all@demo.com' }],
      subject: 'All-hands notes',
      message: '<p>Final</p>',
    }
    const { status, body } = await post<EmailResponse>('save-draft', { email, id: 30 })
    expect(status).toBe(200)
    expect(body.email).toMatchObject({
      id: 30,
      to: [{ name: 'all@demo.com', email: 'all@demo.com' }],
    })
    expect(await ids({ folder: 'draft' })).toEqual([30, 28, 29, 31])
  })

  it('answers 404 for an id that is not a draft and 400 for a bad address', async () => {
    expect((await post('save-draft', { email: { to: [] }, id: 1 })).status).toBe(404)
    expect((await post('save-draft', { email: { to: [{ email: 'nope' }] } })).status).toBe(400)
  })
})
