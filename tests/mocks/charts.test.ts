import { describe, expect, it } from 'vitest'
import type { ChartGallerySamples } from '../../src/api/types/charts'
import { createChartGallerySamples } from '../../src/fixtures/charts'
import { chartsHandlers } from '../../src/mocks/handlers/charts'
import { call, startContractServer } from '../support/contract'

startContractServer(...chartsHandlers)

describe('GET /card/chart-gallery', () => {
  it('answers the samples of every chart, the same every time', async () => {
    const { status, body } = await call<ChartGallerySamples>('/card/chart-gallery')
    expect(status).toBe(200)
    expect(body).toEqual(createChartGallerySamples())
    expect(Object.keys(body).sort()).toEqual([
      'area',
      'bar',
      'candlestick',
      'donut',
      'heatmap',
      'line',
      'radar',
      'scatter',
      'stackedBar',
    ])
  })

  it('gives each series a value per label, and candles that hold their open and close', async () => {
    const { body } = await call<ChartGallerySamples>('/card/chart-gallery')
    for (const data of [body.line, body.bar, body.stackedBar, body.area, body.radar, body.heatmap])
      for (const series of data.series) expect(series.data).toHaveLength(data.labels.length)
    expect(body.candlestick.candles).toHaveLength(20)
    for (const candle of body.candlestick.candles) {
      expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close))
      expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close))
    }
    expect(body.donut.values.reduce((total, value) => total + value, 0)).toBeCloseTo(100)
  })

  it('answers 401 when signed out and 403 to a client (no Card ability)', async () => {
    expect((await call('/card/chart-gallery', { as: 'signed-out' })).status).toBe(401)
    expect((await call('/card/chart-gallery', { as: 'client' })).status).toBe(403)
  })
})
