import { LinkExternalIcon } from '@primer/octicons-react'
import { Heading, Link, Text } from '@primer/react'
import { SkeletonBox } from '@primer/react/experimental'
import { type ComponentType, lazy, Suspense, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { type CatalogEntry, componentCatalog, docsUrlOf } from './componentCatalog'
import { useNearViewport } from './useNearViewport'

export interface CatalogCard {
  entry: CatalogEntry
  /** The entry's sample, lazy: its chunk loads the first time a card shows it. */
  Sample: ComponentType
}

/** One card per entry of the catalogue, each lazy sample made once. */
export const catalogCards: readonly CatalogCard[] = componentCatalog.map((entry) => {
  const { sample } = entry
  return { entry, Sample: lazy(async () => ({ default: await sample() })) }
})

/** A component of the kit: its name, what it is for, a live sample and its docs page. */
export function ComponentCard({ card: { entry, Sample } }: { card: CatalogCard }) {
  const { t } = useTranslation()
  const stageRef = useRef<HTMLDivElement>(null)
  const isNear = useNearViewport(stageRef)
  const headingId = `component-${entry.name}`
  return (
    <li className="cea-components-index__card" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} className="cea-components-index__name">
        {entry.name}
      </Heading>
      <Text as="p" className="cea-components-index__purpose">
        {t(entry.descriptionKey)}
      </Text>
      <div
        ref={stageRef}
        className="cea-components-index__sample"
        role="group"
        aria-label={t('componentsIndex.sampleOf', { name: entry.name })}
      >
        {isNear ? (
          <Suspense fallback={<SkeletonBox height="32px" />}>
            <Sample />
          </Suspense>
        ) : (
          <SkeletonBox height="32px" />
        )}
      </div>
      <Link href={docsUrlOf(entry)} className="cea-components-index__docs">
        {t('componentsIndex.docsOf', { name: entry.name })}
        <LinkExternalIcon aria-hidden="true" />
      </Link>
    </li>
  )
}
