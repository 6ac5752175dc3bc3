import { Button, Flash, Heading, TextInput } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../components/form-field/FormField'
import { AccountSettingsContext } from './accountSettingsContext'
import { failureText, problemText } from './accountSettingsWords'

/** Deactivate the account: its email typed again confirms it; then the page signs out. */
export function DeactivateSection() {
  const { t } = useTranslation()
  const view = AccountSettingsContext.useActorRef()
  const email = AccountSettingsContext.useSelector(
    (snapshot) => snapshot.context.settings?.general.email ?? '',
  )
  const typed = AccountSettingsContext.useSelector((snapshot) => snapshot.context.confirmEmail)
  const problem = AccountSettingsContext.useSelector(
    (snapshot) => snapshot.context.problems.confirmEmail,
  )
  const failure = AccountSettingsContext.useSelector(
    (snapshot) => snapshot.context.failures.deactivation,
  )
  const isSaving = AccountSettingsContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { deactivation: 'saving' } }),
  )
  const isTyped = typed.trim().toLowerCase() === email.toLowerCase() && email !== ''
  return (
    <section className="cea-account-settings__card" aria-labelledby="cea-account-deactivate">
      <Heading as="h2" id="cea-account-deactivate" className="cea-account-settings__subtitle">
        {t('accountSettings.deactivate.title')}
      </Heading>
      <Flash variant="warning">{t('accountSettings.deactivate.warning')}</Flash>
      <form
        className="cea-account-settings__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          view.send({ type: 'deactivation.submit' })
        }}
      >
        {failure ? (
          <Flash variant="danger" className="cea-account-settings__wide">
            {failureText(t, failure)}
          </Flash>
        ) : null}
        <FormField
          label={t('accountSettings.deactivate.confirm', { email })}
          error={problemText(t, problem)}
        >
          {(inputProps) => (
            <TextInput
              {...inputProps}
              block
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) =>
                view.send({ type: 'deactivation.confirmEmail', value: event.target.value })
              }
            />
          )}
        </FormField>
        <div className="cea-account-settings__actions cea-account-settings__wide">
          <Button
            type="submit"
            variant="danger"
            disabled={!isTyped}
            loading={isSaving}
            loadingAnnouncement={t('common.saving')}
          >
            {t('accountSettings.deactivate.submit')}
          </Button>
        </div>
      </form>
    </section>
  )
}
