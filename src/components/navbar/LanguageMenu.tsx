import { GlobeIcon } from '@primer/octicons-react'
import { ActionList, ActionMenu } from '@primer/react'
import type { NavbarWidgetAppearance } from './NavbarRowButton'

export type LanguageCode = 'en' | 'fr' | 'de' | 'pt' | 'ar'

/** Each language by its own name, as people look for it whatever the page's language. */
export const languageNames: ReadonlyArray<readonly [LanguageCode, string]> = [
  ['en', 'English'],
  ['fr', 'Français'],
  ['de', 'Deutsch'],
  ['pt', 'Português'],
  ['ar', 'العربية'],
]

export interface LanguageMenuProps {
  /** The page's language (checked in the menu). */
  language: LanguageCode
  /** The button's name, e.g. "Language"; the current language is added to it. */
  label: string
  /** Another language was chosen. */
  onChange: (language: LanguageCode) => void
  /** A globe and the language's name in the bar (default), or a full-width row in the phone's drawer. */
  appearance?: NavbarWidgetAppearance
}

/** The language menu: the five languages, the current one checked. */
export function LanguageMenu({
  language,
  label,
  onChange,
  appearance = 'icon',
}: LanguageMenuProps) {
  const current = languageNames.find(([code]) => code === language)?.[1] ?? language
  const isRow = appearance === 'row'
  return (
    <ActionMenu>
      <ActionMenu.Button
        variant="invisible"
        leadingVisual={GlobeIcon}
        aria-label={`${label}: ${current}`}
        {...(isRow
          ? {
              block: true,
              size: 'large',
              alignContent: 'start',
              className: 'cea-navbar-row__button',
            }
          : {})}
      >
        {isRow ? `${label}: ` : null}
        <span lang={language}>{current}</span>
      </ActionMenu.Button>
      <ActionMenu.Overlay width="auto" align="end">
        <ActionList selectionVariant="single" aria-label={label}>
          {languageNames.map(([code, name]) => (
            <ActionList.Item
              key={code}
              selected={code === language}
              onSelect={() => onChange(code)}
              lang={code}
            >
              {name}
            </ActionList.Item>
          ))}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  )
}
