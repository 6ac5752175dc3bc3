// The invoice as a one-page PDF, drawn with pdf-lib from text the page has already worded and
// formatted. Loaded only when a PDF is asked for (a dynamic import: a chunk of its own).
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib'

/** What the PDF shows, already in the page's language and formats. */
export interface InvoicePdfText {
  title: string
  /** Label–value lines under the title: number, dates, status. */
  facts: Array<[string, string]>
  /** The heading of the client block and its lines. */
  billTo: { heading: string; lines: string[] }
  /** The lines table: a header row, then one row per line (all cells text). */
  columns: string[]
  rows: string[][]
  /** Label–value lines under the table: subtotal, discount, tax, total, paid, balance. */
  totals: Array<[string, string]>
  /** Label and text: note, terms. */
  notes: Array<[string, string]>
}

const pageSize: [number, number] = [595.28, 841.89] // A4
const margin = 48
const ink = rgb(0.12, 0.14, 0.17)
const muted = rgb(0.4, 0.43, 0.47)

/**
 * The standard fonts write WinAnsi only: spaces of other widths (Intl's French thousands) become
 * spaces, and any other letter outside it a question mark, so a PDF is always made.
 */
export function winAnsiText(text: string): string {
  return text
    .replace(/[\u2000-\u200b\u202f\u205f]/g, ' ')
    .replace(/[\u200c-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[^\u0020-\u00ff\n\u20ac\u2013\u2014\u2018\u2019\u201c\u201d\u2022]/g, '?')
}

/** The PDF's bytes (its page's text is in a Flate-compressed content stream). */
export async function buildInvoicePdf(text: InvoicePdfText): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(winAnsiText(text.title))
  const page = pdf.addPage(pageSize)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const width = pageSize[0] - 2 * margin
  let y = pageSize[1] - margin

  const write = (value: string, x: number, font: PDFFont, size: number, color = ink) =>
    page.drawText(winAnsiText(value), { x, y, size, font, color })
  const writeEnd = (value: string, right: number, font: PDFFont, size: number) => {
    const safe = winAnsiText(value)
    page.drawText(safe, {
      x: right - font.widthOfTextAtSize(safe, size),
      y,
      size,
      font,
      color: ink,
    })
  }
  const line = () =>
    page.drawLine({
      start: { x: margin, y: y + 4 },
      end: { x: margin + width, y: y + 4 },
      thickness: 0.5,
      color: muted,
    })

  write(text.title, margin, bold, 20)
  y -= 28
  for (const [label, value] of text.facts) {
    write(label, margin, regular, 10, muted)
    write(value, margin + 110, regular, 10)
    y -= 15
  }
  y -= 10
  write(text.billTo.heading, margin, bold, 11)
  y -= 15
  for (const clientLine of text.billTo.lines) {
    write(clientLine, margin, regular, 10)
    y -= 14
  }
  y -= 14

  // Item and description share the left half; the figures are right-aligned columns.
  const figureColumns = text.columns.length - 2
  const figureWidth = width / 2 / Math.max(1, figureColumns)
  const rightOf = (index: number) => margin + width / 2 + figureWidth * (index - 1)
  const writeRow = (cells: string[], font: PDFFont) => {
    cells.forEach((cell, index) => {
      if (index === 0) write(cell, margin, font, 9)
      else if (index === 1) write(cell.slice(0, 40), margin + 90, font, 9)
      else writeEnd(cell, rightOf(index), font, 9)
    })
    y -= 16
  }
  writeRow(text.columns, bold)
  line()
  for (const row of text.rows) writeRow(row, regular)
  line()
  y -= 6
  text.totals.forEach(([label, value], index) => {
    const font = index === text.totals.length - 1 ? bold : regular
    write(label, margin + width / 2, font, 10)
    writeEnd(value, margin + width, font, 10)
    y -= 15
  })
  y -= 12
  for (const [label, value] of text.notes) {
    if (!value) continue
    write(label, margin, bold, 10)
    y -= 14
    write(value.slice(0, 110), margin, regular, 9)
    y -= 18
  }
  return pdf.save()
}
