import { useVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatContact } from '../../api/types/chat'
import { conversationItems } from '../../machines/chat/chatConversation'
import type { OpenConversation } from '../../machines/chat/chatMachineTypes'
import { ChatContext } from './chatContext'
import { ChatMessageRow } from './ChatMessageRow'
import { type ConversationRow, conversationRows } from './chatRows'

/** How close to the end counts as "at the newest": new messages keep the view there. */
const nearEndPx = 96

/**
 * A row's height before it is measured, close to the real one (chat.css: a one-line bubble is
 * 46 px with its row's padding, a run's first message 6 px more, its last one the time line more;
 * about 60 characters a line). Scrolling up, each row measured unlike its estimate moves the
 * scroll position to keep the content still; good estimates keep that rare.
 */
function estimateOf(row: ConversationRow | undefined): number {
  if (row?.kind !== 'message') return 40
  const { message } = row.item
  const extraLines =
    Math.max(message.message.split('\n').length, Math.ceil(message.message.length / 60)) - 1
  return (
    46 +
    extraLines * 20 +
    (row.startsGroup ? 6 : 0) +
    (row.endsGroup ? 22 : 0) +
    (message.files?.length ?? 0) * 28
  )
}

export interface ChatMessageListProps {
  conversation: OpenConversation
  contact: ChatContact
  profileUserId: number
}

/**
 * The open chat's messages, virtualized (TanStack Virtual, rows measured as they render), so
 * a chat of 10,000 messages keeps a few dozen in the DOM. It opens at the newest message and
 * stays there as messages come, unless the reader has scrolled up.
 */
export function ChatMessageList({ conversation, contact, profileUserId }: ChatMessageListProps) {
  // The virtualizer hands out fresh functions on every scroll; compiler memoization would go stale.
  'use no memo'
  const { t } = useTranslation()
  const outbox = ChatContext.useSelector((snapshot) => snapshot.context.outbox)
  const rows = useMemo(
    () =>
      conversationRows(
        conversationItems(conversation, outbox, profileUserId),
        profileUserId,
        conversation.firstUnseenIndex,
      ),
    [conversation, outbox, profileUserId],
  )
  const scrollRef = useRef<HTMLDivElement>(null)
  const isNearEnd = useRef(true)
  const shownCount = useRef(0)
  const [now] = useState(() => new Date())

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimateOf(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
  })

  // Anchored to the newest: when the chat opens, when this tab sends, and when messages come
  // while the reader is at the end.
  const last = rows.at(-1)
  const lastIsOwnSend = last?.kind === 'message' && last.item.delivery === 'sending'
  useLayoutEffect(() => {
    const isFirst = shownCount.current === 0
    const grew = rows.length > shownCount.current
    shownCount.current = rows.length
    if (rows.length > 0 && (isFirst || (grew && (isNearEnd.current || lastIsOwnSend))))
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' })
  }, [rows.length, lastIsOwnSend, virtualizer])

  // The view got shorter or taller (the composer grew, the window turned): still at the newest.
  const viewHeight = virtualizer.scrollRect?.height ?? 0
  useLayoutEffect(() => {
    const count = shownCount.current
    if (viewHeight > 0 && isNearEnd.current && count > 0)
      virtualizer.scrollToIndex(count - 1, { align: 'end' })
  }, [viewHeight, virtualizer])

  return (
    <div
      ref={scrollRef}
      className="cea-chat-messages"
      role="region"
      aria-label={t('chat.conversation.label', { name: contact.fullName })}
      // Reachable by keyboard, so arrow keys and Page Up/Down scroll it.
      tabIndex={0}
      onScroll={(event) => {
        const scroller = event.currentTarget
        isNearEnd.current =
          scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < nearEndPx
      }}
    >
      <ol className="cea-chat-messages__rows" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]
          if (!row) return null
          return (
            <ChatMessageRow
              key={row.key}
              row={row}
              contact={contact}
              index={item.index}
              offset={item.start}
              now={now}
              measure={virtualizer.measureElement}
            />
          )
        })}
      </ol>
    </div>
  )
}
