import { QuestionIcon } from '@primer/octicons-react'
import { Heading, IconButton } from '@primer/react'
import { Dialog } from '../../components/dialog/Dialog'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { phoneQuery, useMediaQuery } from '../../components/hooks/useMediaQuery'
import type { EmailInput } from '../../machines/email/emailMachine'
import { viewFromSearch } from '../../machines/email/emailView'
import { ComposeDialog } from './ComposeDialog'
import { EmailContext } from './emailContext'
import { EmailList } from './EmailList'
import type { EmailListHandle } from './EmailListRows'
import { EmailNotice } from './EmailNotice'
import { EmailReader } from './EmailReader'
import { EmailReaderDialog } from './EmailReaderDialog'
import { EmailSidebar } from './EmailSidebar'
import { ShortcutSheet } from './ShortcutSheet'
import { useMailboxShortcuts } from './useMailboxShortcuts'
import { useMailboxUrl } from './useMailboxUrl'
import './email.css'

export interface EmailScreenProps {
  /** Toast duration and search pause, for stories and tests; the view always comes from the URL. */
  options?: Omit<EmailInput, 'view'>
}

/** /apps/email: the mailbox, its state in an email machine started from the URL. */
export function EmailScreen({ options }: EmailScreenProps) {
  const [search] = useSearchParams()
  const [input] = useState<EmailInput>(() => ({ ...options, view: viewFromSearch(search) }))
  return (
    <EmailContext.Provider options={{ input }}>
      <Mailbox />
    </EmailContext.Provider>
  )
}

function Mailbox() {
  const { t } = useTranslation()
  const isReading = EmailContext.useSelector(
    (snapshot) => snapshot.context.view.emailId !== undefined,
  )
  const isNarrow = useMediaQuery('(max-width: 1023.98px)')
  const isPhone = useMediaQuery(phoneQuery)
  const [isDrawerOpen, setDrawerOpen] = useState(false)
  const [isSheetOpen, setSheetOpen] = useState(false)
  const listRef = useRef<EmailListHandle>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  useMailboxUrl()

  const targets = useMemo(
    () => ({
      focusSearch: () => searchRef.current?.focus(),
      focusEmail: (id: number) => listRef.current?.focusEmail(id),
      openSheet: () => setSheetOpen(true),
    }),
    [],
  )
  useMailboxShortcuts(targets)

  return (
    <div className="cea-email" data-narrow={isNarrow}>
      <div className="cea-email__heading">
        <Heading as="h1" className="cea-email__title">
          {t('email.title')}
        </Heading>
        <IconButton
          icon={QuestionIcon}
          variant="invisible"
          aria-label={t('email.shortcuts.open')}
          onClick={() => setSheetOpen(true)}
        />
      </div>
      <div className="cea-email__panes">
        {isNarrow ? null : (
          <aside className="cea-email__sidebar" aria-label={t('email.sidebar.label')}>
            <EmailSidebar />
          </aside>
        )}
        <div className="cea-email__main">
          {isReading && !isPhone ? (
            <EmailReader />
          ) : (
            <EmailList
              ref={listRef}
              searchRef={searchRef}
              onOpenSidebar={isNarrow ? () => setDrawerOpen(true) : undefined}
            />
          )}
        </div>
      </div>
      {isNarrow && isDrawerOpen ? (
        <Dialog
          closeLabel={t('common.close')}
          title={t('email.sidebar.label')}
          position="left"
          width="small"
          onClose={() => setDrawerOpen(false)}
        >
          <EmailSidebar onNavigate={() => setDrawerOpen(false)} />
        </Dialog>
      ) : null}
      {isReading && isPhone ? <EmailReaderDialog /> : null}
      <ComposeDialog />
      {isSheetOpen ? <ShortcutSheet onClose={() => setSheetOpen(false)} /> : null}
      <EmailNotice />
    </div>
  )
}
