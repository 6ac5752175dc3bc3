import { CheckIcon } from '@primer/octicons-react'
import { Heading, Label, LinkButton, Text } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { PricingPlanId } from '../../api/types/license'
import type { PricingPlan } from '../../api/types/pages'
import type { BillingPeriod } from '../../machines/pages/pricingAndLicense'
import { dollarsText } from './pricingWords'

export interface PricingPlanCardProps {
  id: PricingPlanId
  plan: PricingPlan
  period: BillingPeriod
  isCurrent: boolean
}

/** One plan: price for the period, popular and current marks, benefits, and "Choose plan". */
export function PricingPlanCard({ id, plan, period, isCurrent }: PricingPlanCardProps) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const perMonth = period === 'yearly' ? plan.yearlyPlan.perMonth : plan.monthlyPrice
  const titleId = `cea-pricing-plan-${id}`
  return (
    <li
      className={`cea-pricing__plan${plan.popular ? ' cea-pricing__plan--popular' : ''}`}
      aria-labelledby={titleId}
    >
      <div className="cea-pricing__plan-head">
        <Heading as="h2" id={titleId} className="cea-pricing__plan-title">
          {t(`pricing.plans.${id}.title`)}
        </Heading>
        {plan.popular ? <Label variant="accent">{t('pricing.popular')}</Label> : null}
        {isCurrent ? <Label variant="success">{t('pricing.current')}</Label> : null}
      </div>
      <Text as="p" className="cea-pricing__muted">
        {t(`pricing.plans.${id}.subtitle`)}
      </Text>
      <p className="cea-pricing__price">
        <strong>{dollarsText(language, perMonth)}</strong>{' '}
        <span className="cea-pricing__muted">{t('pricing.perMonth')}</span>
      </p>
      <Text as="p" className="cea-pricing__muted cea-pricing__yearly">
        {period === 'yearly'
          ? t('pricing.billedYearly', {
              amount: dollarsText(language, plan.yearlyPlan.totalAnnual),
            })
          : t('pricing.billedMonthly')}
      </Text>
      <ul
        className="cea-pricing__benefits"
        aria-label={t('pricing.benefitsOf', { plan: t(`pricing.plans.${id}.title`) })}
      >
        {plan.planBenefits.map((benefit, index) => (
          <li key={benefit}>
            <CheckIcon size={16} aria-hidden="true" />
            {t(`pricing.plans.${id}.benefits.${index}`)}
          </li>
        ))}
      </ul>
      {isCurrent ? (
        <Text as="p" className="cea-pricing__current-note">
          {t('pricing.currentNote')}
        </Text>
      ) : (
        <LinkButton
          as={RouterLink}
          to={`/pages/account-settings?tab=billing&plan=${id}&period=${period}`}
          variant={plan.popular ? 'primary' : 'default'}
          block
        >
          {t('pricing.chooseNamed', { plan: t(`pricing.plans.${id}.title`) })}
        </LinkButton>
      )}
    </li>
  )
}
