import { Button, Heading } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { wizardFormSteps } from '../../../machines/wizard/wizardLogic'
import { FormFailureBanner } from '../FormFailureBanner'
import { WizardContext } from './wizardContext'

/** Every step's values (never the password), each with Edit; then Submit, and why it failed. */
export function WizardReview() {
  const { t } = useTranslation()
  const wizard = WizardContext.useActorRef()
  const form = WizardContext.useSelector((snapshot) => snapshot.context.form)
  const failure = WizardContext.useSelector((snapshot) => snapshot.context.failure)
  const isSubmitting = WizardContext.useSelector((snapshot) => snapshot.hasTag('saving'))
  const shown = (name: string, value: string) => {
    if (name === 'password' || name === 'confirmPassword') return '••••••••'
    return value === '' ? t('wizard.review.empty') : value
  }
  return (
    <div className="cea-wizard-review">
      {failure ? <FormFailureBanner title={t('wizard.review.failed')} failure={failure} /> : null}
      {wizardFormSteps.map((step) => (
        <section
          key={step}
          className="cea-wizard-review__part"
          aria-labelledby={`cea-wizard-review-${step}`}
        >
          <div className="cea-wizard-review__head">
            <Heading as="h3" id={`cea-wizard-review-${step}`} className="cea-forms__subtitle">
              {t(`wizard.step.${step}.name`)}
            </Heading>
            <Button
              size="small"
              disabled={isSubmitting}
              aria-label={t('wizard.review.edit', { step: t(`wizard.step.${step}.name`) })}
              onClick={() => wizard.send({ type: 'wizard.goTo', step })}
            >
              {t('wizard.review.editShort')}
            </Button>
          </div>
          <dl className="cea-wizard-review__list">
            {Object.entries(form[step])
              .filter(([name]) => name !== 'confirmPassword')
              .map(([name, value]) => (
                <div key={name}>
                  <dt>{t(`wizard.field.${name}`)}</dt>
                  <dd>{shown(name, value)}</dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
