import { CreditCardIcon } from '@primer/octicons-react'
import { Button, Flash, Heading, Select, TextInput } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { userPlanPrices } from '../../api/types/userAccount'
import { userBillingMethods } from '../../api/types/users'
import { FormField } from '../../components/form-field/FormField'
import type { BillingField } from '../../machines/users/userViewRules'
import { failureText, planText } from '../users/userWords'
import { UserViewContext } from './userViewContext'
import { billingKey, dateText, moneyText, problemText } from './userViewWords'

const textFields = [
  { field: 'cardHolder', autoComplete: 'cc-name', isRequired: true },
  { field: 'cardNumber', autoComplete: 'cc-number', isRequired: false },
  { field: 'cardExpiry', autoComplete: 'cc-exp', isRequired: true },
  { field: 'address', autoComplete: 'street-address', isRequired: true },
  { field: 'country', autoComplete: 'country-name', isRequired: true },
] as const satisfies ReadonlyArray<{
  field: BillingField
  autoComplete: string
  isRequired: boolean
}>

/** Billing & plans: the plan and its renewal, the card on file, and the billing form. */
export function BillingTab() {
  const { t, i18n } = useTranslation()
  const view = UserViewContext.useActorRef()
  const user = UserViewContext.useSelector((snapshot) => snapshot.context.user)
  const account = UserViewContext.useSelector((snapshot) => snapshot.context.account)
  const { fields, errors, failure } = UserViewContext.useSelector(
    (snapshot) => snapshot.context.billing,
  )
  const isSaving = UserViewContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { billing: 'saving' } }),
  )
  if (!user || !account || !fields) return null
  const card = account.billing
  const change = (field: BillingField, value: string) =>
    view.send({ type: 'billing.change', field, value })

  return (
    <div className="cea-user-view__sections">
      <section className="cea-user-view__card" aria-labelledby="cea-user-billing-plan">
        <Heading as="h2" id="cea-user-billing-plan" className="cea-user-view__subtitle">
          {t('userView.billing.planTitle')}
        </Heading>
        <dl className="cea-user-card__details">
          <div className="cea-user-card__detail">
            <dt>{t('userView.details.plan')}</dt>
            <dd>
              {planText(t, user.currentPlan)} ·{' '}
              {moneyText(i18n.language, userPlanPrices[user.currentPlan])}{' '}
              {t('userView.plan.perMonth')}
            </dd>
          </div>
          <div className="cea-user-card__detail">
            <dt>{t('userView.billing.renews')}</dt>
            <dd>{dateText(i18n.language, account.plan.renewsOn)}</dd>
          </div>
          <div className="cea-user-card__detail">
            <dt>{t('userView.billing.card')}</dt>
            <dd className="cea-user-view__card-on-file">
              <CreditCardIcon size={16} aria-hidden="true" />
              {t('userView.billing.cardOnFile', {
                brand: t(`userView.billing.brand.${card.cardBrand}`),
                last4: card.cardLast4,
                expiry: card.cardExpiry,
              })}
            </dd>
          </div>
        </dl>
      </section>
      <section className="cea-user-view__card" aria-labelledby="cea-user-billing-form">
        <Heading as="h2" id="cea-user-billing-form" className="cea-user-view__subtitle">
          {t('userView.billing.formTitle')}
        </Heading>
        <form
          className="cea-user-view__form cea-user-view__form--columns"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            view.send({ type: 'billing.submit' })
          }}
        >
          {failure ? (
            <Flash variant="danger" className="cea-user-view__wide">
              {failureText(t, failure)}
            </Flash>
          ) : null}
          <FormField
            label={t('userView.billing.method')}
            isRequired
            error={problemText(t, errors.billing)}
          >
            {(inputProps) => (
              <Select
                {...inputProps}
                block
                value={fields.billing}
                onChange={(event) => change('billing', event.target.value)}
              >
                {userBillingMethods.map((method) => (
                  <Select.Option key={method} value={method}>
                    {t(`userView.billingMethod.${billingKey(method)}`)}
                  </Select.Option>
                ))}
              </Select>
            )}
          </FormField>
          {textFields.map(({ field, autoComplete, isRequired }) => (
            <FormField
              key={field}
              label={t(`userView.billing.${field}`)}
              isRequired={isRequired}
              error={problemText(t, errors[field])}
            >
              {(inputProps) => (
                <TextInput
                  {...inputProps}
                  autoComplete={autoComplete}
                  inputMode={field === 'cardNumber' ? 'numeric' : undefined}
                  placeholder={
                    field === 'cardExpiry'
                      ? t('userView.billing.expiryHint')
                      : field === 'cardNumber'
                        ? t('userView.billing.cardNumberHint')
                        : undefined
                  }
                  block
                  value={fields[field]}
                  onChange={(event) => change(field, event.target.value)}
                />
              )}
            </FormField>
          ))}
          <div className="cea-user-view__form-actions">
            <Button
              type="submit"
              variant="primary"
              loading={isSaving}
              loadingAnnouncement={t('common.saving')}
            >
              {t('userView.billing.submit')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  )
}
