import { Button, Heading } from '@primer/react'
import { SkeletonBox } from '@primer/react/experimental'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Chart } from '../../components/charts/Chart'
import type { ChartInteractions, ChartLabels } from '../../components/charts/chartTypes'
import type { GalleryChart, GalleryKind } from './chartGalleryItems'
import { type GalleryView, viewedSpec, wholeView } from './galleryView'
import { SeriesLegend } from './SeriesLegend'
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

/** A legend or zoom row with the card's gap above it: taken from the chart's own height. */
const controlRowHeight = 28 + 8

export interface GalleryCardProps {
  kind: GalleryKind
  chart: GalleryChart | undefined
  labels: ChartLabels
  locale: string
}

/** The chart with the gallery's extras: a legend that filters, a brush that zooms, a crosshair. */
function GalleryChartView({
  kind,
  chart,
  labels,
  locale,
}: GalleryCardProps & { chart: GalleryChart }) {
  const { t } = useTranslation()
  const [view, setView] = useState<GalleryView>(wholeView)
  const spec = useMemo(
    () => (chart.seriesNames ? viewedSpec(chart.spec, view) : chart.spec),
    [chart, view],
  )
  const interactions = useMemo<ChartInteractions>(
    () => ({
      hasCrosshair: chart.hasCrosshair ?? false,
      ...(chart.canZoom
        ? {
            onBrush: (labels: string[]) => setView((shown) => ({ ...shown, zoomedLabels: labels })),
          }
        : {}),
    }),
    [chart.hasCrosshair, chart.canZoom],
  )
  const rows = (chart.seriesNames ? 1 : 0) + (chart.canZoom ? 1 : 0)
  const zoomed = view.zoomedLabels
  return (
    <>
      {chart.canZoom ? (
        <div className="cea-charts__zoom">
          {zoomed ? (
            <>
              <span role="status">
                {t('charts.zoom.showing', { from: zoomed[0], to: zoomed.at(-1) })}
              </span>
              <Button
                size="small"
                onClick={() => setView((shown) => ({ ...shown, zoomedLabels: null }))}
              >
                {t('charts.zoom.reset')}
              </Button>
            </>
          ) : (
            <span>{t('charts.zoom.hint')}</span>
          )}
        </div>
      ) : null}
      <Chart
        spec={spec}
        table={chart.table}
        description={t(`charts.kinds.${kind}.description`)}
        labels={labels}
        height={chart.height - rows * controlRowHeight}
        locale={locale}
        currency="USD"
        interactions={interactions}
      />
      {chart.seriesNames ? (
        <SeriesLegend
          series={chart.seriesNames}
          hidden={view.hiddenSeries}
          label={t('charts.legend.label')}
          onToggle={(series) =>
            setView((shown) => ({
              ...shown,
              hiddenSeries: shown.hiddenSeries.includes(series)
                ? shown.hiddenSeries.filter((name) => name !== series)
                : [...shown.hiddenSeries, series],
            }))
          }
        />
      ) : null}
    </>
  )
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
        <GalleryChartView kind={kind} chart={chart} labels={labels} locale={locale} />
      ) : (
        // The switch's row and the chart's box, as the chart will have them.
        <SkeletonBox height={`${loadingHeight[kind] + 32}px`} />
      )}
    </section>
  )
}
