import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  buildInvoicePdf,
  type InvoicePdfText,
  winAnsiText,
} from '../../src/machines/invoices/invoicePdf'

// The PDF the preview downloads, read back: a real PDF whose page says the number and total.

const text: InvoicePdfText = {
  title: 'Invoice #3102',
  facts: [
    ['Issued', 'Mar 1, 2026'],
    ['Due', 'Apr 14, 2026'],
  ],
  billTo: { heading: 'Bill to', lines: ['Marisol Vega', 'Vega Ortiz'] },
  columns: ['Item', 'Description', 'Cost', 'Qty', 'Total'],
  rows: [['Design', 'Logo', '$49.50', '8.33', '$412.34']],
  totals: [
    ['Subtotal', '$412.34'],
    ['Total', '$412.34'],
  ],
  notes: [['Note', 'Thank you']],
}

/** Every text the page's content streams draw (pdf-lib writes them as hex strings). */
function drawnText(bytes: Uint8Array): string {
  const file = Buffer.from(bytes).toString('latin1')
  const shown: string[] = []
  for (const match of file.matchAll(/\/FlateDecode[^]*?stream\r?\n([^]*?)\r?\nendstream/g)) {
    const stream = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1')
    for (const hex of stream.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      shown.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
  }
  return shown.join('\n')
}

describe('invoice PDF', () => {
  it('is a PDF whose page shows the invoice number and its total', async () => {
    const bytes = await buildInvoicePdf(text)
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-')
    const drawn = drawnText(bytes)
    expect(drawn).toContain('Invoice #3102')
    expect(drawn).toContain('$412.34')
    expect(drawn).toContain('Marisol Vega')
  })

  it('writes what the standard font cannot as spaces or question marks', async () => {
    expect(winAnsiText('4\u202f612,34\u00a0€')).toBe('4 612,34\u00a0€')
    expect(winAnsiText('فاتورة #3102')).toBe('?????? #3102')
    const bytes = await buildInvoicePdf({ ...text, title: 'Facture n° 3102 : 4\u202f612,34' })
    expect(drawnText(bytes)).toContain('Facture n° 3102 : 4 612,34')
  })
})
