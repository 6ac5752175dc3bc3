import { PaperAirplaneIcon } from '@primer/octicons-react'
import { Button, Textarea } from '@primer/react'
import { useId, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ChatContext } from './chatContext'

/** The tallest the message box grows before it scrolls. */
const maxHeightPx = 160

/**
 * The message box: Enter sends, Shift+Enter adds a line, a blank message cannot be sent, and
 * the box grows with its text. What is typed lives in the machine (one draft per contact).
 */
export function ChatComposer({ contactName }: { contactName: string }) {
  const { t } = useTranslation()
  const actor = ChatContext.useActorRef()
  const draft = ChatContext.useSelector((snapshot) => {
    const { openContactId, drafts } = snapshot.context
    return openContactId === null ? '' : (drafts[openContactId] ?? '')
  })
  const boxRef = useRef<HTMLTextAreaElement>(null)
  const hintId = useId()
  const isBlank = draft.trim() === ''

  useLayoutEffect(() => {
    const box = boxRef.current
    if (!box) return
    box.style.height = 'auto'
    box.style.height = `${Math.min(box.scrollHeight, maxHeightPx)}px`
  }, [draft])

  return (
    <form
      className="cea-chat-composer"
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'message.send' })
      }}
    >
      <div className="cea-chat-composer__field">
        <Textarea
          ref={boxRef}
          block
          rows={1}
          resize="none"
          className="cea-chat-composer__box"
          placeholder={t('chat.composer.placeholder')}
          aria-label={t('chat.composer.label', { name: contactName })}
          aria-describedby={hintId}
          value={draft}
          onChange={(event) => actor.send({ type: 'draft.change', text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
            event.preventDefault()
            actor.send({ type: 'message.send' })
          }}
        />
      </div>
      <span id={hintId} hidden>
        {t('chat.composer.hint')}
      </span>
      <Button type="submit" variant="primary" leadingVisual={PaperAirplaneIcon} disabled={isBlank}>
        {t('chat.composer.send')}
      </Button>
    </form>
  )
}
