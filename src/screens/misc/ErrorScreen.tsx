import { Heading, LinkButton, Text } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { MiscPageFrame } from './MiscPageFrame'

/** The 404 page at /misc/error, where unknown URLs land. */
export function ErrorScreen() {
  const { t } = useTranslation()
  return (
    <MiscPageFrame>
      <span className="cea-misc-page__code" aria-hidden="true">
        {t('errorPage.code')}
      </span>
      <Heading as="h1">{t('errorPage.title')}</Heading>
      <Text as="p" size="large">
        {t('errorPage.message')}
      </Text>
      <LinkButton as={RouterLink} to="/" variant="primary" size="large">
        {t('errorPage.backHome')}
      </LinkButton>
    </MiscPageFrame>
  )
}
