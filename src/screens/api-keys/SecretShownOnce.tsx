import { Button, Flash, Heading, Text } from '@primer/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiKeysContext } from './apiKeysContext'
import { CopySecretButton } from './CopySecretButton'

/** The new key's secret, with a copy button: shown once, until dismissed. */
export function SecretShownOnce() {
  const { t } = useTranslation()
  const keys = ApiKeysContext.useActorRef()
  const created = ApiKeysContext.useSelector((snapshot) => snapshot.context.created)
  const headingRef = useRef<HTMLHeadingElement>(null)
  // A new secret takes the focus, so a keyboard or screen reader lands on it after Create key.
  useEffect(() => {
    if (created) headingRef.current?.focus()
  }, [created])
  if (!created) return null
  return (
    <section
      className="cea-api-keys__card cea-api-keys__secret"
      aria-labelledby="cea-api-keys-secret"
    >
      <Heading
        ref={headingRef}
        as="h2"
        id="cea-api-keys-secret"
        className="cea-api-keys__subtitle"
        tabIndex={-1}
      >
        {t('apiKeys.secret.title', { name: created.key.name })}
      </Heading>
      <Flash variant="warning">{t('apiKeys.secret.once')}</Flash>
      <div className="cea-api-keys__secret-row">
        <code className="cea-api-keys__secret-text" aria-label={t('apiKeys.secret.label')}>
          {created.secret}
        </code>
        <CopySecretButton text={created.secret} />
      </div>
      <Text as="p" className="cea-api-keys__muted">
        {t('apiKeys.secret.usage')}
      </Text>
      <div>
        <Button onClick={() => keys.send({ type: 'secret.dismiss' })}>
          {t('apiKeys.secret.done')}
        </Button>
      </div>
    </section>
  )
}
