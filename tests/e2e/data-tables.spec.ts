import { readFile } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The data grid over 100,000 employees, against the built app and its back end in the service
// worker: sort, filter, select every match, export exactly those rows, and a reload keeps it all.

const grid = (page: Page) => page.getByRole('grid', { name: 'Employees' })
const rowCount = (page: Page) => page.getByRole('status').filter({ hasText: /employees?,/ })

test('100,000 rows: sort by salary, filter a status, select all, export CSV, reload', async ({
  page,
}) => {
  await page.goto('/datatables/advance')
  await expect(rowCount(page)).toHaveText('50 employees, not sorted')
  await page.getByRole('button', { name: '100,000' }).click()
  await expect(rowCount(page)).toHaveText('100,000 employees, not sorted')
  await expect(grid(page)).toHaveAttribute('aria-rowcount', '100002')
  expect(await grid(page).getByRole('row').count()).toBeLessThanOrEqual(62)

  await grid(page).getByRole('button', { name: 'Salary' }).click()
  await expect(rowCount(page)).toHaveText('100,000 employees, sorted by Salary ascending')
  await page.getByRole('button', { name: 'Filter status: Any' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Rejected' }).click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/status=3/)
  await expect(rowCount(page)).toHaveText(/^[\d,]+ employees, sorted by Salary ascending$/)
  const matching = Number((await rowCount(page).innerText()).split(' ')[0]?.replace(/,/g, ''))
  expect(matching).toBeGreaterThan(15_000)
  expect(matching).toBeLessThan(25_000)
  await expect(grid(page).getByRole('row').nth(2).getByText('Rejected')).toBeVisible()

  const shown = matching.toLocaleString('en')
  await page.getByRole('button', { name: `Select all ${shown} matching employees` }).click()
  await expect(page.getByText(`${shown} selected`)).toBeVisible()
  await expect(page).toHaveURL(/selected=all/)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('employees.csv')
  const path = await download.path()
  const lines = (await readFile(path, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toBe('Name,Post,Email,City,Start date,Salary,Age,Status')
  const rows = lines.slice(1).map((line) => line.split(','))
  expect(rows).toHaveLength(matching)
  expect(rows.every((cells) => cells.at(-1) === 'Rejected')).toBe(true)
  const salaries = rows.map((cells) => Number(cells.at(-3)))
  expect(
    salaries.every((salary, index) => index === 0 || salary >= (salaries[index - 1] ?? 0)),
  ).toBe(true)

  await page.reload()
  await expect(rowCount(page)).toHaveText(`${shown} employees, sorted by Salary ascending`)
  await expect(page.getByText(`${shown} selected`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Filter status: 1 status' })).toBeVisible()
  await expect(grid(page).getByRole('columnheader', { name: /Salary/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
})

test('export XLSX: the workbook (loaded on demand) holds the matching rows in the view’s order', async ({
  page,
}) => {
  const workbookCalls: string[] = []
  page.on('request', (request) => {
    if (/exceljs/.test(request.url())) workbookCalls.push(request.url())
  })
  await page.goto('/datatables/advance?status=3&sortColumn=salary&sort=desc&hide=email')
  await expect(rowCount(page)).toHaveText(/^\d+ employees, sorted by Salary descending$/)
  const matching = Number((await rowCount(page).innerText()).split(' ')[0])
  expect(workbookCalls).toEqual([])

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export XLSX' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('employees.xlsx')
  expect(workbookCalls).toHaveLength(1)
  const workbook = new ExcelJS.Workbook()
  const bytes = await readFile(await download.path())
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length))
  const sheet = workbook.getWorksheet('Employees')
  const rows = (sheet?.getSheetValues() ?? []).filter((row) => Array.isArray(row))
  expect(rows[0]?.slice(1)).toEqual([
    'Name',
    'Post',
    'City',
    'Start date',
    'Salary',
    'Age',
    'Status',
  ])
  const data = rows.slice(1)
  expect(data).toHaveLength(matching)
  expect(data.every((row) => row.at(-1) === 'Rejected')).toBe(true)
  const salaries = data.map((row) => Number(row.at(-3)))
  expect(salaries).toEqual([...salaries].sort((a, b) => b - a))
})

test('keyboard only: into the grid, across cells, sort, move a column, open and select a row; drag a header', async ({
  page,
}) => {
  await page.goto('/datatables/advance')
  await expect(rowCount(page)).toHaveText('50 employees, not sorted')
  const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute('role'))
  // The skip link, then Tab through the toolbar until a header cell of the grid has the focus.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  for (let presses = 0; presses < 30 && (await focusedRole()) !== 'columnheader'; presses += 1)
    await page.keyboard.press('Tab')
  const headers = grid(page).getByRole('columnheader')
  await expect(headers.first()).toBeFocused()

  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(headers.filter({ hasText: 'Name' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(rowCount(page)).toHaveText('50 employees, sorted by Name ascending')
  await page.keyboard.press('Alt+Shift+ArrowRight')
  await expect(headers.nth(3)).toHaveText(/Name/)
  await expect(page).toHaveURL(/order=post%2Cfull_name|order=post,full_name/)

  // Down past the filter row to the first employee, then along the row and back.
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('End')
  await page.keyboard.press('Home')
  const firstRow = grid(page).getByRole('row').nth(2)
  await expect(firstRow.getByRole('gridcell').first()).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(firstRow.getByRole('button', { name: /^Hide details of/ })).toBeVisible()
  await page.keyboard.press('Space')
  await expect(page.getByText('1 selected')).toBeVisible()

  // A pointer drags the City header onto the first data column's place.
  const city = headers.filter({ hasText: 'City' })
  const target = await headers.nth(2).boundingBox()
  const from = await city.boundingBox()
  if (!target || !from) throw new Error('The headers have no box')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 - 12, from.y + from.height / 2, { steps: 3 })
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 })
  await expect(city).toHaveAttribute('data-dragging', 'true')
  await page.mouse.up()
  await expect(headers.nth(2)).toHaveText('City')
  await expect(page).toHaveURL(/order=city/)
})
