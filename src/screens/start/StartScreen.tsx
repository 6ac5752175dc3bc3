import { Heading, Stack, Text } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { AuthContext } from '../auth/authContext'

export interface StartScreenProps {
  /** Base URL of the real server, or undefined when the back end is simulated in the browser. */
  apiUrl?: string
}

/** The admin's home until the dashboards land: a greeting and which back end answers. */
export function StartScreen({ apiUrl }: StartScreenProps) {
  const { t } = useTranslation()
  const fullName = AuthContext.useSelector((snapshot) => snapshot.context.userData?.fullName)
  return (
    <Stack direction="vertical" gap="normal" className="cea-start">
      <Heading as="h1">
        {fullName ? t('start.greeting', { name: fullName }) : t('start.title')}
      </Heading>
      <Text as="p" size="large">
        {t('start.lead')}
      </Text>
      <Text as="p" size="medium">
        {apiUrl ? t('start.backendRemote', { url: apiUrl }) : t('start.backendSimulated')}
      </Text>
    </Stack>
  )
}
