import { CounterLabel, VisuallyHidden } from '@primer/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { ChatContact, ChatsContact } from '../../api/types/chat'
import { chatPath } from '../../machines/chat/chatView'
import { ChatAvatar } from './ChatAvatar'
import { formatFullTime, formatListTime, statusText } from './chatFormat'

interface RowProps {
  isOpen: boolean
  now: Date
  /** Undefined until the profile user is known. */
  profileUserId: number | undefined
}

/** A chat in the sidebar: a link to it with the last message, its time and the unseen badge. */
export function ChatSidebarChat({
  row,
  isOpen,
  now,
  profileUserId,
}: RowProps & { row: ChatsContact }) {
  const { t, i18n } = useTranslation()
  const describedBy = useId()
  const { lastMessage, unseenMsgs } = row.chat
  const isMine = lastMessage.senderId === profileUserId
  const preview = isMine
    ? t('chat.sidebar.you', { message: lastMessage.message })
    : lastMessage.message
  return (
    <li className="cea-chat-row" data-unseen={unseenMsgs > 0}>
      <RouterLink
        className="cea-chat-row__link"
        to={chatPath(row.id)}
        aria-current={isOpen ? 'page' : undefined}
        aria-describedby={describedBy}
      >
        <ChatAvatar src={row.avatar} status={row.status} />
        {/* Read as the name and unread count; time and last message are its description. */}
        <VisuallyHidden>
          {unseenMsgs > 0
            ? t('chat.sidebar.chatUnread', { name: row.fullName, count: unseenMsgs })
            : row.fullName}
        </VisuallyHidden>
        <span className="cea-chat-row__text" aria-hidden="true">
          <span className="cea-chat-row__top">
            <span className="cea-chat-row__name">{row.fullName}</span>
            <time
              className="cea-chat-row__time"
              dateTime={lastMessage.time}
              title={formatFullTime(lastMessage.time, i18n.language)}
            >
              {formatListTime(lastMessage.time, now, i18n.language, t)}
            </time>
          </span>
          <span className="cea-chat-row__bottom">
            <span className="cea-chat-row__preview">{preview}</span>
            {unseenMsgs > 0 ? (
              <CounterLabel scheme="primary" className="cea-chat-row__badge">
                {unseenMsgs}
              </CounterLabel>
            ) : null}
          </span>
        </span>
        <span id={describedBy} hidden>
          {`${statusText(t, row.status)}. ${t('chat.sidebar.lastMessage', {
            time: formatFullTime(lastMessage.time, i18n.language),
            message: preview,
          })}`}
        </span>
      </RouterLink>
    </li>
  )
}

/** A contact without a chat: a link that opens an empty conversation with them. */
export function ChatSidebarContact({ contact, isOpen }: { contact: ChatContact; isOpen: boolean }) {
  const { t } = useTranslation()
  const describedBy = useId()
  return (
    <li className="cea-chat-row">
      <RouterLink
        className="cea-chat-row__link"
        to={chatPath(contact.id)}
        aria-current={isOpen ? 'page' : undefined}
        aria-describedby={describedBy}
      >
        <ChatAvatar src={contact.avatar} status={contact.status} />
        <span className="cea-chat-row__text">
          <span className="cea-chat-row__name">{contact.fullName}</span>
          <span className="cea-chat-row__preview" id={describedBy} aria-hidden="true">
            {`${contact.role} · ${statusText(t, contact.status)}`}
          </span>
        </span>
      </RouterLink>
    </li>
  )
}
