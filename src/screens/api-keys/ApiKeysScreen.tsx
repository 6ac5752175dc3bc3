import { Heading, Text } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { ApiKeysContext } from './apiKeysContext'
import { ApiKeysTable } from './ApiKeysTable'
import { CreateApiKeyForm } from './CreateApiKeyForm'
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog'
import { SecretShownOnce } from './SecretShownOnce'
import './apiKeys.css'

/** /pages/api-key: the signed-in account's API keys — create (secret shown once), list, revoke. */
export function ApiKeysScreen() {
  return (
    <ApiKeysContext.Provider options={{ input: {} }}>
      <ApiKeysPage />
    </ApiKeysContext.Provider>
  )
}

function ApiKeysPage() {
  const { t } = useTranslation()
  return (
    <div className="cea-api-keys">
      <div>
        <Heading as="h1" className="cea-api-keys__title">
          {t('apiKeys.title')}
        </Heading>
        <Text as="p" className="cea-api-keys__muted">
          {t('apiKeys.intro')}
        </Text>
      </div>
      <SecretShownOnce />
      <CreateApiKeyForm />
      <ApiKeysTable />
      <RevokeApiKeyDialog />
    </div>
  )
}
