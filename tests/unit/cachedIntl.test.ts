import { describe, expect, it } from 'vitest'
import { dateTimeFormat, numberFormat } from '../../src/components/intl/cachedIntl'

describe('cached Intl formatters', () => {
  it('makes a number format once per language and options', () => {
    const money = numberFormat('fr', { style: 'currency', currency: 'EUR' })
    expect(numberFormat('fr', { style: 'currency', currency: 'EUR' })).toBe(money)
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' })).not.toBe(money)
    expect(numberFormat('fr', { style: 'currency', currency: 'USD' })).not.toBe(money)
  })

  it('formats as Intl would in that language', () => {
    expect(numberFormat('de').format(1234.5)).toBe(new Intl.NumberFormat('de').format(1234.5))
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const
    const day = Date.UTC(2026, 2, 16)
    expect(dateTimeFormat('ar', options).format(day)).toBe(
      new Intl.DateTimeFormat('ar', options).format(day),
    )
    expect(dateTimeFormat('ar', options)).toBe(dateTimeFormat('ar', options))
  })
})
