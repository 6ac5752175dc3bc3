import { Banner, Heading, Text } from '@primer/react'
import { useActor } from '@xstate/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { cardViewOf } from '../../machines/dashboard/cardMachine'
import { chartGalleryInput, chartGalleryMachine } from '../../machines/charts/chartGalleryMachine'
import { galleryCharts, galleryKinds } from './chartGalleryItems'
import { GalleryCard } from './GalleryCard'
import { useChartLabels } from './useChartLabels'
import './chartsScreen.css'

/** /charts: every kind of chart the kit draws, from the back end's sample data. */
export function ChartsScreen() {
  const { t, i18n } = useTranslation()
  const labels = useChartLabels()
  const [snapshot, send] = useActor(chartGalleryMachine, { input: chartGalleryInput })
  const { status, data } = cardViewOf(snapshot)
  const locale = i18n.language
  const charts = useMemo(
    () => (data ? galleryCharts(data, (key) => t(key), locale) : []),
    [data, t, locale],
  )

  return (
    <div className="cea-charts">
      <header className="cea-charts__header">
        <Heading as="h1">{t('charts.title')}</Heading>
        <Text as="p" className="cea-charts__intro">
          {t('charts.intro')}
        </Text>
      </header>
      {status === 'error' ? (
        <Banner
          variant="critical"
          title={t('charts.loadFailed')}
          primaryAction={
            <Banner.PrimaryAction onClick={() => send({ type: 'card.retry' })}>
              {t('charts.retry')}
            </Banner.PrimaryAction>
          }
        />
      ) : (
        <div className="cea-charts__grid">
          {galleryKinds.map((kind) => (
            <GalleryCard
              key={kind}
              kind={kind}
              chart={charts.find((chart) => chart.kind === kind)}
              labels={labels}
              locale={locale}
            />
          ))}
        </div>
      )}
    </div>
  )
}
