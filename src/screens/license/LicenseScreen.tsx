import { CheckIcon, XIcon } from '@primer/octicons-react'
import { Heading, Label, Spinner, Text } from '@primer/react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import {
  type LicenseFeatureId,
  type LicenseFeatureValue,
  licenseFeatureIds,
  type LicenseTier,
} from '../../api/types/license'
import { numberFormat } from '../../components/intl/cachedIntl'
import { licensePageSource } from '../../machines/pages/pricingAndLicense'
import { ListMessage } from '../../components/list-table/ListMessage'
import { useCard } from '../cards/useCard'
import './license.css'

function FeatureValue({
  t,
  feature,
  value,
}: {
  t: TFunction
  feature: LicenseFeatureId
  value: LicenseFeatureValue
}) {
  if (value === true)
    return (
      <span className="cea-license__yes">
        <CheckIcon size={16} aria-hidden="true" /> {t('license.included')}
      </span>
    )
  if (value === false)
    return (
      <span className="cea-license__no">
        <XIcon size={16} aria-hidden="true" /> {t('license.notIncluded')}
      </span>
    )
  if (value === 'unlimited') return <>{t('license.unlimited')}</>
  return <>{t(`license.values.${feature}`, { value })}</>
}

const priceText = (language: string, tier: LicenseTier) =>
  numberFormat(language, {
    style: 'currency',
    currency: tier.currency,
    maximumFractionDigits: tier.priceMinor % 100 === 0 ? 0 : 2,
  }).format(tier.priceMinor / 100)

/** /pages/license: the licence tiers compared in a table, the account's own licence marked. */
export function LicenseScreen() {
  const { t, i18n } = useTranslation()
  const page = useCard(licensePageSource)
  const data = page.data
  return (
    <div className="cea-license">
      <div>
        <Heading as="h1" className="cea-license__title">
          {t('license.title')}
        </Heading>
        <Text as="p" className="cea-license__muted">
          {t('license.intro')}
        </Text>
      </div>
      {page.status === 'loading' ? <Spinner srText={t('license.loading')} /> : null}
      {page.status === 'error' ? (
        <ListMessage
          kind="error"
          labels={{ error: t('license.failed'), empty: '', retry: t('license.retry') }}
          onRetry={page.retry}
        />
      ) : null}
      {data ? (
        <div
          className="cea-license__table-box"
          // Focusable, so a keyboard can scroll the table on a narrow screen.
          tabIndex={0}
          role="region"
          aria-labelledby="cea-license-caption"
        >
          <table className="cea-license__table">
            <caption id="cea-license-caption">
              {t('license.caption', { tier: t(`license.tiers.${data.currentTierId}`) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('license.feature')}</th>
                {data.tiers.map((tier) => (
                  <th
                    key={tier.id}
                    scope="col"
                    className={tier.id === data.currentTierId ? 'cea-license__current' : undefined}
                    aria-current={tier.id === data.currentTierId ? 'true' : undefined}
                  >
                    <span className="cea-license__tier">{t(`license.tiers.${tier.id}`)}</span>
                    {tier.id === data.currentTierId ? (
                      <Label variant="success">{t('license.current')}</Label>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('license.price')}</th>
                {data.tiers.map((tier) => (
                  <td key={tier.id}>{priceText(i18n.language, tier)}</td>
                ))}
              </tr>
              {licenseFeatureIds.map((feature) => (
                <tr key={feature}>
                  <th scope="row">{t(`license.features.${feature}`)}</th>
                  {data.tiers.map((tier) => (
                    <td key={tier.id}>
                      <FeatureValue t={t} feature={feature} value={tier.features[feature]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}
