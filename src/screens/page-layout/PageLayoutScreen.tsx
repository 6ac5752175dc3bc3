import { Button, Heading, Link, LinkButton, Text } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { useRouteLayout } from '../preferences/routeLayout'
import { type PageLayoutKind, pageLayoutKinds, pageLayoutPath } from './pageLayoutKinds'
import './pageLayout.css'

export interface PageLayoutScreenProps {
  kind: PageLayoutKind
}

/**
 * /page-layout/<kind>: a page shown in that layout, saying what the layout is and how a person
 * sets it for themselves. The layout is the route's, over the person's preferences, which stay
 * as they were.
 */
export function PageLayoutScreen({ kind }: PageLayoutScreenProps) {
  const { t } = useTranslation()
  const { onOpenCustomizer } = useRouteLayout()
  const isFramed = kind !== 'layout-blank'
  return (
    <article className="cea-page-layout" data-kind={kind}>
      <Heading as="h1">{t(`nav.item.page-layout-${kind}`)}</Heading>
      <Text as="p" size="large">
        {t(`pageLayout.kinds.${kind}.lead`)}
      </Text>
      <section className="cea-page-layout__section" aria-labelledby="page-layout-how">
        <Heading as="h2" id="page-layout-how" className="cea-page-layout__heading">
          {t('pageLayout.howTo')}
        </Heading>
        <Text as="p">{t(`pageLayout.kinds.${kind}.howTo`)}</Text>
        <Text as="p">{t(isFramed ? 'pageLayout.ownKept' : 'pageLayout.blankNote')}</Text>
        <div className="cea-page-layout__actions">
          {onOpenCustomizer && kind !== 'layout-empty' ? (
            <Button variant="primary" onClick={onOpenCustomizer}>
              {t('pageLayout.openCustomizer')}
            </Button>
          ) : null}
          {kind === 'layout-empty' || kind === 'layout-blank' ? (
            <LinkButton as={RouterLink} to="/">
              {t('pageLayout.backHome')}
            </LinkButton>
          ) : null}
        </div>
      </section>
      <nav className="cea-page-layout__section" aria-label={t('pageLayout.others')}>
        <Heading as="h2" className="cea-page-layout__heading">
          {t('pageLayout.others')}
        </Heading>
        <ul className="cea-page-layout__links">
          {pageLayoutKinds.map((other) => (
            <li key={other}>
              <Link
                as={RouterLink}
                to={pageLayoutPath(other)}
                aria-current={other === kind ? 'page' : undefined}
              >
                {t(`nav.item.page-layout-${other}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  )
}
