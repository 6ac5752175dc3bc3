import { Button, Heading, LinkButton, Stack, Text } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { MiscPageFrame } from './MiscPageFrame'

export interface RouteErrorScreenProps {
  /** What went wrong, for the technical-details disclosure. */
  details?: string
  onReload: () => void
}

/** Shown by the router's error boundary when a screen throws or fails to load. */
export function RouteErrorScreen({ details, onReload }: RouteErrorScreenProps) {
  const { t } = useTranslation()
  return (
    <MiscPageFrame>
      <Heading as="h1">{t('routeError.title')}</Heading>
      <Text as="p" size="large">
        {t('routeError.message')}
      </Text>
      <Stack direction="horizontal" gap="condensed" justify="center" wrap="wrap">
        <Button variant="primary" size="large" onClick={onReload}>
          {t('routeError.reload')}
        </Button>
        <LinkButton as={RouterLink} to="/" size="large">
          {t('routeError.backHome')}
        </LinkButton>
      </Stack>
      {details ? (
        <details className="cea-misc-page__details">
          <summary>{t('routeError.details')}</summary>
          <pre>{details}</pre>
        </details>
      ) : null}
    </MiscPageFrame>
  )
}
