import { Heading } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { ExtensionsSection } from './ExtensionsSection'
import { I18nLanguageSection, type I18nLanguageSectionProps } from './I18nLanguageSection'
import { I18nPluralSection } from './I18nPluralSection'
import { I18nSampleList } from './I18nSampleList'
import { currencySamples, dateSamples, numberSamples, relativeTimeSamples } from './i18nSamples'
import './extensions.css'

export type I18nScreenProps = I18nLanguageSectionProps

/** /extensions/i18n: the languages switched live, plurals, and numbers, money, dates and relative times by Intl. */
export function I18nScreen({ onLanguageChange }: I18nScreenProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.resolvedLanguage ?? i18n.language
  const sampleSections = [
    ['numbers', numberSamples(locale)],
    ['currencies', currencySamples(locale)],
    ['dates', dateSamples(locale)],
    ['relative', relativeTimeSamples(locale)],
  ] as const
  return (
    <div className="cea-extensions">
      <Heading as="h1" className="cea-extensions__title">
        {t('extensionsKit.i18n.title')}
      </Heading>
      <p className="cea-extensions__intro">{t('extensionsKit.i18n.intro')}</p>
      <I18nLanguageSection onLanguageChange={onLanguageChange} />
      <I18nPluralSection />
      {sampleSections.map(([section, samples]) => (
        <ExtensionsSection
          key={section}
          title={t(`extensionsKit.i18n.${section}.title`)}
          description={t(`extensionsKit.i18n.${section}.description`)}
        >
          <I18nSampleList
            rows={samples.map(({ key, text }) => ({
              term: t(`extensionsKit.i18n.samples.${key}`),
              value: text,
            }))}
          />
        </ExtensionsSection>
      ))}
    </div>
  )
}
