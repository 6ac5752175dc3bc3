import { type MouseEvent, useEffect } from 'react'
import { useParams } from 'react-router-dom'
import { contactIdFromParam } from '../../machines/chat/chatView'
import { ChatContext } from './chatContext'

/**
 * The URL leads: a chat's link, Back and a reload move `/apps/chat/:contactId` and the
 * machine opens (or closes) the chat it names.
 */
export function useChatUrl(): void {
  const actor = ChatContext.useActorRef()
  const contactId = contactIdFromParam(useParams().contactId)
  useEffect(() => {
    actor.send(contactId === null ? { type: 'chat.close' } : { type: 'chat.open', contactId })
  }, [actor, contactId])
}

/**
 * A chat link's click: the machine opens the chat at once, with the router's navigation (a
 * transition, which a busy page can hold back for most of a second). Until then the chat being
 * left stayed open, and a message arriving in that moment was marked seen though nobody saw it.
 * A click that opens a new tab or window (a modifier key, another button) leaves this tab alone.
 */
export function useChatLinkClick(contactId: number): (event: MouseEvent<HTMLElement>) => void {
  const actor = ChatContext.useActorRef()
  return (event) => {
    const opensElsewhere =
      event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
    if (!event.defaultPrevented && !opensElsewhere) actor.send({ type: 'chat.open', contactId })
  }
}
