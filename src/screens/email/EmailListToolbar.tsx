import { SearchIcon, SyncIcon, ThreeBarsIcon } from '@primer/octicons-react'
import { Checkbox, IconButton, TextInput } from '@primer/react'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { EmailBulkActions } from './EmailBulkActions'
import { EmailContext } from './emailContext'

/** Select all, the search box, refresh; the bulk action bar while emails are selected. */
export function EmailListToolbar({
  onOpenSidebar,
  searchRef,
}: {
  onOpenSidebar?: () => void
  searchRef?: Ref<HTMLInputElement>
}) {
  const { t } = useTranslation()
  const actor = EmailContext.useActorRef()
  const searchText = EmailContext.useSelector((snapshot) => snapshot.context.searchText)
  const listed = EmailContext.useSelector((snapshot) => snapshot.context.emails.length)
  const selected = EmailContext.useSelector((snapshot) => snapshot.context.selectedIds.length)
  const isRefreshing = EmailContext.useSelector((snapshot) => snapshot.hasTag('refreshing'))

  return (
    <div className="cea-email-toolbar">
      <div className="cea-email-toolbar__row">
        {onOpenSidebar ? (
          <IconButton
            icon={ThreeBarsIcon}
            aria-label={t('email.sidebar.open')}
            variant="invisible"
            onClick={onOpenSidebar}
          />
        ) : null}
        <Checkbox
          aria-label={t('email.list.selectAll')}
          checked={listed > 0 && selected === listed}
          indeterminate={selected > 0 && selected < listed}
          disabled={listed === 0}
          onChange={() => actor.send({ type: 'selection.all' })}
        />
        <form
          role="search"
          className="cea-email-toolbar__search"
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'search.submit' })
          }}
        >
          <TextInput
            ref={searchRef}
            type="search"
            block
            leadingVisual={SearchIcon}
            aria-label={t('email.list.search')}
            placeholder={t('email.list.searchPlaceholder')}
            value={searchText}
            onChange={(event) => actor.send({ type: 'search.type', text: event.target.value })}
            trailingVisual={
              <kbd className="cea-email-kbd" aria-hidden>
                /
              </kbd>
            }
          />
        </form>
        <IconButton
          icon={SyncIcon}
          aria-label={t('email.list.refetch')}
          variant="invisible"
          disabled={isRefreshing}
          onClick={() => actor.send({ type: 'list.refetch' })}
        />
      </div>
      {selected > 0 ? <EmailBulkActions /> : null}
    </div>
  )
}
