import { Heading } from '@primer/react'
import { SkeletonBox } from '@primer/react/experimental'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Chart } from '../../components/charts/Chart'
import type { ChartLabels } from '../../components/charts/chartTypes'
import type { GalleryChart, GalleryKind } from './chartGalleryItems'
import './chartsScreen.css'

/** Loading height of each kind, so a card keeps its size when its chart arrives. */
const loadingHeight: Record<GalleryKind, number> = {
  line: 280,
  bar: 280,
  stackedBar: 280,
  area: 280,
  donut: 280,
  radar: 320,
  scatter: 280,
  heatmap: 300,
  candlestick: 300,
}

export interface GalleryCardProps {
  kind: GalleryKind
  chart: GalleryChart | undefined
  labels: ChartLabels
  locale: string
}

/** One chart of the gallery under its title; while its data loads, a box of its final size. */
export function GalleryCard({ kind, chart, labels, locale }: GalleryCardProps) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <section className="cea-charts__card" aria-labelledby={titleId} aria-busy={!chart}>
      <Heading as="h2" id={titleId} className="cea-charts__card-title">
        {t(`charts.kinds.${kind}.title`)}
      </Heading>
      {chart ? (
        <Chart
          spec={chart.spec}
          table={chart.table}
          description={t(`charts.kinds.${kind}.description`)}
          labels={labels}
          height={chart.height}
          locale={locale}
          currency="USD"
        />
      ) : (
        // The switch's row and the chart's box, as the chart will have them.
        <SkeletonBox height={`${loadingHeight[kind] + 32}px`} />
      )}
    </section>
  )
}
