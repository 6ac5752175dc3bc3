import { Button, Checkbox, Flash, Heading } from '@primer/react'
import { ScrollableRegion } from '../../components/scrollable-region/ScrollableRegion'
import { useTranslation } from 'react-i18next'
import { notificationChannels, notificationTypes } from '../../api/types/userAccount'
import { failureText } from '../users/userWords'
import { UserViewContext } from './userViewContext'

/** Notifications: a checkbox per type and channel, saved together. */
export function NotificationsTab() {
  const { t } = useTranslation()
  const view = UserViewContext.useActorRef()
  const { draft, failure } = UserViewContext.useSelector(
    (snapshot) => snapshot.context.notifications,
  )
  const stored = UserViewContext.useSelector((snapshot) => snapshot.context.account?.notifications)
  const isSaving = UserViewContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { notifications: 'saving' } }),
  )
  if (!draft) return null
  const isChanged = JSON.stringify(draft) !== JSON.stringify(stored)

  return (
    <section className="cea-user-view__card" aria-labelledby="cea-user-notifications">
      <Heading as="h2" id="cea-user-notifications" className="cea-user-view__subtitle">
        {t('userView.notifications.title')}
      </Heading>
      <p className="cea-user-view__muted">{t('userView.notifications.description')}</p>
      {failure ? <Flash variant="danger">{failureText(t, failure)}</Flash> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          view.send({ type: 'notifications.save' })
        }}
      >
        <ScrollableRegion
          className="cea-user-view__scroll"
          aria-label={t('userView.notifications.tableLabel')}
        >
          <table className="cea-user-view__table cea-user-view__table--grid">
            <thead>
              <tr>
                <th scope="col">{t('userView.notifications.type')}</th>
                {notificationChannels.map((channel) => (
                  <th key={channel} scope="col">
                    {t(`userView.notifications.channel.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {notificationTypes.map((type) => (
                <tr key={type}>
                  <th scope="row">{t(`userView.notifications.kind.${type}`)}</th>
                  {notificationChannels.map((channel) => (
                    <td key={channel}>
                      <Checkbox
                        checked={draft[type][channel]}
                        aria-label={t('userView.notifications.toggle', {
                          type: t(`userView.notifications.kind.${type}`),
                          channel: t(`userView.notifications.channel.${channel}`),
                        })}
                        onChange={() =>
                          view.send({ type: 'notifications.toggle', notification: type, channel })
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollableRegion>
        <div className="cea-user-view__form-actions">
          <Button
            type="submit"
            variant="primary"
            loading={isSaving}
            loadingAnnouncement={t('common.saving')}
          >
            {t('userView.notifications.save')}
          </Button>
          <Button
            type="button"
            disabled={!isChanged || isSaving}
            onClick={() => view.send({ type: 'notifications.reset' })}
          >
            {t('userView.notifications.discard')}
          </Button>
        </div>
      </form>
    </section>
  )
}
