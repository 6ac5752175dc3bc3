import { Heading } from '@primer/react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { phoneQuery, useMediaQuery } from '../../components/hooks/useMediaQuery'
import type { ChatInput } from '../../machines/chat/chatMachine'
import { contactIdFromParam } from '../../machines/chat/chatView'
import { ChatContext } from './chatContext'
import { ChatConversation } from './ChatConversation'
import { ChatEmptyState } from './ChatEmptyState'
import { ChatSidebar } from './ChatSidebar'
import { useChatUrl } from './useChatUrl'
import './chat.css'

// The profile panels (Primer's form controls, switches, radios) load when first opened, so the
// chat's first load does not carry them.
const ChatOwnProfile = lazy(() =>
  import('./ChatOwnProfile').then((module) => ({ default: module.ChatOwnProfile })),
)
const ChatContactProfile = lazy(() =>
  import('./ChatContactProfile').then((module) => ({ default: module.ChatContactProfile })),
)

export interface ChatScreenProps {
  /** The search pause, for stories and tests; the open chat always comes from the URL. */
  options?: Omit<ChatInput, 'contactId'>
}

/** /apps/chat and /apps/chat/:contactId: the chat, its state in a chat machine started from the URL. */
export function ChatScreen({ options }: ChatScreenProps) {
  const { contactId } = useParams()
  const [input] = useState<ChatInput>(() => ({
    ...options,
    contactId: contactIdFromParam(contactId),
  }))
  return (
    <ChatContext.Provider options={{ input }}>
      <ChatPage />
    </ChatContext.Provider>
  )
}

type Panel = 'own' | 'contact' | null

function ChatPage() {
  const { t } = useTranslation()
  const isPhone = useMediaQuery(phoneQuery)
  const hasOpenChat = ChatContext.useSelector((snapshot) => snapshot.context.openContactId !== null)
  const [panel, setPanel] = useState<Panel>(null)
  useChatUrl()
  // Phones show one pane at a time: the chats, or the open chat with a way back.
  const showsSidebar = !isPhone || !hasOpenChat
  const showsMain = !isPhone || hasOpenChat

  return (
    <div className="cea-chat">
      <Heading as="h1" className="cea-chat__title">
        {t('chat.title')}
      </Heading>
      <div className="cea-chat__panes" data-phone={isPhone}>
        {showsSidebar ? (
          <aside className="cea-chat__sidebar" aria-label={t('chat.sidebar.label')}>
            <ChatSidebar onOpenProfile={() => setPanel('own')} />
          </aside>
        ) : null}
        {showsMain ? (
          <div className="cea-chat__main">
            {hasOpenChat ? (
              <ChatConversation
                isPhone={isPhone}
                onOpenContactProfile={() => setPanel('contact')}
              />
            ) : (
              <ChatEmptyState />
            )}
          </div>
        ) : null}
      </div>
      <Suspense fallback={null}>
        {panel === 'own' ? <ChatOwnProfile onClose={() => setPanel(null)} /> : null}
        {panel === 'contact' && hasOpenChat ? (
          <ChatContactProfile onClose={() => setPanel(null)} />
        ) : null}
      </Suspense>
    </div>
  )
}
