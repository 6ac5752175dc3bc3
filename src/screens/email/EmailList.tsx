import { InboxIcon, SearchIcon } from '@primer/octicons-react'
import { Button, Spinner } from '@primer/react'
import { Blankslate } from '@primer/react/experimental'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { currentEntry, viewHref } from '../../machines/email/emailView'
import { EmailContext } from './emailContext'
import { type EmailListHandle, EmailListRows } from './EmailListRows'
import { EmailListToolbar } from './EmailListToolbar'
import { useFailureText } from './useFailureText'

export interface EmailListProps {
  ref?: Ref<EmailListHandle>
  onOpenSidebar?: () => void
  searchRef?: Ref<HTMLInputElement>
}

/** The list pane: toolbar, then loading / error / empty / no results / the virtualized rows. */
export function EmailList({ ref, onOpenSidebar, searchRef }: EmailListProps) {
  const { t } = useTranslation()
  const actor = EmailContext.useActorRef()
  const emails = EmailContext.useSelector((snapshot) => snapshot.context.emails)
  const view = EmailContext.useSelector((snapshot) => snapshot.context.view)
  const status = EmailContext.useSelector((snapshot) =>
    (['loading', 'error', 'empty', 'populated'] as const).find((tag) => snapshot.hasTag(tag)),
  )
  const failure = EmailContext.useSelector((snapshot) => snapshot.context.listFailure)
  const describeFailure = useFailureText()
  const folderName = t(
    view.folder || !view.label
      ? `email.folders.${currentEntry(view)}`
      : `email.labels.${view.label}`,
  )

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
      <EmailListRows
        ref={ref}
        emails={emails}
        view={view}
        label={t('email.list.label', { name: folderName, count: emails.length })}
        isHidden={status !== 'populated'}
      />
    </section>
  )
}
