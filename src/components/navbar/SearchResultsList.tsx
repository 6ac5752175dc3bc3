import { Avatar } from '@primer/react'
import type { BookmarkPage, SearchContact, SearchFile } from '../../api/types/search'
import { PageIcon } from './pageIcons'
import './navbar.css'

export type SearchOption =
  | { kind: 'page'; page: BookmarkPage }
  | { kind: 'file'; file: SearchFile }
  | { kind: 'contact'; contact: SearchContact }

export interface SearchOptionGroup {
  key: string
  title: string
  options: SearchOption[]
}

export interface SearchResultsListProps {
  /** The list's id (the search field controls it). */
  id: string
  /** The list's accessible name. */
  label: string
  /** The options by group (pages, files, contacts), each group named. */
  groups: SearchOptionGroup[]
  /** The option the arrow keys reached (`aria-activedescendant`), if any. */
  activeId: string | undefined
  /** An option's element id. */
  optionId: (option: SearchOption) => string
  /** A file's second line, already translated. */
  fileDetail: (file: SearchFile) => string
  /** An option was clicked. */
  onSelect: (option: SearchOption) => void
}

function OptionContent({
  option,
  fileDetail,
}: {
  option: SearchOption
  fileDetail: (file: SearchFile) => string
}) {
  if (option.kind === 'page') {
    return (
      <>
        <PageIcon name={option.page.icon} />
        <span>{option.page.title}</span>
      </>
    )
  }
  if (option.kind === 'file') {
    return (
      <>
        <img className="cea-navbar-search__file-icon" src={option.file.file} alt="" />
        <span className="cea-navbar-search__option-text">
          <span>{option.file.title}</span>
          <span className="cea-navbar-search__option-detail">{fileDetail(option.file)}</span>
        </span>
      </>
    )
  }
  return (
    <>
      <Avatar src={option.contact.img} alt="" size={28} />
      <span className="cea-navbar-search__option-text">
        <span>{option.contact.title}</span>
        <span className="cea-navbar-search__option-detail">{option.contact.email}</span>
      </span>
    </>
  )
}

/**
 * The listbox of the search combobox: focus stays in the input, which points at
 * the active option with aria-activedescendant; a click selects an option too.
 */
export function SearchResultsList({
  id,
  label,
  groups,
  activeId,
  optionId,
  fileDetail,
  onSelect,
}: SearchResultsListProps) {
  return (
    <div id={id} role="listbox" aria-label={label} className="cea-navbar-search__listbox">
      {groups.map((group) => {
        const headingId = `${id}-${group.key}`
        return (
          <ul
            key={group.key}
            role="group"
            aria-labelledby={headingId}
            className="cea-navbar-search__group"
          >
            <li role="presentation" id={headingId} className="cea-navbar-search__group-title">
              {group.title}
            </li>
            {group.options.map((option) => {
              const optionKey = optionId(option)
              return (
                <li
                  key={optionKey}
                  id={optionKey}
                  role="option"
                  aria-selected={optionKey === activeId}
                  tabIndex={-1}
                  className="cea-navbar-search__option"
                  // Keeps the focus in the input, so typing and arrows go on working.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onSelect(option)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') onSelect(option)
                  }}
                >
                  <OptionContent option={option} fileDetail={fileDetail} />
                </li>
              )
            })}
          </ul>
        )
      })}
    </div>
  )
}
