import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChartLabels } from '../../components/charts/chartTypes'

/** The chart component's words in the active language, for any screen that shows a chart. */
export function useChartLabels(): ChartLabels {
  const { t } = useTranslation()
  return useMemo(
    () => ({
      showTable: t('charts.labels.showTable'),
      showChart: t('charts.labels.showChart'),
      loading: t('charts.labels.loading'),
      failed: t('charts.labels.failed'),
      keyboardHint: t('charts.labels.keyboardHint'),
    }),
    [t],
  )
}
