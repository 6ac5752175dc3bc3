// The other side of every chat: in the app a contact who is not offline answers a
// message after a pause, so incoming messages (and unseen counts) happen in the demo.
// Off unless the host turns it on (the app's service worker does; tests and stories
// stay deterministic).
import type { ChatMessage } from '../../../api/types/chat'
import { chatReplyLines } from '../../../fixtures/chat'
import { getStore } from '../../db/instance'
import type { Store } from '../../db/store'
import { appendMessage, chatContactsTable, chatsTable, messageTime } from './chatTables'

export interface ChatReplyOptions {
  /** How long a contact takes to answer. */
  delayMs: number
  /** Runs a reply's write; the worker queues it behind other writes (default: at once). */
  run?: (write: () => void) => void
}

let options: ChatReplyOptions | null = null
const waiting = new Set<number>()

/** Turns the contacts' answers on (`null`: off, the default). */
export function setChatReplies(replies: ChatReplyOptions | null): void {
  options = replies
}

/** The contact answers `message` once after `delayMs`, however many messages came meanwhile. */
export function scheduleReply(store: Store, contactId: number, message: ChatMessage): void {
  if (!options || waiting.has(contactId)) return
  const contact = store.read(chatContactsTable).find((row) => row.id === contactId)
  if (!contact || contact.status === 'offline') return
  const { delayMs, run = (write: () => void) => write() } = options
  waiting.add(contactId)
  setTimeout(() => {
    waiting.delete(contactId)
    run(() => writeReply(getStore(), contactId, message))
  }, delayMs)
}

function writeReply(store: Store, contactId: number, answering: ChatMessage): void {
  store.transaction((tx) => {
    const chat = tx.read(chatsTable).find((row) => row.userId === contactId)
    const isThere = chat?.messages.some(
      (message) => message.time === answering.time && message.message === answering.message,
    )
    // The demo data was reset meanwhile: the message is gone, nothing to answer.
    if (!chat || !isThere) return
    const answered = chat.messages.filter((message) => message.senderId === contactId).length
    appendMessage(tx, contactId, {
      message: chatReplyLines[answered % chatReplyLines.length] ?? '',
      time: messageTime(store, tx.read(chatsTable)),
      senderId: contactId,
    })
  })
}
