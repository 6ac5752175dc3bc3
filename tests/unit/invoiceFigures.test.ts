import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type FigureLine,
  invoiceFigures,
  lineFigures,
  toMajorUnits,
  toMinorUnits,
} from '../../src/api/invoiceFigures'

const line = (overrides: Partial<FigureLine> = {}): FigureLine => ({
  cost: 0,
  quantity: 1,
  discount: 0,
  taxRate: 0,
  ...overrides,
})

/** Lines as the editor and the back end accept them: cost up to 1,000,000.00, 3-decimal quantities. */
const lineArbitrary = fc.record({
  cost: fc.integer({ min: 0, max: 100_000_000 }),
  quantity: fc.integer({ min: 0, max: 10_000_000 }).map((thousandths) => thousandths / 1000),
  discount: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
  taxRate: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
})
const linesArbitrary = fc.array(lineArbitrary, { maxLength: 12 })

describe('lineFigures', () => {
  it('rounds per line: 8.33 × 49.50 = 412.34', () => {
    expect(lineFigures(line({ cost: 4950, quantity: 8.33 })).total).toBe(41234)
  })

  it('takes the discount before tax: 100.00 − 10 % = 90.00, + 20 % tax = 108.00', () => {
    expect(lineFigures(line({ cost: 10000, discount: 10, taxRate: 20 }))).toEqual({
      gross: 10000,
      discount: 1000,
      net: 9000,
      tax: 1800,
      total: 10800,
    })
  })

  it('rounds half up on each figure: 0.05 × 50 % tax = 0.03', () => {
    expect(lineFigures(line({ cost: 5, taxRate: 50 })).tax).toBe(3)
  })

  it('never goes below zero, whatever it is given', () => {
    expect(lineFigures(line({ cost: -500, quantity: 3 })).total).toBe(0)
    expect(lineFigures(line({ cost: 500, quantity: -3 })).total).toBe(0)
    expect(lineFigures(line({ cost: 500, discount: 150 })).total).toBe(0)
    expect(lineFigures(line({ cost: 500, taxRate: -20 })).total).toBe(500)
    expect(lineFigures(line({ cost: Number.NaN })).total).toBe(0)
  })
})

describe('invoiceFigures (properties)', () => {
  it('totals equal the sums of the rounded lines', () => {
    fc.assert(
      fc.property(linesArbitrary, (lines) => {
        const figures = invoiceFigures(lines)
        const each = lines.map(lineFigures)
        const sum = (pick: (figures: ReturnType<typeof lineFigures>) => number) =>
          each.reduce((total, line) => total + pick(line), 0)
        expect(figures.subtotal).toBe(sum((line) => line.gross))
        expect(figures.discount).toBe(sum((line) => line.discount))
        expect(figures.tax).toBe(sum((line) => line.tax))
        expect(figures.total).toBe(sum((line) => line.total))
        expect(figures.total).toBe(figures.subtotal - figures.discount + figures.tax)
        for (const figure of each) {
          expect(Number.isInteger(figure.total)).toBe(true)
          expect(figure.total).toBe(figure.net + figure.tax)
        }
      }),
    )
  })

  it('takes the discount before tax: tax is charged on the discounted amount only', () => {
    fc.assert(
      fc.property(lineArbitrary, (input) => {
        const figures = lineFigures(input)
        const undiscounted = lineFigures({ ...input, discount: 0 })
        // Tax is the rate of the discounted amount, to the nearest minor unit.
        const exactTax = (figures.net * input.taxRate) / 100
        expect(Math.abs(figures.tax - exactTax)).toBeLessThanOrEqual(0.5 + exactTax * 1e-12)
        expect(figures.net).toBe(undiscounted.gross - figures.discount)
        expect(figures.tax).toBeLessThanOrEqual(undiscounted.tax)
      }),
    )
  })

  it('never answers a negative figure, even with payments beyond the total', () => {
    const anyNumber = fc.oneof(fc.double(), fc.integer())
    const anyLine = fc.record({
      cost: anyNumber,
      quantity: anyNumber,
      discount: anyNumber,
      taxRate: anyNumber,
    })
    fc.assert(
      fc.property(
        fc.array(anyLine, { maxLength: 8 }),
        fc.array(fc.record({ amount: fc.integer({ min: -1e9, max: 1e12 }) }), { maxLength: 4 }),
        (lines, payments) => {
          const figures = invoiceFigures(lines, payments)
          for (const value of Object.values(figures)) expect(value).toBeGreaterThanOrEqual(0)
          expect(figures.balance).toBeLessThanOrEqual(figures.total)
        },
      ),
    )
  })
})

describe('units', () => {
  it('turns minor units into the decimal amounts of the answers and back', () => {
    expect(toMajorUnits(41234)).toBe(412.34)
    expect(toMinorUnits(412.34)).toBe(41234)
    expect(toMinorUnits(0.1 + 0.2)).toBe(30)
  })
})
