import { Heading, SegmentedControl, Spinner, Text } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { PricingPlanId } from '../../api/types/license'
import type { Pricing, PricingPlan } from '../../api/types/pages'
import {
  billingPeriodInUrl,
  billingPeriods,
  pricingPageSource,
} from '../../machines/pages/pricingAndLicense'
import { ListMessage } from '../../components/list-table/ListMessage'
import { useCard } from '../cards/useCard'
import { useChoiceInUrl } from '../cards/useChoiceInUrl'
import { PricingPlanCard } from './PricingPlanCard'
import './pricing.css'

const plansOf = (pricing: Pricing): Array<[PricingPlanId, PricingPlan]> => [
  ['basic', pricing.basicPlan],
  ['standard', pricing.standardPlan],
  ['enterprise', pricing.enterprisePlan],
]

/** /pages/pricing: the plans monthly or yearly (the choice in the URL), the current plan marked, the FAQ. */
export function PricingScreen() {
  const { t } = useTranslation()
  const [period, choosePeriod] = useChoiceInUrl(billingPeriodInUrl)
  const page = useCard(pricingPageSource)

  return (
    <div className="cea-pricing">
      <header className="cea-pricing__header">
        <Heading as="h1" className="cea-pricing__title">
          {t('pricing.title')}
        </Heading>
        <Text as="p" className="cea-pricing__muted">
          {t('pricing.intro')}
        </Text>
        <SegmentedControl
          aria-label={t('pricing.period')}
          onChange={(index) => {
            const chosen = billingPeriods[index]
            if (chosen) choosePeriod(chosen)
          }}
        >
          {billingPeriods.map((value) => (
            <SegmentedControl.Button key={value} selected={value === period}>
              {t(`pricing.periods.${value}`)}
            </SegmentedControl.Button>
          ))}
        </SegmentedControl>
        <Text as="p" className="cea-pricing__muted">
          {t('pricing.yearlySaving')}
        </Text>
      </header>
      {page.status === 'loading' ? <Spinner srText={t('pricing.loading')} /> : null}
      {page.status === 'error' ? (
        <ListMessage
          kind="error"
          labels={{ error: t('pricing.failed'), empty: '', retry: t('pricing.retry') }}
          onRetry={page.retry}
        />
      ) : null}
      {page.data ? (
        <>
          <ul className="cea-pricing__plans">
            {plansOf(page.data.pricing).map(([id, plan]) => (
              <PricingPlanCard
                key={id}
                id={id}
                plan={plan}
                period={period}
                isCurrent={page.data?.subscription.planId === id}
              />
            ))}
          </ul>
          <section className="cea-pricing__faq" aria-labelledby="cea-pricing-faq">
            <Heading as="h2" id="cea-pricing-faq" className="cea-pricing__faq-title">
              {t('pricing.faqTitle')}
            </Heading>
            {page.data.pricing.qandA.map((entry, index) => (
              <details key={entry.question} className="cea-pricing__question">
                <summary>{t(`pricing.faq.${index}.question`)}</summary>
                <p>{t(`pricing.faq.${index}.answer`)}</p>
              </details>
            ))}
          </section>
        </>
      ) : null}
    </div>
  )
}
