import { Heading, Text } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { MiscPageFrame } from '../misc/MiscPageFrame'

export interface StartScreenProps {
  /** Base URL of the real server, or undefined when the back end is simulated in the browser. */
  apiUrl?: string
}

/** The app's home until the dashboards land: what this app is and which back end it talks to. */
export function StartScreen({ apiUrl }: StartScreenProps) {
  const { t } = useTranslation()
  return (
    <MiscPageFrame>
      <Heading as="h1">{t('start.title')}</Heading>
      <Text as="p" size="large">
        {t('start.lead')}
      </Text>
      <Text as="p" size="medium" className="cea-start__backend">
        {apiUrl ? t('start.backendRemote', { url: apiUrl }) : t('start.backendSimulated')}
      </Text>
    </MiscPageFrame>
  )
}
