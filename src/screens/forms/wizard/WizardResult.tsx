import { Button, Heading } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { WizardContext } from './wizardContext'

/** What the back end kept of the submission, and a way to start again. */
export function WizardResult() {
  const { t, i18n } = useTranslation()
  const wizard = WizardContext.useActorRef()
  const registration = WizardContext.useSelector((snapshot) => snapshot.context.registration)
  if (!registration) return null
  const submittedAt = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(registration.submittedAt))
  return (
    <section className="cea-forms__card cea-wizard-result" aria-labelledby="cea-wizard-result">
      <Heading as="h2" id="cea-wizard-result" className="cea-forms__subtitle" tabIndex={-1}>
        {t('wizard.result.title', { id: registration.id })}
      </Heading>
      <p>
        {t('wizard.result.body', { name: registration.fullName, username: registration.username })}
      </p>
      <dl className="cea-wizard-review__list">
        <div>
          <dt>{t('wizard.field.email')}</dt>
          <dd>{registration.email}</dd>
        </div>
        <div>
          <dt>{t('wizard.result.place')}</dt>
          <dd>{`${registration.city}, ${registration.country}`}</dd>
        </div>
        <div>
          <dt>{t('wizard.result.links')}</dt>
          <dd>{new Intl.NumberFormat(i18n.language).format(registration.links)}</dd>
        </div>
        <div>
          <dt>{t('wizard.result.submittedAt')}</dt>
          <dd>{submittedAt}</dd>
        </div>
      </dl>
      <Button onClick={() => wizard.send({ type: 'wizard.restart' })}>
        {t('wizard.result.again')}
      </Button>
    </section>
  )
}
