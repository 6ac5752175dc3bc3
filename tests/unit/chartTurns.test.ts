import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requestChartTurn } from '../../src/components/charts/chartTurns'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('chart turns', () => {
  it('gives one chart its turn per idle slot, in the order asked', async () => {
    const started: string[] = []
    requestChartTurn(() => started.push('revenue'))
    requestChartTurn(() => started.push('orders'))
    requestChartTurn(() => started.push('profit'))
    expect(started).toEqual([])
    await vi.advanceTimersToNextTimerAsync()
    expect(started).toEqual(['revenue'])
    await vi.advanceTimersToNextTimerAsync()
    expect(started).toEqual(['revenue', 'orders'])
    await vi.advanceTimersToNextTimerAsync()
    expect(started).toEqual(['revenue', 'orders', 'profit'])
    await vi.advanceTimersToNextTimerAsync()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('skips a chart that gave up its turn (it left the page before drawing)', async () => {
    const started: string[] = []
    const cancelFirst = requestChartTurn(() => started.push('first'))
    requestChartTurn(() => started.push('second'))
    cancelFirst()
    await vi.runAllTimersAsync()
    expect(started).toEqual(['second'])
  })

  it('asks again after the queue ran dry', async () => {
    const started: string[] = []
    requestChartTurn(() => started.push('early'))
    await vi.runAllTimersAsync()
    requestChartTurn(() => started.push('late'))
    await vi.runAllTimersAsync()
    expect(started).toEqual(['early', 'late'])
  })
})

describe('a chart waiting for the chart library', () => {
  it('holds back the next chart until what it waits for has come, then lets it draw', async () => {
    const started: string[] = []
    let libraryArrives = () => {}
    const library = new Promise<void>((resolve) => {
      libraryArrives = resolve
    })
    requestChartTurn(() => {
      started.push('first')
      return library
    })
    requestChartTurn(() => started.push('second'))
    await vi.runAllTimersAsync()
    expect(started).toEqual(['first'])
    libraryArrives()
    await vi.runAllTimersAsync()
    expect(started).toEqual(['first', 'second'])
  })

  it('gives the next chart its turn even if the library could not load', async () => {
    const started: string[] = []
    requestChartTurn(() => Promise.reject(new Error('offline')))
    requestChartTurn(() => started.push('second'))
    await vi.runAllTimersAsync()
    expect(started).toEqual(['second'])
  })
})
