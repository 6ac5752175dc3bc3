import { useEffect } from 'react'
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
