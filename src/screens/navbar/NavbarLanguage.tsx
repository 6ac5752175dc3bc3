import { useTranslation } from 'react-i18next'
import {
  type LanguageCode,
  LanguageMenu,
  languageNames,
} from '../../components/navbar/LanguageMenu'
import type { NavbarWidgetAppearance } from '../../components/navbar/NavbarRowButton'

export interface NavbarLanguageProps {
  /** The app's `changeLanguage` (src/app/i18n.ts): it loads, switches and remembers the language. */
  onChange: (language: LanguageCode) => void
  appearance?: NavbarWidgetAppearance
}

function isLanguageCode(value: string): value is LanguageCode {
  return languageNames.some(([code]) => code === value)
}

/** The language menu on the active i18next language. */
export function NavbarLanguage({ onChange, appearance }: NavbarLanguageProps) {
  const { t, i18n } = useTranslation()
  const active = i18n.resolvedLanguage ?? i18n.language
  return (
    <LanguageMenu
      language={isLanguageCode(active) ? active : 'en'}
      label={t('navbar.language.label')}
      onChange={onChange}
      appearance={appearance}
    />
  )
}
