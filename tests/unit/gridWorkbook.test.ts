// The XLSX export of the grid's view, read back with ExcelJS: header, rows, and formula-like text
// defused as the CSV defuses it and stored as text, never as a formula.
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { ExportColumn } from '../../src/machines/data-tables/gridExport'
import { rowsToXlsx } from '../../src/machines/data-tables/gridWorkbook'

interface Person {
  name: string
  city: string
  salary: number
}

const columns: ReadonlyArray<ExportColumn<Person>> = [
  { header: 'Name', value: (row) => row.name },
  { header: 'City', value: (row) => row.city },
  { header: 'Salary', value: (row) => row.salary },
]

const people: Person[] = [
  { name: 'Ava Thompson', city: 'Lisbon', salary: 84520 },
  { name: '=HYPERLINK("http://example.com","x")', city: '+Berlin', salary: -12 },
  { name: '@SUM(A1:A2)', city: 'Paris, France', salary: 0 },
]

async function readBack(buffer: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(buffer)
  const sheet = workbook.getWorksheet('Employees')
  if (!sheet) throw new Error('no Employees sheet')
  const rows: unknown[][] = []
  sheet.eachRow((row) => {
    const cells: unknown[] = []
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.value))
    rows.push(cells)
  })
  return { sheet, rows }
}

describe('the XLSX export', () => {
  it('holds the header, then one row per row in order, numbers as numbers', async () => {
    const { rows } = await readBack(await rowsToXlsx('Employees', columns, people))
    expect(rows).toEqual([
      ['Name', 'City', 'Salary'],
      ['Ava Thompson', 'Lisbon', 84520],
      [`'=HYPERLINK("http://example.com","x")`, "'+Berlin", -12],
      ["'@SUM(A1:A2)", 'Paris, France', 0],
    ])
  })

  it('writes formula-like text as a text cell with the CSV’s quote, never as a formula', async () => {
    const { sheet } = await readBack(await rowsToXlsx('Employees', columns, people))
    const cell = sheet.getCell('A3')
    expect(cell.type).toBe(ExcelJS.ValueType.String)
    expect(cell.formula).toBeUndefined()
    expect(cell.value).toBe(`'=HYPERLINK("http://example.com","x")`)
    expect(sheet.getCell('C3').type).toBe(ExcelJS.ValueType.Number)
  })

  it('makes a sheet with only the header when no row matches', async () => {
    const { rows } = await readBack(await rowsToXlsx('Employees', columns, []))
    expect(rows).toEqual([['Name', 'City', 'Salary']])
  })
})
