import { CommentDiscussionIcon } from '@primer/octicons-react'
import { Button, Heading } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { chatSearchId } from './ChatSidebar'

/** No chat open (wide screens): an invitation to pick someone, which leads to the search. */
export function ChatEmptyState() {
  const { t } = useTranslation()
  return (
    <section className="cea-chat-empty" aria-labelledby="cea-chat-empty-title">
      <CommentDiscussionIcon size={48} aria-hidden="true" />
      <Heading as="h2" id="cea-chat-empty-title" className="cea-chat-empty__title">
        {t('chat.empty.title')}
      </Heading>
      <p>{t('chat.empty.body')}</p>
      <Button variant="primary" onClick={() => document.getElementById(chatSearchId)?.focus()}>
        {t('chat.empty.action')}
      </Button>
    </section>
  )
}
