import { Button, Flash, Heading, Label, TextInput } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { socialConnectionNames, socialLinkNames } from '../../api/types/pages'
import { socialLinkPath } from '../../machines/account-settings/billingForms'
import { FormField } from '../../components/form-field/FormField'
import { AccountSettingsContext } from './accountSettingsContext'
import { FormSection } from './FormSection'
import { failureText, problemText } from './accountSettingsWords'

/** Connections: the connected accounts and the social links. */
export function ConnectionsTab() {
  return (
    <div className="cea-account-settings__sections">
      <ConnectedAccountsSection />
      <SocialLinksSection />
    </div>
  )
}

function ConnectedAccountsSection() {
  const { t } = useTranslation()
  const view = AccountSettingsContext.useActorRef()
  const connections = AccountSettingsContext.useSelector(
    (snapshot) => snapshot.context.settings?.social.connections,
  )
  const failure = AccountSettingsContext.useSelector(
    (snapshot) => snapshot.context.failures.connections,
  )
  const isSaving = AccountSettingsContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { connections: 'saving' } }),
  )
  if (!connections) return null
  return (
    <section className="cea-account-settings__card" aria-labelledby="cea-account-connected">
      <Heading as="h2" id="cea-account-connected" className="cea-account-settings__subtitle">
        {t('accountSettings.connections.title')}
      </Heading>
      {failure ? <Flash variant="danger">{failureText(t, failure)}</Flash> : null}
      <ul className="cea-account-settings__sessions" aria-labelledby="cea-account-connected">
        {socialConnectionNames.map((name) => {
          const connection = connections[name]
          const service = t(`accountSettings.connections.service_${name}`)
          return (
            <li key={name}>
              <div className="cea-account-settings__session-text">
                <strong>{service}</strong>
                {connection.isConnected ? (
                  <>
                    <Label variant="success">{t('accountSettings.connections.connected')}</Label>
                    <span className="cea-account-settings__muted">{connection.handle}</span>
                  </>
                ) : (
                  <span className="cea-account-settings__muted">
                    {t('accountSettings.connections.notConnected')}
                  </span>
                )}
              </div>
              <Button
                size="small"
                variant={connection.isConnected ? 'danger' : 'default'}
                disabled={isSaving}
                aria-label={t(
                  connection.isConnected
                    ? 'accountSettings.connections.disconnectOf'
                    : 'accountSettings.connections.connectOf',
                  { service },
                )}
                onClick={() => view.send({ type: 'connection.toggle', name })}
              >
                {t(
                  connection.isConnected
                    ? 'accountSettings.connections.disconnect'
                    : 'accountSettings.connections.connect',
                )}
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function SocialLinksSection() {
  const { t } = useTranslation()
  const view = AccountSettingsContext.useActorRef()
  const links = AccountSettingsContext.useSelector((snapshot) => snapshot.context.socialLinks)
  const problems = AccountSettingsContext.useSelector((snapshot) => snapshot.context.problems)
  const failure = AccountSettingsContext.useSelector((snapshot) => snapshot.context.failures.social)
  const isSaving = AccountSettingsContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { socialLinks: 'saving' } }),
  )
  if (!links) return null
  return (
    <FormSection
      id="cea-account-social"
      title={t('accountSettings.social.title')}
      failure={failureText(t, failure)}
      submitLabel={t('accountSettings.social.save')}
      isSaving={isSaving}
      onSubmit={() => view.send({ type: 'social.submit' })}
    >
      {socialLinkNames.map((name) => (
        <FormField
          key={name}
          label={t(`accountSettings.social.link_${name}`)}
          error={problemText(t, problems[socialLinkPath(name)])}
        >
          {(inputProps) => (
            <TextInput
              {...inputProps}
              block
              type="url"
              autoComplete="url"
              placeholder="https://"
              value={links[name]}
              onChange={(event) =>
                view.send({ type: 'social.change', name, value: event.target.value })
              }
            />
          )}
        </FormField>
      ))}
    </FormSection>
  )
}
