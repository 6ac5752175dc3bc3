// Export of the grid's current view as an XLSX workbook. ExcelJS is large, so it is imported only
// when a workbook is made (a chunk of its own); cells are written as the CSV writes them.
import type { ExportColumn } from './gridExport'
import { defusedCell } from './gridExport'

/** The media type of an XLSX file. */
export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A cell's value: numbers as numbers; text defused as the CSV does, and always a text cell. */
function workbookCell(value: string | number): string | number {
  return typeof value === 'number' ? value : defusedCell(value)
}

/** One sheet named `sheetName`: the header row (bold, frozen), then a row per row. */
export async function rowsToXlsx<Row>(
  sheetName: string,
  columns: ReadonlyArray<ExportColumn<Row>>,
  rows: readonly Row[],
): Promise<ArrayBuffer> {
  const { Workbook } = await import('exceljs')
  const workbook = new Workbook()
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.addRow(columns.map((column) => defusedCell(column.header))).font = { bold: true }
  for (const row of rows) sheet.addRow(columns.map((column) => workbookCell(column.value(row))))
  columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = Math.min(40, Math.max(10, column.header.length + 2))
  })
  return workbook.xlsx.writeBuffer()
}
