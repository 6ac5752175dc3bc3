import { Flash } from '@primer/react'
import { LabelledChoice } from '../../components/choice/LabelledChoice'
import { Dialog } from '../../components/dialog/Dialog'
import { describedByOf, FieldError } from '../../components/form-field/FieldMessages'
import { type RefObject, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { userPlanPrices } from '../../api/types/userAccount'
import { userPlans } from '../../api/types/users'
import { failureText, planText } from '../users/userWords'
import { UserViewContext } from './userViewContext'
import { moneyText, problemText } from './userViewWords'

/**
 * Choose another plan; saved through the plan call (the user's plan follows). Its radios are the
 * kit's LabelledChoice in a fieldset, not Primer's RadioGroup and FormControl: those bring
 * SelectPanel, Autocomplete and a virtualizer (some 32 KB gzip) into the user view's first load.
 */
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
  const groupId = useId()
  if (!isOpen) return null

  const close = () => view.send({ type: 'plan.close' })
  const formId = 'cea-user-view-plan-form'
  const errorText = problemText(t, error)
  const { messageId, describedBy } = describedByOf(groupId, undefined, errorText)
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
        <fieldset className="cea-user-view__choices" aria-describedby={describedBy}>
          <legend>{t('userView.plan.choose')}</legend>
          {userPlans.map((plan) => (
            <LabelledChoice
              key={plan}
              kind="radio"
              name={`${groupId}-plan`}
              value={plan}
              label={`${planText(t, plan)} · ${moneyText(i18n.language, userPlanPrices[plan])} ${t('userView.plan.perMonth')}`}
              caption={plan === current ? t('userView.plan.current') : undefined}
              checked={choice === plan}
              onChange={(checked) => {
                if (checked) view.send({ type: 'plan.choose', plan })
              }}
            />
          ))}
          {errorText ? <FieldError id={messageId} text={errorText} /> : null}
        </fieldset>
      </form>
    </Dialog>
  )
}
