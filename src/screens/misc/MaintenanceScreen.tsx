import { Heading, LinkButton, Text } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { MaintenanceIllustration } from './MiscIllustrations'
import { MiscPageFrame } from './MiscPageFrame'
import './miscScreens.css'

export interface MaintenanceScreenProps {
  /** Where "Back to home" leads (the role's home). Default: /. */
  homePath?: string
}

/** /misc/maintenance: the dashboard is under maintenance. */
export function MaintenanceScreen({ homePath = '/' }: MaintenanceScreenProps) {
  const { t } = useTranslation()
  return (
    <MiscPageFrame>
      <MaintenanceIllustration />
      <Heading as="h1">{t('misc.maintenance.title')}</Heading>
      <Text as="p" size="large">
        {t('misc.maintenance.message')}
      </Text>
      <Text as="p">{t('misc.maintenance.hint')}</Text>
      <LinkButton as={RouterLink} to={homePath} variant="primary" size="large">
        {t('misc.backHome')}
      </LinkButton>
    </MiscPageFrame>
  )
}
