import { z } from 'zod'
import {
  type Chat,
  type ChatContact,
  type ChatMessage,
  type ChatProfileUser,
  chatStatuses,
  type ChatsContact,
} from '../../../api/types/chat'
import { createChatContacts, createChatProfileUser, createChats } from '../../../fixtures/chat'
import type { RepositoryReader, RepositoryTransaction } from '../../db/repository'
import { defineTable } from '../../db/table'
import { timeAfterNewest } from '../../db/writeTime'
import { badRequest, notFound } from '../../http/errors'
import { idParam, queryText } from '../../http/input'

export const chatProfileUserTable = defineTable<ChatProfileUser>('chatProfileUser', () => [
  createChatProfileUser(),
])
export const chatContactsTable = defineTable<ChatContact>('chatContacts', createChatContacts)
export const chatsTable = defineTable<Chat>('chats', createChats)

export const chatsAndContactsQuery = z.object({ q: queryText })
export const getChatQuery = z.object({ id: idParam })

const isContactId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0

/** SPEC §3's Chat contact, as a client holding the selected contact sends it, or a bare id. */
const contactRef = z.unknown().transform((value, context) => {
  if (isContactId(value)) return value
  if (value && typeof value === 'object' && 'id' in value && isContactId(value.id)) return value.id
  context.addIssue({
    code: 'custom',
    message: "must be the contact (an object with its id) or the contact's id",
  })
  return z.NEVER
})

export const sendBody = z.object({
  obj: z.object({
    message: z.string().trim().min(1, 'write a message first').max(5000),
    contact: contactRef,
  }),
})

export const profileBody = z
  .object({
    about: z.string().trim().max(500).optional(),
    status: z.enum(chatStatuses).optional(),
    settings: z
      .object({
        isTwoStepAuthVerificationEnabled: z.boolean().optional(),
        isNotificationsOn: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine(
    (body) => body.about !== undefined || body.status !== undefined || body.settings !== undefined,
    { error: 'give about, status or settings to change' },
  )

export async function profileUserOf(repo: RepositoryReader): Promise<ChatProfileUser> {
  const [profileUser] = (await repo.list(chatProfileUserTable, { perPage: 1 })).rows
  if (!profileUser) throw notFound('The chat profile is missing.')
  return profileUser
}

export async function contactOf(repo: RepositoryReader, id: number): Promise<ChatContact> {
  const contact = await repo.get(chatContactsTable, id)
  if (!contact) throw notFound(`No contact with id ${id}.`)
  return contact
}

/** The contact a message goes to: one the back end knows, or 400 (nothing is written). */
export async function recipientOf(repo: RepositoryReader, id: number): Promise<ChatContact> {
  const contact = await repo.get(chatContactsTable, id)
  if (!contact) throw badRequest(`Invalid request: obj.contact: no contact with id ${id}.`)
  return contact
}

/** The chat with a contact, if they have one. */
export async function chatWith(
  repo: RepositoryReader,
  contactId: number,
): Promise<Chat | undefined> {
  return (await repo.list(chatsTable, { where: { userId: contactId }, perPage: 1 })).rows[0]
}

/** A new message's time: after every message kept, so its chat leads the list. */
export async function messageTime(repo: RepositoryReader, referenceDay: Date): Promise<string> {
  const { rows } = await repo.list(chatsTable)
  return timeAfterNewest(
    referenceDay,
    rows.flatMap((chat) => chat.messages.at(-1)?.time ?? []),
  )
}

/** Contacts with a chat, as the sidebar lists them (each with its summary), and their last time. */
export async function chatRows(
  repo: RepositoryReader,
): Promise<Array<{ row: ChatsContact; lastTime: string }>> {
  const [{ rows: chats }, { rows: contacts }] = await Promise.all([
    repo.list(chatsTable),
    repo.list(chatContactsTable),
  ])
  return contacts.flatMap((contact) => {
    const chat = chats.find((row) => row.userId === contact.id)
    const lastMessage = chat?.messages.at(-1)
    if (!chat || !lastMessage) return []
    const row: ChatsContact = {
      ...contact,
      chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage },
    }
    return [{ row, lastTime: lastMessage.time }]
  })
}

/**
 * Adds a message to the chat with `contactId` inside `tx`, starting the chat when there is
 * none; a message from the contact counts as unseen. Answers the chat as written.
 */
export async function appendMessage(
  tx: RepositoryTransaction,
  contactId: number,
  message: ChatMessage,
): Promise<Chat> {
  const existing = await chatWith(tx, contactId)
  const isIncoming = message.senderId === contactId
  if (existing)
    return tx.update(chatsTable, {
      ...existing,
      unseenMsgs: existing.unseenMsgs + (isIncoming ? 1 : 0),
      messages: [...existing.messages, message],
    })
  return tx.insert(chatsTable, {
    id: await tx.nextId(chatsTable),
    userId: contactId,
    unseenMsgs: isIncoming ? 1 : 0,
    messages: [message],
  })
}
