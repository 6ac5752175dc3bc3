import { Button, Heading, Label, Spinner, VisuallyHidden } from '@primer/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiKey } from '../../api/types/apiKeys'
import { ListMessage } from '../../components/list-table/ListMessage'
import { ApiKeysContext } from './apiKeysContext'
import { keyDateText, keyFailureText } from './apiKeyWords'

function KeyStatus({ apiKey, now }: { apiKey: ApiKey; now: number }) {
  const { t } = useTranslation()
  if (apiKey.revokedAt) return <Label variant="danger">{t('apiKeys.list.revoked')}</Label>
  if (apiKey.expiresAt && Date.parse(apiKey.expiresAt) <= now)
    return <Label variant="attention">{t('apiKeys.list.expired')}</Label>
  return <Label variant="success">{t('apiKeys.list.active')}</Label>
}

/** The account's keys: name, prefix, access, dates via Intl, and revoke (asked first). */
export function ApiKeysTable() {
  const { t, i18n } = useTranslation()
  const keys = ApiKeysContext.useActorRef()
  const rows = ApiKeysContext.useSelector((snapshot) => snapshot.context.keys)
  const failure = ApiKeysContext.useSelector((snapshot) => snapshot.context.loadFailure)
  const state = ApiKeysContext.useSelector((snapshot) => {
    if (snapshot.hasTag('loading')) return 'loading'
    if (snapshot.hasTag('error')) return 'error'
    return snapshot.hasTag('empty') ? 'empty' : 'populated'
  })
  const language = i18n.language
  // Whether a key has expired, judged when the page opened.
  const [now] = useState(() => Date.now())

  return (
    <section className="cea-api-keys__card" aria-labelledby="cea-api-keys-list">
      <Heading as="h2" id="cea-api-keys-list" className="cea-api-keys__subtitle">
        {t('apiKeys.list.title')}
      </Heading>
      {state === 'loading' ? <Spinner srText={t('apiKeys.list.loading')} /> : null}
      {state === 'error' || state === 'empty' ? (
        <ListMessage
          kind={state}
          labels={{
            error: failure ? keyFailureText(t, failure, 'apiKeys.list.failed') : '',
            empty: t('apiKeys.list.empty'),
            retry: t('apiKeys.list.retry'),
          }}
          onRetry={() => keys.send({ type: 'list.retry' })}
        />
      ) : null}
      {state === 'populated' ? (
        <div className="cea-api-keys__table-box">
          <table className="cea-api-keys__table">
            <caption>
              <VisuallyHidden>{t('apiKeys.list.caption')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('apiKeys.list.name')}</th>
                <th scope="col">{t('apiKeys.list.prefix')}</th>
                <th scope="col">{t('apiKeys.list.access')}</th>
                <th scope="col">{t('apiKeys.list.created')}</th>
                <th scope="col">{t('apiKeys.list.expires')}</th>
                <th scope="col">{t('apiKeys.list.lastUsed')}</th>
                <th scope="col">{t('apiKeys.list.status')}</th>
                <th scope="col">
                  <VisuallyHidden>{t('apiKeys.list.actions')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((apiKey) => (
                <tr key={apiKey.id}>
                  <th scope="row">{apiKey.name}</th>
                  <td>
                    <code>{apiKey.prefix}…</code>
                  </td>
                  <td>{t(`apiKeys.access.${apiKey.access}`)}</td>
                  <td>{keyDateText(language, apiKey.createdAt, '')}</td>
                  <td>{keyDateText(language, apiKey.expiresAt, t('apiKeys.list.never'))}</td>
                  <td>{keyDateText(language, apiKey.lastUsedAt, t('apiKeys.list.notUsed'))}</td>
                  <td>
                    <KeyStatus apiKey={apiKey} now={now} />
                  </td>
                  <td>
                    {apiKey.revokedAt ? null : (
                      <Button
                        size="small"
                        variant="danger"
                        aria-label={t('apiKeys.revoke.button', { name: apiKey.name })}
                        onClick={() => keys.send({ type: 'revoke.ask', id: apiKey.id })}
                      >
                        {t('apiKeys.revoke.short')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
