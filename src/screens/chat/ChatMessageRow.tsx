import { AlertIcon, CheckIcon, ClockIcon } from '@primer/octicons-react'
import { Avatar, Button, VisuallyHidden } from '@primer/react'
import type { TFunction } from 'i18next'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatContact } from '../../api/types/chat'
import { ChatContext } from './chatContext'
import { ChatFileList } from './ChatFileList'
import { formatDay, formatFullTime, formatMessageTime } from './chatFormat'
import type { ConversationRow, MessageRow } from './chatRows'

export interface ChatMessageRowProps {
  row: ConversationRow
  contact: ChatContact
  index: number
  /** Pixels from the top of the list (the virtualizer's offset). */
  offset: number
  now: Date
  measure: (element: HTMLElement | null) => void
}

/** One row of the conversation: a day, the "new messages" marker, or a message. */
export const ChatMessageRow = memo(function ChatMessageRow(props: ChatMessageRowProps) {
  const { row, contact, index, offset, now, measure } = props
  const { t, i18n } = useTranslation()
  const place = {
    ref: measure,
    'data-index': index,
    style: { transform: `translateY(${offset}px)` },
  }
  if (row.kind === 'day')
    return (
      <li className="cea-chat-divider" {...place}>
        <span>{formatDay(row.time, now, i18n.language, t)}</span>
      </li>
    )
  if (row.kind === 'unseen')
    return (
      <li className="cea-chat-divider cea-chat-divider--unseen" {...place}>
        <span>{t('chat.conversation.newMessages')}</span>
      </li>
    )
  return (
    <li
      className="cea-chat-message"
      data-mine={row.isMine}
      data-starts={row.startsGroup}
      data-delivery={row.item.delivery}
      {...place}
    >
      {row.isMine ? null : (
        <span className="cea-chat-message__avatar" aria-hidden="true">
          {row.startsGroup ? <Avatar src={contact.avatar} alt="" size={32} /> : null}
        </span>
      )}
      <MessageBody row={row} contact={contact} t={t} locale={i18n.language} />
    </li>
  )
})

function MessageBody({
  row,
  contact,
  t,
  locale,
}: {
  row: MessageRow
  contact: ChatContact
  t: TFunction
  locale: string
}) {
  const { message, delivery } = row.item
  const sender = row.isMine ? t('chat.conversation.you') : contact.fullName
  const showsMeta = row.endsGroup || delivery !== 'sent'
  return (
    <div className="cea-chat-message__body">
      <div className="cea-chat-message__bubble">
        <VisuallyHidden>{`${sender}: `}</VisuallyHidden>
        <p className="cea-chat-message__text">{message.message}</p>
        {message.files?.length ? (
          <ChatFileList files={message.files} label={t('chat.conversation.files')} />
        ) : null}
      </div>
      {showsMeta ? (
        <div className="cea-chat-message__meta">
          <time dateTime={message.time} title={formatFullTime(message.time, locale)}>
            {formatMessageTime(message.time, locale)}
          </time>
          {row.isMine ? <DeliveryState row={row} t={t} /> : null}
        </div>
      ) : null}
    </div>
  )
}

function DeliveryState({ row, t }: { row: MessageRow; t: TFunction }) {
  const actor = ChatContext.useActorRef()
  const { delivery, sendId } = row.item
  if (delivery === 'sending')
    return (
      <span className="cea-chat-delivery">
        <ClockIcon size={12} aria-hidden="true" />
        {t('chat.conversation.sending')}
      </span>
    )
  if (delivery === 'sent')
    return (
      <span className="cea-chat-delivery">
        <CheckIcon size={12} aria-hidden="true" />
        <VisuallyHidden>{t('chat.conversation.sent')}</VisuallyHidden>
      </span>
    )
  return (
    <span className="cea-chat-delivery cea-chat-delivery--failed">
      <AlertIcon size={12} aria-hidden="true" />
      {t('chat.conversation.notSent')}
      {sendId ? (
        <>
          <Button size="small" onClick={() => actor.send({ type: 'message.retry', sendId })}>
            {t('chat.conversation.retry')}
          </Button>
          <Button
            size="small"
            variant="invisible"
            onClick={() => actor.send({ type: 'message.delete', sendId })}
          >
            {t('chat.conversation.delete')}
          </Button>
        </>
      ) : null}
    </span>
  )
}
