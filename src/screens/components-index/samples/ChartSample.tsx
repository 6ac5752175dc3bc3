import { useTranslation } from 'react-i18next'
import { Chart } from '../../../components/charts/Chart'
import { seriesTable } from '../../../components/charts/specs/chartTables'
import { barSpec } from '../../../components/charts/specs/seriesSpecs'
import { useChartLabels } from '../../charts/useChartLabels'
import { sampleOrders } from './sampleData'

/** A week of orders as bars, with "Show as table" (vega loads with this card's chunk only). */
export function ChartSample() {
  const { t, i18n } = useTranslation()
  const labels = useChartLabels()
  const day = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  const data = {
    labels: sampleOrders.labels.map((label) => day.format(new Date(label))),
    series: [
      {
        name: t('cards.statistics.ordersBarChart.title'),
        data: sampleOrders.series[0]?.data ?? [],
      },
    ],
  }
  return (
    <div className="cea-components-index__stage">
      <Chart
        spec={barSpec(data)}
        description={t('cards.statistics.ordersBarChart.chart')}
        table={seriesTable(data, t('cards.table.day'))}
        labels={labels}
        height={160}
        locale={i18n.language}
      />
    </div>
  )
}
