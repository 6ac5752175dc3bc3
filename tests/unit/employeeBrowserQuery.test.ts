// The grid's client-side mode must answer what the back end would: each case is a grid view as
// the URL holds it, run by the browser's query and by the back end's query function (through the
// call's own query string) over the 50-row sample, both windows compared row for row.
import { describe, expect, it } from 'vitest'
import { toQueryString } from '../../src/api/http'
import { createEmployees } from '../../src/fixtures/dataTables'
import { queryEmployeesInBrowser } from '../../src/machines/data-tables/employeeBrowserQuery'
import { employeeListShape, employeeQuery } from '../../src/machines/data-tables/employeeList'
import { paramsFromSearch } from '../../src/machines/list/listParams'
import type { ListWindow } from '../../src/machines/list/windowedListMachine'
import { pinnedReferenceDay } from '../../src/mocks/db/instance'
import {
  employeeListNames,
  employeeQuery as backEndQuery,
  queryEmployees,
} from '../../src/mocks/handlers/dataTables/employeeQuery'
import { readQuery } from '../../src/mocks/http/input'

const sample = createEmployees(pinnedReferenceDay)
const wholeSample: ListWindow = { offset: 0, limit: 100 }

const cases: Array<[view: string, window?: ListWindow]> = [
  [''],
  ['sortColumn=full_name'],
  ['sortColumn=full_name&sort=desc'],
  ['sortColumn=post'],
  ['sortColumn=email&sort=desc'],
  ['sortColumn=city'],
  ['sortColumn=city&sort=desc'],
  ['sortColumn=start_date'],
  ['sortColumn=salary&sort=desc'],
  ['sortColumn=age'],
  ['sortColumn=experience&sort=desc'],
  ['sortColumn=status'],
  ['sortColumn=status&sort=desc'],
  ['sortColumn=status&thenBy=age:desc'],
  ['sortColumn=status&sort=desc&thenBy=city:asc,salary:desc'],
  ['sortColumn=age&thenBy=age:desc,status:asc'],
  ['sortColumn=city&thenBy=full_name:desc', { offset: 10, limit: 15 }],
  ['q=an'],
  ['q=  MANAGER  &sortColumn=salary'],
  ['q=45'],
  ['q=20'],
  ['q=nobody-matches-this'],
  ['full_name=an&post=engineer'],
  ['email=GMAIL&city=s'],
  ['salaryMin=50000&salaryMax=80000&sortColumn=salary'],
  ['ageMin=30&ageMax=40&sortColumn=age&sort=desc'],
  ['start_dateMin=2022-01-01&sortColumn=start_date'],
  ['start_dateMax=2023-06-30&start_dateMin=2020-01-01'],
  ['status=1&status=3&sortColumn=full_name'],
  ['status=5&q=a&ageMin=25&sortColumn=city&thenBy=salary:desc'],
  ['sortColumn=salary', { offset: 40, limit: 20 }],
  ['', { offset: 60, limit: 10 }],
]

function backEndAnswer(query: Record<string, string | number | string[]>, window: ListWindow) {
  const url = new URL(`http://test/api/datatables/data${toQueryString({ ...query, ...window })}`)
  return queryEmployees(sample, readQuery(url, backEndQuery, employeeListNames))
}

describe('the grid query in the browser (the 50-row sample)', () => {
  it.each(cases)('answers %s as the back end does', (view, window = wholeSample) => {
    const query = employeeQuery(paramsFromSearch(new URLSearchParams(view), employeeListShape))
    const inBrowser = queryEmployeesInBrowser(sample, query, window)
    const backEnd = backEndAnswer(query, window)
    expect(inBrowser.total).toBe(backEnd.total)
    expect(inBrowser.rows.map((row) => row.id)).toEqual(backEnd.rows.map((row) => row.id))
  })

  it('is a real comparison: the cases narrow and reorder the sample', () => {
    const query = (view: string) =>
      employeeQuery(paramsFromSearch(new URLSearchParams(view), employeeListShape))
    const unsorted = queryEmployeesInBrowser(sample, query(''), wholeSample)
    expect(unsorted.total).toBe(50)
    const bySalary = queryEmployeesInBrowser(sample, query('sortColumn=salary&sort=desc'), {
      offset: 0,
      limit: 50,
    })
    const salaries = bySalary.rows.map((row) => row.salary)
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a))
    expect(bySalary.rows.map((row) => row.id)).not.toEqual(unsorted.rows.map((row) => row.id))
    expect(queryEmployeesInBrowser(sample, query('status=2'), wholeSample).total).toBeLessThan(50)
  })
})
