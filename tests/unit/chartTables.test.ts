// Data → table: what "Show as table" shows, from the same data as the spec; cells through Intl.
import { describe, expect, it } from 'vitest'
import { formatChartValue } from '../../src/components/charts/chartLocale'
import {
  candleTable,
  scatterTable,
  seriesTable,
  shareTable,
} from '../../src/components/charts/specs/chartTables'

describe('chart tables', () => {
  it('series: a row per label, a column per series, the label column first', () => {
    const table = seriesTable(
      {
        labels: ['Jan', 'Feb'],
        series: [
          { name: 'Revenue', data: [10, 20] },
          { name: 'Expenses', data: [5] },
        ],
      },
      'Month',
      'currency',
    )
    expect(table.columns).toEqual([
      { key: 'label', label: 'Month', format: 'text' },
      { key: 'series-0', label: 'Revenue', format: 'currency' },
      { key: 'series-1', label: 'Expenses', format: 'currency' },
    ])
    // A value the series lacks stays an empty cell, not a zero.
    expect(table.rows).toEqual([
      { label: 'Jan', 'series-0': 10, 'series-1': 5 },
      { label: 'Feb', 'series-0': 20 },
    ])
  })

  it('keeps series apart even when one is named like the label column', () => {
    const table = seriesTable({ labels: ['x'], series: [{ name: 'label', data: [3] }] }, 'Label')
    expect(table.rows).toEqual([{ label: 'x', 'series-0': 3 }])
  })

  it('shares: label and value, as percentages unless told otherwise', () => {
    const table = shareTable(
      { labels: ['Desktop', 'Mobile'], values: [70, 30] },
      { label: 'Device', value: 'Share' },
    )
    expect(table.columns.map((column) => column.format)).toEqual(['text', 'percent'])
    expect(table.rows).toEqual([
      { label: 'Desktop', value: 70 },
      { label: 'Mobile', value: 30 },
    ])
  })

  it('scatter: a row per point with its series', () => {
    const table = scatterTable(
      {
        series: [
          {
            name: 'New',
            points: [
              { x: 1, y: 2 },
              { x: 3, y: 4 },
            ],
          },
        ],
      },
      { series: 'Customers', x: 'Items', y: 'Value' },
    )
    expect(table.columns.map((column) => column.label)).toEqual(['Customers', 'Items', 'Value'])
    expect(table.rows).toEqual([
      { series: 'New', x: 1, y: 2 },
      { series: 'New', x: 3, y: 4 },
    ])
  })

  it('candles: open, high, low and close per period, as money', () => {
    const table = candleTable(
      { candles: [{ label: 'Mon', open: 1, high: 3, low: 0.5, close: 2 }] },
      { label: 'Day', open: 'Open', high: 'High', low: 'Low', close: 'Close' },
    )
    expect(table.columns.map((column) => [column.key, column.format])).toEqual([
      ['label', 'text'],
      ['open', 'currency'],
      ['high', 'currency'],
      ['low', 'currency'],
      ['close', 'currency'],
    ])
    expect(table.rows).toEqual([{ label: 'Mon', open: 1, high: 3, low: 0.5, close: 2 }])
  })
})

describe('table cells', () => {
  it('writes numbers, money and percentages (0–100) in the language', () => {
    expect(formatChartValue(32000, 'number', 'en')).toBe('32,000')
    expect(formatChartValue(32000, 'currency', 'en', 'USD')).toBe('$32,000.00')
    expect(formatChartValue(58.2, 'percent', 'en')).toBe('58.2%')
    expect(formatChartValue(32000.5, 'number', 'de')).toBe('32.000,5')
    expect(formatChartValue(32000, 'currency', 'fr', 'EUR')).toBe('32\u202f000,00\u00a0€')
    expect(formatChartValue('Jan', 'number', 'en')).toBe('Jan')
    expect(formatChartValue(7, 'text', 'en')).toBe('7')
  })
})
