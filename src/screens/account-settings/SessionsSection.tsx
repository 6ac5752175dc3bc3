import { DeviceDesktopIcon } from '@primer/octicons-react'
import { Button, Flash, Heading, Label } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { AccountSettingsContext } from './accountSettingsContext'
import { dateTimeText, failureText } from './accountSettingsWords'

/** The account's signed-in sessions, this one marked; any other can be signed out. */
export function SessionsSection() {
  const { t, i18n } = useTranslation()
  const view = AccountSettingsContext.useActorRef()
  const sessions = AccountSettingsContext.useSelector(
    (snapshot) => snapshot.context.security?.sessions ?? [],
  )
  const failure = AccountSettingsContext.useSelector(
    (snapshot) => snapshot.context.failures.sessions,
  )
  const isEnding = AccountSettingsContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { sessions: 'ending' } }),
  )
  return (
    <section className="cea-account-settings__card" aria-labelledby="cea-account-sessions">
      <Heading as="h2" id="cea-account-sessions" className="cea-account-settings__subtitle">
        {t('accountSettings.sessions.title')}
      </Heading>
      {failure ? <Flash variant="danger">{failureText(t, failure)}</Flash> : null}
      <ul className="cea-account-settings__sessions" aria-labelledby="cea-account-sessions">
        {sessions.map((session) => {
          const device = t('accountSettings.sessions.device', {
            browser: session.browser,
            os: session.os,
          })
          return (
            <li key={session.id}>
              <DeviceDesktopIcon size={24} aria-hidden="true" />
              <div className="cea-account-settings__session-text">
                <strong>{device}</strong>
                {session.isCurrent ? (
                  <Label variant="success">{t('accountSettings.sessions.current')}</Label>
                ) : null}
                <span className="cea-account-settings__muted">
                  {t('accountSettings.sessions.lastSeen', {
                    date: dateTimeText(i18n.language, session.lastSeenAt),
                  })}
                </span>
              </div>
              {session.isCurrent ? null : (
                <Button
                  size="small"
                  variant="danger"
                  disabled={isEnding}
                  aria-label={t('accountSettings.sessions.signOutOf', { device })}
                  onClick={() => view.send({ type: 'session.end', id: session.id })}
                >
                  {t('accountSettings.sessions.signOut')}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
