import { Button } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { type LanguageCode, languageNames } from '../../components/navbar/LanguageMenu'
import { ExtensionsSection } from './ExtensionsSection'

export interface I18nLanguageSectionProps {
  /** The app's language setting (src/app/i18n.ts `changeLanguage`): the whole shell follows. */
  onLanguageChange: (language: LanguageCode) => void
}

/** The five languages as buttons, the current one pressed, and the page's direction. */
export function I18nLanguageSection({ onLanguageChange }: I18nLanguageSectionProps) {
  const { t, i18n } = useTranslation()
  const active = i18n.resolvedLanguage ?? i18n.language
  const direction = i18n.dir(active)
  return (
    <ExtensionsSection
      title={t('extensionsKit.i18n.language.title')}
      description={t('extensionsKit.i18n.language.description')}
    >
      <div
        className="cea-extensions__actions"
        role="group"
        aria-label={t('extensionsKit.i18n.language.label')}
      >
        {languageNames.map(([code, name]) => (
          <Button
            key={code}
            lang={code}
            aria-pressed={code === active}
            variant={code === active ? 'primary' : 'default'}
            onClick={() => onLanguageChange(code)}
          >
            {name}
          </Button>
        ))}
      </div>
      <p className="cea-extensions__figure">
        {t('extensionsKit.i18n.language.direction', {
          direction: t(`extensionsKit.i18n.language.${direction}`),
        })}
      </p>
    </ExtensionsSection>
  )
}
