import { describe, expect, it } from 'vitest'
import {
  chartOf,
  goalChart,
  localSeries,
  revenueChart,
  revenueReportChart,
  sharesChart,
  statisticChart,
} from '../../src/components/cards/cardCharts'
import {
  formatAxisLabel,
  formatChange,
  formatCount,
  formatDays,
  formatDuration,
  formatMoney,
  formatValue,
} from '../../src/components/cards/cardFormat'
import { createCardAnalytics } from '../../src/fixtures/cards/analytics'
import { revenueReportFor } from '../../src/fixtures/cards/periods'
import { createCardStatistics } from '../../src/fixtures/cards/statistics'

// The cards' charts as data → spec and table, without a browser.

const day = new Date('2026-03-16T09:00:00Z')
const analytics = createCardAnalytics(day)
const statistics = createCardStatistics(day)
const en = { locale: 'en', currency: 'USD' }
const kit = { ...en, term: (english: string) => `«${english}»` }

/** The inline rows of a spec (every builder puts its data inline). */
function rowsOf(spec: object): Record<string, unknown>[] {
  const data = Reflect.get(spec, 'data') as { values: Record<string, unknown>[] }
  return data.values
}

describe('the cards’ tables', () => {
  it('are the charts’ own: one row a label, one column a series, in the given format', () => {
    const { table } = revenueReportChart(
      {
        labels: ['Jan', 'Feb'],
        series: [
          { name: 'Earning', data: [1, 2] },
          { name: 'Expense', data: [-3, -4] },
        ],
      },
      { label: 'Month', valueFormat: 'currency' },
    )
    expect(table.columns).toEqual([
      { key: 'label', label: 'Month', format: 'text' },
      { key: 'series-0', label: 'Earning', format: 'currency' },
      { key: 'series-1', label: 'Expense', format: 'currency' },
    ])
    expect(table.rows).toEqual([
      { label: 'Jan', 'series-0': 1, 'series-1': -3 },
      { label: 'Feb', 'series-0': 2, 'series-1': -4 },
    ])
  })

  it('write plain numbers unless the card says otherwise', () => {
    const { table } = statisticChart(
      { labels: ['Mon'], series: [{ name: 'S', data: [5] }] },
      'bar',
      {
        label: 'Day',
      },
    )
    expect(table.columns.map((column) => column.format)).toEqual(['text', 'number'])
    const shares = sharesChart(
      { labels: ['A'], values: [3], valueLabel: 'Customers' },
      { label: 'Group' },
    ).table
    expect(shares.columns).toEqual([
      { key: 'label', label: 'Group', format: 'text' },
      { key: 'value', label: 'Customers', format: 'number' },
    ])
  })
})

describe('the revenue report chart', () => {
  it('stacks earning above and expense below the line, twelve months, in the language', () => {
    const report = analytics['revenue-report']
    const { spec, table } = revenueReportChart(localSeries(kit, report), {
      label: 'Month',
      valueFormat: 'currency',
    })
    const rows = rowsOf(spec)
    expect(rows).toHaveLength(24)
    expect(rows[0]).toMatchObject({ label: 'Jan', series: '«Earning»', value: 95 })
    expect(rows[12]).toMatchObject({ label: 'Jan', series: '«Expense»', value: -145 })
    expect(JSON.stringify(spec)).toContain('"stack":"zero"')
    expect(table.rows).toHaveLength(12)
    expect(table.columns.map((column) => column.label)).toEqual(['Month', '«Earning»', '«Expense»'])
  })

  it('tells the years apart: another year, another table', () => {
    const report = analytics['revenue-report']
    const tableOf = (year: 2020 | 2019 | 2018) =>
      revenueReportChart(localSeries(kit, revenueReportFor(report, year)), { label: 'Month' }).table
    expect(tableOf(2019).rows).not.toEqual(tableOf(2020).rows)
    expect(tableOf(2018).rows).not.toEqual(tableOf(2019).rows)
  })
})

describe('the revenue card', () => {
  it('draws this month and last as lines over their own range, not from zero', () => {
    const { spec, table } = revenueChart(localSeries(kit, analytics.revenue), {
      label: 'Day',
      valueFormat: 'currency',
    })
    expect(Reflect.get(spec, 'mark')).toMatchObject({ type: 'line' })
    const encoding = Reflect.get(spec, 'encoding') as { y: { scale?: object } }
    expect(encoding.y.scale).toEqual({ zero: false })
    expect(table.rows).toHaveLength(analytics.revenue.labels.length)
  })
})

describe('the statistics cards’ sparklines', () => {
  it('draw the series without axes; the table keeps the days in the language', () => {
    const card = statistics.subscribers
    const { spec, table } = statisticChart(localSeries({ ...kit, locale: 'fr' }, card), 'area', {
      label: 'Jour',
    })
    expect(JSON.stringify(spec)).toContain('"axis":null')
    expect(Reflect.get(spec, 'mark')).toMatchObject({ type: 'area' })
    expect(table.rows[0]).toEqual({ label: '10 mars', 'series-0': 28 })
    expect(table.rows).toHaveLength(7)
  })

  it('take bars for the orders card', () => {
    const { spec } = statisticChart(localSeries(kit, statistics['orders-bar-chart']), 'bar', {
      label: 'Day',
    })
    expect(Reflect.get(spec, 'mark')).toMatchObject({ type: 'bar' })
  })
})

describe('shares and goals', () => {
  it('put the parts of a whole in a ring, the table with their shares', () => {
    const orders = analytics['product-orders']
    const { spec, table } = sharesChart(
      { labels: orders.labels, values: orders.series, valueLabel: 'Share' },
      { label: 'State', valueFormat: 'percent' },
    )
    expect(Reflect.get(spec, 'mark')).toMatchObject({ type: 'arc' })
    expect(rowsOf(spec).map((row) => row.value)).toEqual([54.3, 34.5, 11.2])
    expect(table.rows).toEqual([
      { label: 'Finished', value: 54.3 },
      { label: 'Pending', value: 34.5 },
      { label: 'Rejected', value: 11.2 },
    ])
  })

  it('draw a goal as a share of a ring, its table one percentage', () => {
    const { spec, table } = goalChart(83, 'Completed tickets')
    expect(rowsOf(spec)).toEqual([{ share: 0.83, value: 83 }])
    expect(table).toEqual({
      columns: [{ key: 'value', label: 'Completed tickets', format: 'percent' }],
      rows: [{ value: 83 }],
    })
  })

  it('have no chart while the card loads', () => {
    expect(chartOf(null, () => goalChart(1, 'x'))).toBeNull()
    expect(chartOf(83, (value) => goalChart(value, 'x'))?.table.rows).toEqual([{ value: 83 }])
  })
})

describe('card numbers through Intl', () => {
  it('shortens big headline numbers and money, keeps small ones whole', () => {
    expect(formatCount(en, 2_760)).toBe('2,760')
    expect(formatCount(en, 92_600)).toBe('92.6K')
    expect(formatMoney(en, 6_240)).toBe('$6,240')
    expect(formatMoney(en, 86_589)).toBe('$86.6K')
    expect(formatValue({ locale: 'de', currency: 'USD' }, 97_500, 'currency')).toBe('97.500\u00a0$')
    expect(formatValue(en, 90, 'percent')).toBe('90%')
  })

  it('signs changes, and says days and durations with Intl’s plurals', () => {
    expect(formatChange(en, 6.8)).toBe('+6.8%')
    expect(formatChange(en, -2.4)).toBe('-2.4%')
    expect(formatDays(en, 1)).toBe('1 day')
    expect(formatDays({ locale: 'fr', currency: 'USD' }, 1.5)).toBe('1,5\u00a0jour')
    expect(formatDuration(en, '1 yr')).toBe('1 yr')
    expect(formatDuration({ locale: 'de', currency: 'USD' }, '1 yr')).toBe('1 J')
    expect(formatDuration(en, 'a while')).toBe('a while')
  })

  it('writes axis labels in the language: months, weekdays, days and months of a year', () => {
    const pt = { locale: 'pt', currency: 'USD' }
    expect(formatAxisLabel(pt, 'Feb')).toBe('fev.')
    expect(formatAxisLabel(pt, 'Mon')).toBe('seg.')
    expect(formatAxisLabel(en, '2026-03-16')).toBe('Mar 16')
    expect(formatAxisLabel(en, '2025-10')).toBe('Oct 2025')
    expect(formatAxisLabel(en, '05')).toBe('05')
  })
})
