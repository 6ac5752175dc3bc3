import { Heading } from '@primer/react'
import { Dialog } from '../../components/dialog/Dialog'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ChatAvatar } from './ChatAvatar'
import { ChatContext } from './chatContext'
import { ChatFileList } from './ChatFileList'
import { formatDay, statusText } from './chatFormat'
import './chatProfile.css'

/** The open chat's contact: about, personal info and the files they sent in this chat. */
export function ChatContactProfile({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const conversation = ChatContext.useSelector((snapshot) => snapshot.context.conversation)
  const contact = conversation?.contact
  const files = useMemo(
    () =>
      (conversation?.messages ?? []).flatMap((message) =>
        message.senderId === conversation?.contactId ? (message.files ?? []) : [],
      ),
    [conversation],
  )
  if (!conversation || !contact) return null
  const first = conversation.messages[0]

  return (
    <Dialog
      closeLabel={t('common.close')}
      title={contact.fullName}
      position={{ narrow: 'fullscreen', regular: 'right' }}
      width="medium"
      onClose={onClose}
    >
      <div className="cea-chat-profile">
        <div className="cea-chat-profile__who">
          <ChatAvatar src={contact.avatar} status={contact.status} size={64} />
          <div>
            <p className="cea-chat-profile__name">{contact.fullName}</p>
            <p className="cea-chat-profile__role">{contact.role}</p>
          </div>
        </div>
        <section aria-labelledby="cea-chat-contact-about">
          <Heading as="h2" id="cea-chat-contact-about" className="cea-chat-profile__heading">
            {t('chat.contact.about')}
          </Heading>
          <p>{contact.about}</p>
        </section>
        <section aria-labelledby="cea-chat-contact-info">
          <Heading as="h2" id="cea-chat-contact-info" className="cea-chat-profile__heading">
            {t('chat.contact.info')}
          </Heading>
          <dl className="cea-chat-profile__facts">
            <dt>{t('chat.contact.role')}</dt>
            <dd>{contact.role}</dd>
            <dt>{t('chat.contact.status')}</dt>
            <dd>{statusText(t, contact.status)}</dd>
            <dt>{t('chat.contact.since')}</dt>
            <dd>
              {first
                ? formatDay(first.time, new Date(), i18n.language, t)
                : t('chat.contact.noChat')}
            </dd>
          </dl>
        </section>
        <section aria-labelledby="cea-chat-contact-files">
          <Heading as="h2" id="cea-chat-contact-files" className="cea-chat-profile__heading">
            {t('chat.contact.files')}
          </Heading>
          {files.length === 0 ? (
            <p>{t('chat.contact.noFiles', { name: contact.fullName })}</p>
          ) : (
            <ChatFileList files={files} label={t('chat.contact.files')} />
          )}
        </section>
      </div>
    </Dialog>
  )
}
