import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { isShortcutBlocked } from '../../components/hooks/shortcutGuard'
import { SearchButton } from '../../components/navbar/SearchButton'
import type { SearchOption } from '../../components/navbar/SearchDialog'
import { SearchContext } from './navbarContexts'
import { useCanVisit } from './useCanVisit'
import { searchLabels } from './navbarLabels'

// The dialog, its results list and its states load on the first open: the button is all a page
// carries (the first screen never shows the dialog).
const SearchDialog = lazy(() =>
  import('../../components/navbar/SearchDialog').then((module) => ({
    default: module.SearchDialog,
  })),
)

/** Ctrl+K or ⌘K, and "/", call `onOpen`, unless a field, dialog or menu has the keyboard. */
export function useSearchShortcut(onOpen: () => void): void {
  const latest = useRef(onOpen)
  useEffect(() => {
    latest.current = onOpen
  }, [onOpen])
  // A layout effect: the shortcut works from the first paint that shows the navbar, not from
  // whenever React gets to its passive effects (later on a busy first load).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return
      const isModK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k'
      const isSlash = event.key === '/' && !event.ctrlKey && !event.metaKey
      if ((!isModK && !isSlash) || isShortcutBlocked(event)) return
      event.preventDefault()
      latest.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}

/** The navbar's search button and dialog (SearchContext inside NavbarProvider). */
export function NavbarSearch({ isIconOnly = false }: { isIconOnly?: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const canVisit = useCanVisit()
  const actor = SearchContext.useActorRef()
  const isOpen = SearchContext.useSelector((state) => state.hasTag('open'))
  const status = SearchContext.useSelector((state) =>
    state.hasTag('loading') ? 'loading' : state.hasTag('error') ? 'error' : 'ready',
  )
  const text = SearchContext.useSelector((state) => state.context.text)
  const allResults = SearchContext.useSelector((state) => state.context.results)
  const results = useMemo(
    () => ({ ...allResults, pages: allResults.pages.filter((page) => canVisit(page.link)) }),
    [allResults, canVisit],
  )
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Mounted from the first open on, so that a later open finds the dialog's code in place.
  const [hasOpened, setHasOpened] = useState(false)
  if (isOpen && !hasOpened) setHasOpened(true)
  useSearchShortcut(() => actor.send({ type: 'search.open' }))

  const labels = searchLabels(t)

  const onSelect = (option: SearchOption) => {
    actor.send({ type: 'search.close' })
    if (option.kind === 'page') void navigate(option.page.link)
    // A contact's mail is found in the email app; files have no page of their own.
    else if (option.kind === 'contact') {
      void navigate(`/apps/email?q=${encodeURIComponent(option.contact.email)}`)
    }
  }

  return (
    <>
      <SearchButton
        ref={buttonRef}
        label={t('navbar.search.button')}
        isIconOnly={isIconOnly}
        onClick={() => actor.send({ type: 'search.open' })}
      />
      {hasOpened ? (
        <Suspense fallback={null}>
          <SearchDialog
            isOpen={isOpen}
            status={status}
            errorMessage={t('navbar.errorBody')}
            text={text}
            results={results}
            labels={labels}
            onTextChange={(value) => actor.send({ type: 'search.type', text: value })}
            onSelect={onSelect}
            onRetry={() => actor.send({ type: 'search.retry' })}
            onClose={() => actor.send({ type: 'search.close' })}
            returnFocusRef={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  )
}
