import { Checkbox, Flash, Heading } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { AccountNotification } from '../../api/types/pages'
import { AccountSettingsContext } from './accountSettingsContext'
import { SubmitRow } from './SubmitRow'
import { failureText } from './accountSettingsWords'

/** SPEC §3's six toggles, grouped by what they are about; each is an email. */
const events: ReadonlyArray<
  readonly [group: string, keys: ReadonlyArray<keyof AccountNotification>]
> = [
  ['activity', ['commentOnArticle', 'answerOnForm', 'followMe']],
  ['application', ['newAnnouncements', 'productUpdates', 'blogDigest']],
]

/** Notifications: a grid of events by channel, saved together. */
export function NotificationsTab() {
  const { t } = useTranslation()
  const view = AccountSettingsContext.useActorRef()
  const draft = AccountSettingsContext.useSelector((snapshot) => snapshot.context.notification)
  const failure = AccountSettingsContext.useSelector(
    (snapshot) => snapshot.context.failures.notifications,
  )
  const isSaving = AccountSettingsContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { notifications: 'saving' } }),
  )
  if (!draft) return null
  const channel = t('accountSettings.notifications.channel')
  return (
    <section className="cea-account-settings__card" aria-labelledby="cea-account-notifications">
      <Heading as="h2" id="cea-account-notifications" className="cea-account-settings__subtitle">
        {t('accountSettings.notifications.title')}
      </Heading>
      {failure ? <Flash variant="danger">{failureText(t, failure)}</Flash> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          view.send({ type: 'notification.submit' })
        }}
      >
        <table className="cea-account-settings__grid">
          <thead>
            <tr>
              <th scope="col">{t('accountSettings.notifications.event')}</th>
              <th scope="col">{channel}</th>
            </tr>
          </thead>
          {events.map(([group, keys]) => (
            <tbody key={group}>
              <tr>
                <th scope="colgroup" colSpan={2}>
                  {t(`accountSettings.notifications.group.${group}`)}
                </th>
              </tr>
              {keys.map((key) => {
                const event = t(`accountSettings.notifications.event_${key}`)
                return (
                  <tr key={key}>
                    <th scope="row">{event}</th>
                    <td>
                      <Checkbox
                        checked={draft[key]}
                        aria-label={t('accountSettings.notifications.toggle', { event, channel })}
                        onChange={() => view.send({ type: 'notification.toggle', key })}
                      />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          ))}
        </table>
        <SubmitRow label={t('accountSettings.notifications.save')} isSaving={isSaving} />
      </form>
    </section>
  )
}
