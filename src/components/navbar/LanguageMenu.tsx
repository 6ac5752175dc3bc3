import { GlobeIcon } from '@primer/octicons-react'
import { ActionList, ActionMenu } from '@primer/react'

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
  language: LanguageCode
  /** The button's name, e.g. "Language"; the current language is added to it. */
  label: string
  onChange: (language: LanguageCode) => void
}

/** The language menu: the five languages, the current one checked. */
export function LanguageMenu({ language, label, onChange }: LanguageMenuProps) {
  const current = languageNames.find(([code]) => code === language)?.[1] ?? language
  return (
    <ActionMenu>
      <ActionMenu.Button
        variant="invisible"
        leadingVisual={GlobeIcon}
        aria-label={`${label}: ${current}`}
      >
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
