// The grid's view and query in the URL, and the CSV export of the current view.
import { describe, expect, it } from 'vitest'
import { buildEmployee } from '../../src/fixtures/dataTables'
import { employeeListShape, employeeQuery } from '../../src/machines/data-tables/employeeList'
import { defusedCell, rowsToCsv } from '../../src/machines/data-tables/gridExport'
import {
  defaultGridView,
  type GridView,
  gridViewFromSearch,
  isRowSelected,
  movedColumn,
  searchWithGridView,
  selectedCount,
  toggleRow,
  toggleRows,
} from '../../src/machines/data-tables/gridView'
import { paramsFromSearch, searchFromParams } from '../../src/machines/list/listParams'

const columns = ['full_name', 'post', 'email', 'city', 'salary', 'status']

describe('the grid view in the URL', () => {
  it('writes nothing for the default view and reads the defaults from an empty query', () => {
    expect(searchWithGridView(new URLSearchParams(), defaultGridView).toString()).toBe('')
    expect(gridViewFromSearch(new URLSearchParams(), columns)).toEqual(defaultGridView)
  })

  it('round-trips columns, density and both kinds of selection, keeping other keys', () => {
    const views: GridView[] = [
      {
        hidden: ['city', 'email'],
        pinned: ['full_name'],
        order: ['salary', 'full_name', 'post', 'email', 'city', 'status'],
        density: 'condensed',
        selection: { kind: 'some', ids: [4, 17, 99_000] },
      },
      { ...defaultGridView, selection: { kind: 'allMatching', except: [3, 5] } },
      { ...defaultGridView, selection: { kind: 'allMatching', except: [] } },
    ]
    for (const view of views) {
      const search = searchWithGridView(new URLSearchParams('q=ann&sortColumn=salary'), view)
      expect(search.get('q')).toBe('ann')
      expect(gridViewFromSearch(new URLSearchParams(search.toString()), columns)).toEqual(view)
    }
  })

  it('drops unknown columns, bad ids and densities from a hand-made link', () => {
    const view = gridViewFromSearch(
      new URLSearchParams('hide=city,avatar,city&density=huge&selected=3,x,-2,0,3'),
      columns,
    )
    expect(view).toEqual({
      ...defaultGridView,
      hidden: ['city'],
      selection: { kind: 'some', ids: [3] },
    })
  })

  it('maps the query (sort, then-by keys, ranges, status set) to the URL and the call', () => {
    const params = {
      ...employeeListShape.defaults,
      q: 'eng',
      sortColumn: 'salary',
      sort: 'desc' as const,
      filters: {
        ...employeeListShape.defaults.filters,
        status: ['3', '1'],
        salary: { min: '50000', max: '' },
        thenBy: 'age:asc,city:desc',
      },
    }
    const search = searchFromParams(params, employeeListShape.defaults)
    expect(search.toString()).toBe(
      'q=eng&salaryMin=50000&status=1&status=3&thenBy=age%3Aasc%2Ccity%3Adesc&sortColumn=salary&sort=desc',
    )
    expect(paramsFromSearch(search, employeeListShape)).toEqual({
      ...params,
      filters: { ...params.filters, status: ['1', '3'] },
    })
    expect(employeeQuery(params)).toEqual({
      q: 'eng',
      sort: 'desc',
      sortColumn: 'salary',
      salaryMin: '50000',
      status: ['1', '3'],
      thenBy: ['age:asc', 'city:desc'],
    })
  })
})

describe('the selection', () => {
  it('counts picked rows, or every match but the ones taken out', () => {
    let selection = toggleRow({ kind: 'some', ids: [] }, 7)
    selection = toggleRows(selection, [7, 8, 9])
    expect(selectedCount(selection, 100)).toBe(3)
    expect(toggleRows(selection, [7, 8, 9])).toEqual({ kind: 'some', ids: [] })
    const all = toggleRow({ kind: 'allMatching', except: [] }, 5)
    expect(isRowSelected(all, 5)).toBe(false)
    expect(isRowSelected(all, 6)).toBe(true)
    expect(selectedCount(all, 20_000)).toBe(19_999)
  })

  it('moves a column one place, never past either end', () => {
    expect(movedColumn(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c'])
    expect(movedColumn(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c'])
  })
})

describe('CSV export', () => {
  it('defuses cells a spreadsheet would run as formulas, and only text cells', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x'])
      expect(defusedCell(text)).toBe(`'${text}`)
    expect(defusedCell('Ann = Bob')).toBe('Ann = Bob')
    expect(defusedCell(-5)).toBe('-5')
  })

  it('quotes commas, quotes and line breaks; CRLF lines after a BOM', () => {
    const rows = [
      buildEmployee({ id: 1, full_name: 'Ann "A" Lee', city: 'Leeds, UK' }),
      buildEmployee({ id: 2, full_name: '=HYPERLINK("x")', city: 'Line\nbreak' }),
    ]
    const csv = rowsToCsv(
      [
        { header: 'Name', value: (row) => row.full_name },
        { header: 'City', value: (row) => row.city },
        { header: 'Salary', value: (row) => row.salary },
      ],
      rows,
    )
    expect(csv).toBe(
      '\uFEFFName,City,Salary\r\n"Ann ""A"" Lee","Leeds, UK",64000\r\n"\'=HYPERLINK(""x"")","Line\nbreak",64000\r\n',
    )
  })
})
