import { SearchIcon } from '@primer/octicons-react'
import {
  Button,
  CounterLabel,
  Flash,
  Heading,
  Spinner,
  Text,
  TextInput,
  VisuallyHidden,
} from '@primer/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { contactsWithoutChat, unreadTotal } from '../../machines/chat/chatConversation'
import { ChatAvatar } from './ChatAvatar'
import { ChatContext } from './chatContext'
import { failureText, statusText } from './chatFormat'
import { ChatSidebarChat, ChatSidebarContact } from './ChatSidebarRows'

export const chatSearchId = 'cea-chat-search'

/** The own avatar (opens the profile), the search, the chats, then contacts without a chat. */
export function ChatSidebar({ onOpenProfile }: { onOpenProfile: () => void }) {
  const { t } = useTranslation()
  const actor = ChatContext.useActorRef()
  const profileUser = ChatContext.useSelector((snapshot) => snapshot.context.profileUser)
  const searchText = ChatContext.useSelector((snapshot) => snapshot.context.searchText)

  return (
    <div className="cea-chat-sidebar">
      <div className="cea-chat-sidebar__head">
        {profileUser ? (
          <button
            type="button"
            className="cea-chat-sidebar__me"
            aria-label={t('chat.profile.open', { status: statusText(t, profileUser.status) })}
            onClick={onOpenProfile}
          >
            <ChatAvatar src={profileUser.avatar} status={profileUser.status} size={36} />
          </button>
        ) : null}
        <TextInput
          id={chatSearchId}
          type="search"
          block
          className="cea-chat-sidebar__search"
          leadingVisual={SearchIcon}
          aria-label={t('chat.sidebar.search')}
          placeholder={t('chat.sidebar.searchPlaceholder')}
          value={searchText}
          onChange={(event) => actor.send({ type: 'search.type', text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') actor.send({ type: 'search.submit' })
          }}
        />
      </div>
      <ChatSidebarLists />
    </div>
  )
}

function ChatSidebarLists() {
  const { t } = useTranslation()
  const actor = ChatContext.useActorRef()
  const state = ChatContext.useSelector((snapshot) =>
    snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('error') ? 'error' : 'shown',
  )
  const chats = ChatContext.useSelector((snapshot) => snapshot.context.chats)
  const contacts = ChatContext.useSelector((snapshot) => snapshot.context.contacts)
  const q = ChatContext.useSelector((snapshot) => snapshot.context.q)
  const failure = ChatContext.useSelector((snapshot) => snapshot.context.sidebarFailure)
  const openContactId = ChatContext.useSelector((snapshot) => snapshot.context.openContactId)
  const profileUserId = ChatContext.useSelector((snapshot) => snapshot.context.profileUser?.id)
  const isRefreshing = ChatContext.useSelector((snapshot) => snapshot.hasTag('refreshing'))
  const others = useMemo(() => contactsWithoutChat(chats, contacts), [chats, contacts])
  // One clock while the sidebar is shown, so the rows' times agree.
  const [now] = useState(() => new Date())
  const unread = unreadTotal(chats)

  if (state === 'loading')
    return (
      <div className="cea-chat-state" aria-busy="true">
        <Spinner size="small" srText={null} />
        <Text>{t('chat.sidebar.loading')}</Text>
      </div>
    )

  if (state === 'error')
    return (
      <div className="cea-chat-state">
        <Flash variant="danger" role="alert">
          {failureText(t, failure)}
        </Flash>
        <Button onClick={() => actor.send({ type: 'sidebar.retry' })}>{t('chat.retry')}</Button>
      </div>
    )

  return (
    <div className="cea-chat-sidebar__lists" aria-busy={isRefreshing || undefined}>
      <section aria-labelledby="cea-chat-chats">
        <div className="cea-chat-sidebar__heading">
          <Heading as="h2" id="cea-chat-chats">
            {t('chat.sidebar.chats')}
          </Heading>
          {unread > 0 ? (
            <>
              <CounterLabel scheme="primary" aria-hidden="true">
                {unread}
              </CounterLabel>
              <VisuallyHidden>{t('chat.sidebar.unreadTotal', { count: unread })}</VisuallyHidden>
            </>
          ) : null}
        </div>
        {chats.length === 0 ? (
          <p className="cea-chat-sidebar__note">
            {q ? t('chat.sidebar.noChatsFound') : t('chat.sidebar.noChats')}
          </p>
        ) : (
          <ul className="cea-chat-sidebar__list" aria-label={t('chat.sidebar.chats')}>
            {chats.map((row) => (
              <ChatSidebarChat
                key={row.id}
                row={row}
                isOpen={row.id === openContactId}
                now={now}
                profileUserId={profileUserId}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="cea-chat-contacts">
        <div className="cea-chat-sidebar__heading">
          <Heading as="h2" id="cea-chat-contacts">
            {t('chat.sidebar.contacts')}
          </Heading>
        </div>
        {others.length === 0 ? (
          <p className="cea-chat-sidebar__note">
            {q ? t('chat.sidebar.noContactsFound') : t('chat.sidebar.noContacts')}
          </p>
        ) : (
          <ul className="cea-chat-sidebar__list" aria-label={t('chat.sidebar.contacts')}>
            {others.map((contact) => (
              <ChatSidebarContact
                key={contact.id}
                contact={contact}
                isOpen={contact.id === openContactId}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
