import { CheckIcon } from '@primer/octicons-react'
import { Button, Heading, Label, ProgressBar } from '@primer/react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { planPeriodDays, userPlanPrices } from '../../api/types/userAccount'
import { planText } from '../users/userWords'
import { UpgradePlanDialog } from './UpgradePlanDialog'
import { UserViewContext } from './userViewContext'
import { dateText, moneyText, planFeatureCount } from './userViewWords'

/** The plan card: the plan, its price and features, days to renewal, and the upgrade button. */
export function PlanCard() {
  const { t, i18n } = useTranslation()
  const view = UserViewContext.useActorRef()
  const user = UserViewContext.useSelector((snapshot) => snapshot.context.user)
  const plan = UserViewContext.useSelector((snapshot) => snapshot.context.account?.plan)
  const upgradeRef = useRef<HTMLButtonElement>(null)
  if (!user || !plan) return null

  const used = planPeriodDays - plan.daysLeft
  const daysLeft = t('userView.plan.daysLeft', { days: plan.daysLeft, total: planPeriodDays })
  return (
    <section className="cea-user-view__card cea-plan-card" aria-labelledby="cea-plan-card-title">
      <div className="cea-plan-card__head">
        <Heading as="h2" id="cea-plan-card-title" className="cea-user-view__subtitle">
          {t('userView.plan.title')}
        </Heading>
        <Label variant="primary">{planText(t, user.currentPlan)}</Label>
      </div>
      <p className="cea-plan-card__price">
        <strong>{moneyText(i18n.language, userPlanPrices[user.currentPlan])}</strong>{' '}
        <span>{t('userView.plan.perMonth')}</span>
      </p>
      <ul className="cea-plan-card__features">
        {Array.from({ length: planFeatureCount }, (_, index) => (
          <li key={index}>
            <CheckIcon size={16} aria-hidden="true" />
            {t(`userView.plan.features.${user.currentPlan}.${index}`)}
          </li>
        ))}
      </ul>
      <div className="cea-plan-card__days">
        <span>{daysLeft}</span>
        <ProgressBar
          aria-label={daysLeft}
          progress={Math.round((used / planPeriodDays) * 100)}
          barSize="small"
        />
        <span className="cea-user-view__muted">
          {t('userView.plan.renewsOn', { date: dateText(i18n.language, plan.renewsOn) })}
        </span>
      </div>
      <Button
        ref={upgradeRef}
        variant="primary"
        block
        onClick={() => view.send({ type: 'plan.open' })}
      >
        {t('userView.plan.upgrade')}
      </Button>
      <UpgradePlanDialog returnFocusRef={upgradeRef} />
    </section>
  )
}
