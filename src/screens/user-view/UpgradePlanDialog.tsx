import { Flash, FormControl, Radio, RadioGroup } from '@primer/react'
import { Dialog } from '../../components/dialog/Dialog'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { userPlanPrices } from '../../api/types/userAccount'
import { userPlans } from '../../api/types/users'
import { failureText, planText } from '../users/userWords'
import { UserViewContext } from './userViewContext'
import { moneyText, problemText } from './userViewWords'

/** Choose another plan; saved through the plan call (the user's plan follows). */
export function UpgradePlanDialog({
  returnFocusRef,
}: {
  returnFocusRef: RefObject<HTMLButtonElement | null>
}) {
  const { t, i18n } = useTranslation()
  const view = UserViewContext.useActorRef()
  const isOpen = UserViewContext.useSelector(
    (snapshot) => snapshot.hasTag('ready') && !snapshot.matches({ ready: { plan: 'closed' } }),
  )
  const isSaving = UserViewContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { plan: 'saving' } }),
  )
  const { choice, error, failure } = UserViewContext.useSelector(
    (snapshot) => snapshot.context.plan,
  )
  const current = UserViewContext.useSelector((snapshot) => snapshot.context.user?.currentPlan)
  if (!isOpen) return null

  const close = () => view.send({ type: 'plan.close' })
  const formId = 'cea-user-view-plan-form'
  const errorText = problemText(t, error)
  return (
    <Dialog
      closeLabel={t('common.close')}
      title={t('userView.plan.dialogTitle')}
      subtitle={t('userView.plan.dialogSubtitle')}
      position={{ narrow: 'fullscreen', regular: 'center' }}
      returnFocusRef={returnFocusRef}
      onClose={close}
      footerButtons={[
        { content: t('userView.cancel'), onClick: close },
        {
          content: t('userView.plan.confirm'),
          buttonType: 'primary',
          type: 'submit',
          form: formId,
          loading: isSaving,
          loadingAnnouncement: t('common.saving'),
        },
      ]}
    >
      <form
        id={formId}
        className="cea-user-view__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          view.send({ type: 'plan.submit' })
        }}
      >
        {failure ? <Flash variant="danger">{failureText(t, failure)}</Flash> : null}
        <RadioGroup
          name="plan"
          onChange={(value) => {
            const plan = userPlans.find((candidate) => candidate === value)
            if (plan) view.send({ type: 'plan.choose', plan })
          }}
        >
          <RadioGroup.Label>{t('userView.plan.choose')}</RadioGroup.Label>
          {userPlans.map((plan) => (
            <FormControl key={plan}>
              <Radio value={plan} checked={choice === plan} />
              <FormControl.Label>
                {planText(t, plan)} · {moneyText(i18n.language, userPlanPrices[plan])}{' '}
                {t('userView.plan.perMonth')}
              </FormControl.Label>
              {plan === current ? (
                <FormControl.Caption>{t('userView.plan.current')}</FormControl.Caption>
              ) : null}
            </FormControl>
          ))}
          {errorText ? (
            <RadioGroup.Validation variant="error">{errorText}</RadioGroup.Validation>
          ) : null}
        </RadioGroup>
      </form>
    </Dialog>
  )
}
