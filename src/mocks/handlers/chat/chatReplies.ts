// The other side of every chat: in the app a contact who is not offline answers a
// message after a pause, so incoming messages (and unseen counts) happen in the demo.
// Off unless the host turns it on (the app's service worker does; tests and stories
// stay deterministic).
import type { ChatMessage } from '../../../api/types/chat'
import { chatReplyLines } from '../../../fixtures/chat'
import type { Repository } from '../../db/repository'
import { appendMessage, chatContactsTable, chatWith, messageTime } from './chatTables'

export interface ChatReplyOptions {
  /** How long a contact takes to answer. */
  delayMs: number
  /**
   * Runs a reply's write against the host's current repository (after "Reset demo data", a
   * new one); the worker queues it behind other writes. Default: at once, on the repository
   * the message was written to.
   */
  run?: (write: (repo: Repository) => Promise<void>) => void
}

type ReplyWrite = (repo: Repository) => Promise<void>

let options: ChatReplyOptions | null = null
const waiting = new Set<number>()

/** Turns the contacts' answers on (`null`: off, the default). */
export function setChatReplies(replies: ChatReplyOptions | null): void {
  options = replies
}

/** The contact answers `message` once after `delayMs`, however many messages came meanwhile. */
export async function scheduleReply(
  repo: Repository,
  contactId: number,
  message: ChatMessage,
): Promise<void> {
  if (!options || waiting.has(contactId)) return
  const contact = await repo.get(chatContactsTable, contactId)
  if (!contact || contact.status === 'offline') return
  const { delayMs, run = (write: ReplyWrite) => void write(repo) } = options
  waiting.add(contactId)
  setTimeout(() => {
    waiting.delete(contactId)
    run((current) => writeReply(current, contactId, message))
  }, delayMs)
}

function writeReply(repo: Repository, contactId: number, answering: ChatMessage): Promise<void> {
  return repo.transaction(async (tx) => {
    const chat = await chatWith(tx, contactId)
    const isThere = chat?.messages.some(
      (message) => message.time === answering.time && message.message === answering.message,
    )
    // The demo data was reset meanwhile: the message is gone, nothing to answer.
    if (!chat || !isThere) return
    const answered = chat.messages.filter((message) => message.senderId === contactId).length
    await appendMessage(tx, contactId, {
      message: chatReplyLines[answered % chatReplyLines.length] ?? '',
      time: await messageTime(tx, repo.referenceDay),
      senderId: contactId,
    })
  })
}
