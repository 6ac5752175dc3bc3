import { ArrowLeftIcon, InfoIcon } from '@primer/octicons-react'
import { Button, Flash, Heading, IconButton, Spinner, Text, VisuallyHidden } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { ChatContact } from '../../api/types/chat'
import type { OpenConversation } from '../../machines/chat/chatMachineTypes'
import { chatPath } from '../../machines/chat/chatView'
import { ChatAvatar } from './ChatAvatar'
import { ChatComposer } from './ChatComposer'
import { ChatContext } from './chatContext'
import { failureText, statusText } from './chatFormat'
import { ChatMessageList } from './ChatMessageList'
import './chatConversation.css'

export interface ChatConversationProps {
  /** Phones show a way back to the chats. */
  isPhone: boolean
  onOpenContactProfile: () => void
}

/** The open chat: its header, its messages (or how it is loading or failing) and the composer. */
export function ChatConversation({ isPhone, onOpenContactProfile }: ChatConversationProps) {
  const { t } = useTranslation()
  const actor = ChatContext.useActorRef()
  const conversation = ChatContext.useSelector((snapshot) => snapshot.context.conversation)
  const failure = ChatContext.useSelector((snapshot) => snapshot.context.conversationFailure)
  const profileUserId = ChatContext.useSelector((snapshot) => snapshot.context.profileUser?.id)
  const state = ChatContext.useSelector((snapshot) =>
    snapshot.hasTag('conversationOpen')
      ? 'open'
      : snapshot.hasTag('conversationError')
        ? 'error'
        : 'loading',
  )
  const contact = conversation?.contact ?? null

  return (
    <section
      className="cea-chat-conversation"
      aria-label={contact ? contact.fullName : t('chat.conversation.loading')}
    >
      <header className="cea-chat-conversation__head">
        {isPhone ? (
          <IconButton
            as={RouterLink}
            to={chatPath()}
            icon={ArrowLeftIcon}
            aria-label={t('chat.conversation.back')}
            variant="invisible"
          />
        ) : null}
        {contact ? <ContactHeading contact={contact} onOpenProfile={onOpenContactProfile} /> : null}
      </header>
      {state === 'loading' ? (
        <div className="cea-chat-state" aria-busy="true">
          <Spinner size="small" srText={null} />
          <Text>{t('chat.conversation.loading')}</Text>
        </div>
      ) : null}
      {state === 'error' ? (
        <div className="cea-chat-state">
          <Flash variant="danger" role="alert">
            {failureText(t, failure)}
          </Flash>
          <Button onClick={() => actor.send({ type: 'conversation.retry' })}>
            {t('chat.retry')}
          </Button>
        </div>
      ) : null}
      {state === 'open' && conversation && contact && profileUserId !== undefined ? (
        <OpenChat conversation={conversation} contact={contact} profileUserId={profileUserId} />
      ) : null}
    </section>
  )
}

function ContactHeading({
  contact,
  onOpenProfile,
}: {
  contact: ChatContact
  onOpenProfile: () => void
}) {
  const { t } = useTranslation()
  return (
    <>
      <ChatAvatar src={contact.avatar} status={contact.status} size={36} />
      <div className="cea-chat-conversation__who">
        <Heading as="h2" className="cea-chat-conversation__name">
          {contact.fullName}
        </Heading>
        <Text className="cea-chat-conversation__status">
          {`${statusText(t, contact.status)} · ${contact.role}`}
        </Text>
      </div>
      <IconButton
        icon={InfoIcon}
        aria-label={t('chat.contact.open', { name: contact.fullName })}
        variant="invisible"
        onClick={onOpenProfile}
      />
    </>
  )
}

function OpenChat({
  conversation,
  contact,
  profileUserId,
}: {
  conversation: OpenConversation
  contact: ChatContact
  profileUserId: number
}) {
  const { t } = useTranslation()
  const hasMessages = ChatContext.useSelector(
    (snapshot) =>
      conversation.messages.length > 0 ||
      snapshot.context.outbox.some((outgoing) => outgoing.contact.id === contact.id),
  )
  const arrival = conversation.lastArrival
  return (
    <>
      {hasMessages ? (
        <ChatMessageList
          key={contact.id}
          conversation={conversation}
          contact={contact}
          profileUserId={profileUserId}
        />
      ) : (
        <p className="cea-chat-state cea-chat-conversation__start">
          {t('chat.conversation.start', { name: contact.fullName })}
        </p>
      )}
      <VisuallyHidden role="status">
        {arrival
          ? t('chat.conversation.incoming', { name: contact.fullName, message: arrival.message })
          : ''}
      </VisuallyHidden>
      <ChatComposer contactName={contact.fullName} />
    </>
  )
}
