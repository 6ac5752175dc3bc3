import { FormControl, TextInput } from '@primer/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { numberFormat } from '../../components/intl/cachedIntl'
import { ExtensionsSection } from './ExtensionsSection'
import { pluralCategoryOf, sampleCounts } from './i18nSamples'
import { I18nSampleList } from './I18nSampleList'

/** A count typed in, the sentence in its plural form, and the forms of sample counts. */
export function I18nPluralSection() {
  const { t, i18n } = useTranslation()
  const locale = i18n.resolvedLanguage ?? i18n.language
  const [count, setCount] = useState(2)
  const sentenceOf = (value: number) =>
    t('extensionsKit.i18n.plural.sentence', {
      sentence: t('extensionsKit.i18n.plural.messages', { count: value }),
      category: t(`extensionsKit.i18n.plural.category.${pluralCategoryOf(locale, value)}`),
    })
  return (
    <ExtensionsSection
      title={t('extensionsKit.i18n.plural.title')}
      description={t('extensionsKit.i18n.plural.description')}
    >
      <FormControl>
        <FormControl.Label>{t('extensionsKit.i18n.plural.count')}</FormControl.Label>
        <TextInput
          type="number"
          min={0}
          value={String(count)}
          onChange={(event) => {
            const typed = Number(event.target.value)
            if (Number.isInteger(typed) && typed >= 0) setCount(typed)
          }}
        />
      </FormControl>
      <p className="cea-extensions__figure" aria-live="polite">
        {sentenceOf(count)}
      </p>
      <I18nSampleList
        rows={sampleCounts.map((value) => ({
          term: numberFormat(locale).format(value),
          value: sentenceOf(value),
        }))}
      />
    </ExtensionsSection>
  )
}
