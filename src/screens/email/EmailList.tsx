import { InboxIcon, SearchIcon } from '@primer/octicons-react'
import { Button, Spinner } from '@primer/react'
import { Blankslate } from '@primer/react/experimental'
import { useVirtualizer } from '@tanstack/react-virtual'
import { type Ref, useImperativeHandle, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { currentEntry, viewHref } from '../../machines/email/emailView'
import { EmailContext } from './emailContext'
import { EmailListRow } from './EmailListRow'
import { EmailListToolbar } from './EmailListToolbar'
import { useFailureText } from './useFailureText'

export const emailRowHeight = 64

export interface EmailListHandle {
  /** Scrolls the email into view and focuses its link (keyboard `j`/`k`). */
  focusEmail(id: number): void
}

export interface EmailListProps {
  ref?: Ref<EmailListHandle>
  onOpenSidebar?: () => void
  searchRef?: Ref<HTMLInputElement>
}

/** The list pane: toolbar, then loading / error / empty / no results / the virtualized rows. */
export function EmailList({ ref, onOpenSidebar, searchRef }: EmailListProps) {
  // The virtualizer hands out fresh functions on every scroll; compiler memoization would go stale.
  'use no memo'
  const { t } = useTranslation()
  const actor = EmailContext.useActorRef()
  const emails = EmailContext.useSelector((snapshot) => snapshot.context.emails)
  const view = EmailContext.useSelector((snapshot) => snapshot.context.view)
  const selectedIds = EmailContext.useSelector((snapshot) => snapshot.context.selectedIds)
  const cursorId = EmailContext.useSelector((snapshot) => snapshot.context.cursorId)
  const status = EmailContext.useSelector((snapshot) =>
    (['loading', 'error', 'empty', 'populated'] as const).find((tag) => snapshot.hasTag(tag)),
  )
  const failure = EmailContext.useSelector((snapshot) => snapshot.context.listFailure)
  const describeFailure = useFailureText()
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

  const folderName = t(
    view.folder || !view.label
      ? `email.folders.${currentEntry(view)}`
      : `email.labels.${view.label}`,
  )
  const selected = new Set(selectedIds)

  return (
    <section className="cea-email-list" aria-label={t('email.list.region', { name: folderName })}>
      <EmailListToolbar onOpenSidebar={onOpenSidebar} searchRef={searchRef} />
      {status === 'loading' ? (
        <div className="cea-email-state" role="status">
          <Spinner size="medium" srText={null} />
          <span>{t('email.list.loading')}</span>
        </div>
      ) : null}
      {status === 'error' ? (
        <div className="cea-email-state" role="alert">
          <p className="cea-email-state__title">{t('email.list.error')}</p>
          <p>{describeFailure(failure)}</p>
          <Button onClick={() => actor.send({ type: 'list.retry' })}>
            {t('email.list.retry')}
          </Button>
        </div>
      ) : null}
      {status === 'empty' ? (
        <div className="cea-email-state">
          {view.q ? (
            <Blankslate spacious>
              <Blankslate.Visual>
                <SearchIcon size="medium" />
              </Blankslate.Visual>
              <Blankslate.Heading as="h2">
                {t('email.list.noResults', { q: view.q })}
              </Blankslate.Heading>
              <Blankslate.Description>{t('email.list.noResultsHint')}</Blankslate.Description>
              <Button
                as={RouterLink}
                to={{ search: viewHref({ ...view, q: '', emailId: undefined }) }}
              >
                {t('email.list.clearSearch')}
              </Button>
            </Blankslate>
          ) : (
            <Blankslate spacious>
              <Blankslate.Visual>
                <InboxIcon size="medium" />
              </Blankslate.Visual>
              <Blankslate.Heading as="h2">
                {t('email.list.empty', { name: folderName })}
              </Blankslate.Heading>
              <Blankslate.Description>{t('email.list.emptyHint')}</Blankslate.Description>
            </Blankslate>
          )}
        </div>
      ) : null}
      <div ref={scrollRef} className="cea-email-list__scroller" hidden={status !== 'populated'}>
        <ul
          className="cea-email-list__rows"
          aria-label={t('email.list.label', { name: folderName, count: emails.length })}
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
    </section>
  )
}
