import { SearchIcon } from '@primer/octicons-react'
import { TextInput, VisuallyHidden } from '@primer/react'
import { Dialog } from '../dialog/Dialog'
import { type KeyboardEvent, type RefObject, useId, useMemo, useRef, useState } from 'react'
import type { BookmarkPage, SearchContact, SearchFile } from '../../api/types/search'
import { PanelLoadState, PanelState } from './PanelState'
import { type SearchOption, type SearchOptionGroup, SearchResultsList } from './SearchResultsList'
import './navbar.css'

export type { SearchOption } from './SearchResultsList'

export interface SearchDialogResults {
  /** The text is empty: `pages` are the bookmarked pages, offered as suggestions. */
  isSuggestion: boolean
  pages: BookmarkPage[]
  files: SearchFile[]
  contacts: SearchContact[]
}

export interface SearchDialogLabels {
  title: string
  /** The dialog's close button, e.g. "Close". */
  close: string
  inputLabel: string
  placeholder: string
  results: string
  pages: string
  files: string
  contacts: string
  suggestions: string
  loading: string
  errorTitle: string
  retry: string
  noResults: (text: string) => string
  noSuggestions: string
  help: string
  resultCount: (count: number) => string
  fileDetail: (file: SearchFile) => string
}

export interface SearchDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean
  /** The results' face: loading, failed or ready. */
  status: 'loading' | 'error' | 'ready'
  /** Why the search failed, when known. */
  errorMessage?: string | null
  /** What is typed in the search field. */
  text: string
  /** Pages, files and contacts found, or suggestions before anything is typed. */
  results: SearchDialogResults
  /** The dialog's words, already translated. */
  labels: SearchDialogLabels
  /** The search field changed. */
  onTextChange: (text: string) => void
  /** Enter or a click on an option. */
  onSelect: (option: SearchOption) => void
  /** Try again after a failed search. */
  onRetry: () => void
  /** Esc, the close button, or after a selection (the owner decides). */
  onClose: () => void
  /** What gets the focus back when the dialog closes (the search button). */
  returnFocusRef?: RefObject<HTMLElement | null>
}

function optionGroups(results: SearchDialogResults, labels: SearchDialogLabels) {
  const groups: SearchOptionGroup[] = [
    {
      key: results.isSuggestion ? 'suggestions' : 'pages',
      title: results.isSuggestion ? labels.suggestions : labels.pages,
      options: results.pages.map((page) => ({ kind: 'page', page })),
    },
    {
      key: 'files',
      title: labels.files,
      options: results.files.map((file) => ({ kind: 'file', file })),
    },
    {
      key: 'contacts',
      title: labels.contacts,
      options: results.contacts.map((contact) => ({ kind: 'contact', contact })),
    },
  ]
  return groups.filter((group) => group.options.length > 0)
}

/** The navbar search: a combobox over pages, files and contacts, moved through with the arrows. */
export function SearchDialog({
  isOpen,
  status,
  errorMessage,
  text,
  results,
  labels,
  onTextChange,
  onSelect,
  onRetry,
  onClose,
  returnFocusRef,
}: SearchDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  const [activeIndex, setActiveIndex] = useState(0)
  const [shownResults, setShownResults] = useState(results)
  // New results start at their first option.
  if (shownResults !== results) {
    setShownResults(results)
    setActiveIndex(0)
  }
  const groups = useMemo(() => optionGroups(results, labels), [results, labels])
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups])
  const optionId = (option: SearchOption) => {
    if (option.kind === 'page') return `${listId}-page-${option.page.id}`
    if (option.kind === 'file') return `${listId}-file-${results.files.indexOf(option.file)}`
    return `${listId}-contact-${results.contacts.indexOf(option.contact)}`
  }
  const isReady = status === 'ready'
  const active = isReady ? options[Math.min(activeIndex, options.length - 1)] : undefined
  const activeId = active ? optionId(active) : undefined

  const moveTo = (index: number) => {
    const next = (index + options.length) % options.length
    setActiveIndex(next)
    const option = options[next]
    if (option) document.getElementById(optionId(option))?.scrollIntoView({ block: 'nearest' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0 || !isReady) return
    if (event.key === 'ArrowDown') moveTo(activeIndex + 1)
    else if (event.key === 'ArrowUp') moveTo(activeIndex - 1)
    else if (event.key === 'Home' && event.ctrlKey) moveTo(0)
    else if (event.key === 'End' && event.ctrlKey) moveTo(options.length - 1)
    else if (event.key === 'Enter' && active) onSelect(active)
    else return
    event.preventDefault()
  }

  if (!isOpen) return null
  const trimmed = text.trim()
  return (
    <Dialog
      title={labels.title}
      closeLabel={labels.close}
      onClose={() => onClose()}
      width="large"
      align="top"
      initialFocusRef={inputRef}
      returnFocusRef={returnFocusRef}
    >
      <div className="cea-navbar-search__body">
        {/* Named by aria-label: Primer's FormControl would bring every input kind into the navbar. */}
        <TextInput
          ref={inputRef}
          aria-label={labels.inputLabel}
          block
          leadingVisual={SearchIcon}
          placeholder={labels.placeholder}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded={isReady && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
        />
        <PanelLoadState
          status={status}
          labels={labels}
          errorMessage={errorMessage}
          onRetry={onRetry}
        />
        {isReady && options.length > 0 ? (
          <SearchResultsList
            id={listId}
            label={labels.results}
            groups={groups}
            activeId={activeId}
            optionId={optionId}
            fileDetail={labels.fileDetail}
            onSelect={onSelect}
          />
        ) : null}
        {isReady && options.length === 0 ? (
          <PanelState
            kind="empty"
            title={trimmed ? labels.noResults(trimmed) : labels.noSuggestions}
          />
        ) : null}
        <VisuallyHidden>
          <span role="status">{isReady && trimmed ? labels.resultCount(options.length) : ''}</span>
        </VisuallyHidden>
        <p className="cea-navbar-search__help">{labels.help}</p>
      </div>
    </Dialog>
  )
}
