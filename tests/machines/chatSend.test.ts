import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { conversationItems } from '../../src/machines/chat/chatConversation'
import { chatIds, type ChatSnapshot, settled, setupChatBackend, storedChat } from './chatHarness'

// Sending: optimistic (sending → sent), a new chat for a contact who had none, a failure that
// keeps the text for Retry or Delete, drafts kept per contact; and the own profile's changes.

const backend = setupChatBackend()

const items = (state: ChatSnapshot) =>
  conversationItems(state.context.conversation, state.context.outbox, 11).map((item) => [
    item.message.message,
    item.delivery,
  ])

const failSends = () =>
  backend.server.use(
    http.post('*/apps/chat/send-msg', () =>
      HttpResponse.json({ message: 'The chat service is down.' }, { status: 503 }),
    ),
  )

describe('sending', () => {
  it('shows the message at once as sending, then sent; the chat leads the sidebar', async () => {
    const actor = await backend.open(4)
    actor.send({ type: 'draft.change', text: '  Thanks for the deck!  ' })
    actor.send({ type: 'message.send' })
    const sending = actor.getSnapshot()
    expect(items(sending).at(-1)).toEqual(['Thanks for the deck!', 'sending'])
    expect(sending.context.drafts[4]).toBe('')
    const sent = await settled(actor)
    expect(items(sent).at(-1)).toEqual(['Thanks for the deck!', 'sent'])
    expect(sent.context.outbox).toEqual([])
    expect(sent.context.conversation?.messages).toHaveLength(4)
    expect(chatIds(sent)[0]).toBe(4)
    expect(sent.context.chats[0]?.chat.lastMessage.message).toBe('Thanks for the deck!')
    expect(storedChat(4)?.messages.at(-1)?.message).toBe('Thanks for the deck!')
    // SPEC §4: the sidebar is fetched again after the write.
    expect(backend.calls().filter((call) => call.includes('chats-and-contacts'))).toHaveLength(2)
  })

  it('sends the contact itself, as SPEC §3 holds it', async () => {
    const bodies: unknown[] = []
    backend.server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') bodies.push(await request.clone().json())
    })
    const actor = await backend.open(5)
    actor.send({ type: 'draft.change', text: 'Hello' })
    actor.send({ type: 'message.send' })
    await settled(actor)
    expect(bodies).toEqual([
      {
        obj: {
          message: 'Hello',
          contact: expect.objectContaining({ id: 5, fullName: 'Yuki Tanaka' }),
        },
      },
    ])
  })

  it('starts a chat with a contact who had none (SPEC §4)', async () => {
    const actor = await backend.open(6)
    expect(actor.getSnapshot().context.conversation?.chatId).toBeNull()
    actor.send({ type: 'draft.change', text: 'Welcome aboard, Chidi!' })
    actor.send({ type: 'message.send' })
    const sent = await settled(actor)
    expect(sent.context.conversation).toMatchObject({ chatId: 6, contactId: 6 })
    expect(items(sent)).toEqual([['Welcome aboard, Chidi!', 'sent']])
    expect(chatIds(sent)).toEqual([6, 2, 1, 5, 4, 7])
    expect(storedChat(6)?.messages).toHaveLength(1)
  })

  it('sends nothing blank, nor without an open chat', async () => {
    const actor = await backend.open(1)
    actor.send({ type: 'draft.change', text: '  \n ' })
    actor.send({ type: 'message.send' })
    actor.send({ type: 'chat.close' })
    actor.send({ type: 'draft.change', text: 'Hello?' })
    actor.send({ type: 'message.send' })
    await settled(actor)
    expect(actor.getSnapshot().context.outbox).toEqual([])
    expect(backend.calls().some((call) => call.startsWith('POST'))).toBe(false)
  })

  it('keeps each contact’s draft while another chat is open', async () => {
    const actor = await backend.open(1)
    actor.send({ type: 'draft.change', text: 'Half a thought' })
    actor.send({ type: 'chat.open', contactId: 2 })
    actor.send({ type: 'draft.change', text: 'Another' })
    actor.send({ type: 'chat.open', contactId: 1 })
    expect(actor.getSnapshot().context.drafts).toEqual({ 1: 'Half a thought', 2: 'Another' })
  })

  it('a failed send stays, marked not sent, with its text; Retry sends it again', async () => {
    failSends()
    const actor = await backend.open(1)
    actor.send({ type: 'draft.change', text: 'Can we move the review?' })
    actor.send({ type: 'message.send' })
    const failed = await settled(actor)
    expect(items(failed).at(-1)).toEqual(['Can we move the review?', 'failed'])
    expect(failed.context.outbox[0]?.failure).toEqual({ reason: 'unavailable' })
    expect(storedChat(1)?.messages).toHaveLength(5)

    backend.server.resetHandlers()
    const sendId = failed.context.outbox[0]?.sendId ?? ''
    actor.send({ type: 'message.retry', sendId })
    expect(items(actor.getSnapshot()).at(-1)).toEqual(['Can we move the review?', 'sending'])
    const sent = await settled(actor)
    expect(items(sent).at(-1)).toEqual(['Can we move the review?', 'sent'])
    expect(storedChat(1)?.messages.at(-1)?.message).toBe('Can we move the review?')
  })

  it('Delete takes a failed message away; neither touches one on its way', async () => {
    failSends()
    const actor = await backend.open(1)
    actor.send({ type: 'draft.change', text: 'First' })
    actor.send({ type: 'message.send' })
    await settled(actor)
    backend.server.resetHandlers()
    actor.send({ type: 'draft.change', text: 'Second' })
    actor.send({ type: 'message.send' })
    actor.send({ type: 'message.delete', sendId: 'send-2' })
    actor.send({ type: 'message.retry', sendId: 'send-2' })
    expect(actor.getSnapshot().context.outbox.map((each) => each.status)).toEqual([
      'failed',
      'sending',
    ])
    await settled(actor)
    actor.send({ type: 'message.delete', sendId: 'send-1' })
    const after = actor.getSnapshot()
    expect(after.context.outbox).toEqual([])
    expect(items(after).at(-1)).toEqual(['Second', 'sent'])
  })

  it('several messages on their way at once arrive in order', async () => {
    const actor = await backend.open(2)
    for (const text of ['One', 'Two', 'Three']) {
      actor.send({ type: 'draft.change', text })
      actor.send({ type: 'message.send' })
    }
    expect(
      items(actor.getSnapshot())
        .slice(-3)
        .map(([, delivery]) => delivery),
    ).toEqual(['sending', 'sending', 'sending'])
    const sent = await settled(actor)
    expect(items(sent).slice(-3)).toEqual([
      ['One', 'sent'],
      ['Two', 'sent'],
      ['Three', 'sent'],
    ])
  })
})

describe('the own profile', () => {
  it('changes the status at once and saves it', async () => {
    const actor = await backend.open()
    actor.send({ type: 'profile.update', changes: { status: 'busy' } })
    expect(actor.getSnapshot().context.profileUser?.status).toBe('busy')
    const saved = await settled(actor)
    expect(saved.context.profileUser?.status).toBe('busy')
    expect(backend.calls()).toContain('POST /apps/chat/users/update-profile-user')
  })

  it('saves the about text and the switches; a failed save puts back only its own fields', async () => {
    const actor = await backend.open()
    actor.send({ type: 'profile.update', changes: { about: 'On leave until May.' } })
    await settled(actor)
    backend.server.use(
      http.post('*/apps/chat/users/update-profile-user', () =>
        HttpResponse.json({ message: 'No.' }, { status: 500 }),
      ),
    )
    actor.send({ type: 'profile.update', changes: { settings: { isNotificationsOn: true } } })
    expect(actor.getSnapshot().context.profileUser?.settings.isNotificationsOn).toBe(true)
    const failed = await waitFor(actor, (state) => state.context.profileFailure !== null)
    expect(failed.context.profileUser).toMatchObject({
      about: 'On leave until May.',
      settings: { isNotificationsOn: false, isTwoStepAuthVerificationEnabled: true },
    })
    actor.send({ type: 'profile.dismissFailure' })
    expect(actor.getSnapshot().context.profileFailure).toBeNull()
  })
})
