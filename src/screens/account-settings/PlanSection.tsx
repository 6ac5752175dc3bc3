import { Button, Flash, Heading, Label, Select } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { isCurrentPlan, planChangeQuote } from '../../api/planCharges'
import { billingPeriods, type BillingOverview, type PlanChoice } from '../../api/types/billing'
import { pricingPlanIds } from '../../api/types/license'
import { FormField } from '../../components/form-field/FormField'
import { AccountSettingsContext } from './accountSettingsContext'
import { formatDay, formatMoney } from '../invoices/invoiceFormat'
import { failureText, problemText } from './accountSettingsWords'
import { SubmitRow } from './SubmitRow'

/** The current plan and its renewal; another plan and period chosen, what it costs, confirmed. */
export function PlanSection({ billing }: { billing: BillingOverview }) {
  const { t, i18n } = useTranslation()
  const view = AccountSettingsContext.useActorRef()
  const chosen = AccountSettingsContext.useSelector((snapshot) => snapshot.context.planChoice)
  const problems = AccountSettingsContext.useSelector((snapshot) => snapshot.context.problems)
  const failure = AccountSettingsContext.useSelector((snapshot) => snapshot.context.failures.plan)
  const isSaving = AccountSettingsContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { plan: 'saving' } }),
  )
  const { plan, prices, currency, today } = billing
  const language = i18n.language
  const choice: PlanChoice = chosen ?? { planId: plan.planId, period: plan.period }
  const isChange = !isCurrentPlan(plan, choice)
  const quote = isChange ? planChangeQuote(prices, plan, choice, today) : null
  const planName = (id: PlanChoice['planId']) => t(`pricing.plans.${id}.title`)
  const problem = problemText(t, problems.paymentMethod ?? problems.planId)
  const choose = (next: Partial<PlanChoice>) =>
    view.send({ type: 'plan.choose', choice: { ...choice, ...next } })
  return (
    <section className="cea-account-settings__card" aria-labelledby="cea-account-plan">
      <Heading as="h2" id="cea-account-plan" className="cea-account-settings__subtitle">
        {t('accountSettings.billing.planTitle')}
      </Heading>
      <p className="cea-account-settings__plan-now">
        <strong>{planName(plan.planId)}</strong>{' '}
        <Label variant="success">{t(`accountSettings.billing.period_${plan.period}`)}</Label>
      </p>
      <p className="cea-account-settings__muted">
        {t('accountSettings.billing.renews', {
          date: formatDay(language, plan.renewsOn),
          amount: formatMoney(language, currency, prices[plan.planId][plan.period]),
        })}
      </p>
      {failure ? <Flash variant="danger">{failureText(t, failure)}</Flash> : null}
      <form
        className="cea-account-settings__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          view.send({ type: 'plan.confirm' })
        }}
      >
        <FormField label={t('accountSettings.billing.choosePlan')}>
          {(inputProps) => (
            <Select
              {...inputProps}
              block
              value={choice.planId}
              onChange={(event) => {
                const planId = pricingPlanIds.find((id) => id === event.target.value)
                if (planId) choose({ planId })
              }}
            >
              {pricingPlanIds.map((id) => (
                <Select.Option key={id} value={id}>
                  {planName(id)}
                </Select.Option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('accountSettings.billing.choosePeriod')}>
          {(inputProps) => (
            <Select
              {...inputProps}
              block
              value={choice.period}
              onChange={(event) => {
                const period = billingPeriods.find((value) => value === event.target.value)
                if (period) choose({ period })
              }}
            >
              {billingPeriods.map((period) => (
                <Select.Option key={period} value={period}>
                  {t(`accountSettings.billing.period_${period}`)}
                </Select.Option>
              ))}
            </Select>
          )}
        </FormField>
        {quote ? (
          <dl className="cea-account-settings__quote cea-account-settings__wide" aria-live="polite">
            <dt>{t('accountSettings.billing.dueNow')}</dt>
            <dd>{formatMoney(language, currency, quote.dueNow)}</dd>
            <dt>{t('accountSettings.billing.credit')}</dt>
            <dd>{formatMoney(language, currency, quote.credit)}</dd>
            <dt>
              {t('accountSettings.billing.fromNext', { date: formatDay(language, quote.renewsOn) })}
            </dt>
            <dd>
              {t(`accountSettings.billing.per_${choice.period}`, {
                amount: formatMoney(language, currency, quote.fromNextPeriod),
              })}
            </dd>
          </dl>
        ) : (
          <p className="cea-account-settings__muted cea-account-settings__wide">
            {t('accountSettings.billing.isCurrent')}
          </p>
        )}
        {problem ? (
          <p role="alert" className="cea-account-settings__problem cea-account-settings__wide">
            {problem}
          </p>
        ) : null}
        {quote ? (
          <SubmitRow
            label={t('accountSettings.billing.confirmPlan', { plan: planName(choice.planId) })}
            isSaving={isSaving}
          >
            <Button onClick={() => view.send({ type: 'plan.cancel' })} disabled={isSaving}>
              {t('accountSettings.billing.cancelPlan')}
            </Button>
          </SubmitRow>
        ) : null}
      </form>
    </section>
  )
}
