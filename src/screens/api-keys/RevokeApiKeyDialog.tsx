import { Flash } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../components/dialog/Dialog'
import { ApiKeysContext } from './apiKeysContext'
import { keyFailureText } from './apiKeyWords'

/** Asks before a key is revoked: calls made with it are refused from then on. */
export function RevokeApiKeyDialog() {
  const { t } = useTranslation()
  const keys = ApiKeysContext.useActorRef()
  const revoking = ApiKeysContext.useSelector((snapshot) =>
    snapshot.hasTag('confirmingRevoke') ? snapshot.context.revoking : null,
  )
  const isRevoking = ApiKeysContext.useSelector((snapshot) =>
    snapshot.matches({ revoke: 'revoking' }),
  )
  const failure = ApiKeysContext.useSelector((snapshot) => snapshot.context.revokeFailure)
  if (!revoking) return null
  const cancel = () => keys.send({ type: 'revoke.cancel' })
  return (
    <Dialog
      role="alertdialog"
      closeLabel={t('common.close')}
      title={t('apiKeys.revoke.title', { name: revoking.name })}
      onClose={cancel}
      footerButtons={[
        { content: t('apiKeys.revoke.cancel'), onClick: cancel },
        {
          content: t('apiKeys.revoke.confirm'),
          buttonType: 'danger',
          onClick: () => keys.send({ type: 'revoke.confirm' }),
          loading: isRevoking,
          loadingAnnouncement: t('apiKeys.revoke.revoking'),
        },
      ]}
    >
      {failure ? (
        <Flash variant="danger">{keyFailureText(t, failure, 'apiKeys.revoke.failed')}</Flash>
      ) : null}
      <p>{t('apiKeys.revoke.body', { prefix: revoking.prefix })}</p>
    </Dialog>
  )
}
