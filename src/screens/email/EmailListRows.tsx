import { useVirtualizer } from '@tanstack/react-virtual'
import { type Ref, useImperativeHandle, useRef, useState } from 'react'
import type { Email } from '../../api/types/email'
import type { MailboxView } from '../../machines/email/emailView'
import { EmailContext } from './emailContext'
import { EmailListRow } from './EmailListRow'

export const emailRowHeight = 64

export interface EmailListHandle {
  /** Scrolls the email into view and focuses its link (keyboard `j`/`k`). */
  focusEmail(id: number): void
}

export interface EmailListRowsProps {
  ref?: Ref<EmailListHandle>
  emails: Email[]
  view: MailboxView
  label: string
  isHidden: boolean
}

/**
 * The virtualized rows (TanStack Virtual). Its own component so that a scroll, which re-renders
 * the virtualizer's owner, redraws only the rows and never the toolbar above them.
 */
export function EmailListRows({ ref, emails, view, label, isHidden }: EmailListRowsProps) {
  // The virtualizer hands out fresh functions on every scroll; compiler memoization would go stale.
  'use no memo'
  const selectedIds = EmailContext.useSelector((snapshot) => snapshot.context.selectedIds)
  const cursorId = EmailContext.useSelector((snapshot) => snapshot.context.cursorId)
  const scrollRef = useRef<HTMLDivElement>(null)
  // One clock per list load, so rows stay memoized while scrolling.
  const [now] = useState(() => new Date())

  const virtualizer = useVirtualizer({
    count: emails.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => emailRowHeight,
    overscan: 8,
  })

  useImperativeHandle(ref, () => ({
    focusEmail(id) {
      const index = emails.findIndex((email) => email.id === id)
      if (index === -1) return
      virtualizer.scrollToIndex(index, { align: 'auto' })
      requestAnimationFrame(() =>
        scrollRef.current
          ?.querySelector<HTMLElement>(`[data-email-id="${id}"] .cea-email-row__link`)
          ?.focus(),
      )
    },
  }))

  const selected = new Set(selectedIds)

  return (
    <div ref={scrollRef} className="cea-email-list__scroller" hidden={isHidden}>
      <ul
        className="cea-email-list__rows"
        aria-label={label}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const email = emails[item.index]
          if (!email) return null
          return (
            <EmailListRow
              key={email.id}
              email={email}
              view={view}
              position={item.index + 1}
              total={emails.length}
              isSelected={selected.has(email.id)}
              isCursor={cursorId === email.id}
              now={now}
              offset={item.start}
              height={emailRowHeight}
            />
          )
        })}
      </ul>
    </div>
  )
}
