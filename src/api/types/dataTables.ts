// The data table's employee rows (SPEC §3) and the shapes of its calls (§7).

/** Status codes 1 to 5; SPEC §4 leaves their meaning to the UI. */
export const employeeStatusCodes = [1, 2, 3, 4, 5] as const
export type EmployeeStatus = (typeof employeeStatusCodes)[number]

export interface Employee {
  id: number
  /** Kept for responsive tables that key their expand control on it; empty in the sample data. */
  responsive_id: string
  /** Empty: the UI shows initials. */
  avatar: string
  full_name: string
  post: string
  email: string
  city: string
  /** YYYY-MM-DD */
  start_date: string
  /** Yearly salary in dollars. */
  salary: number
  age: number
  /** e.g. '3 Years' */
  experience: string
  status: EmployeeStatus
}

/** GET /api/datatables/initial-data. */
export interface DataTableInitialData {
  rows: Employee[]
}

/** SPEC §7's search and paging, and the sort and filters added beside them (README). */
export type DataTableQuery = Record<string, string | number | string[] | undefined> & {
  q?: string
  perPage?: number
  page?: number
}

/** GET /api/datatables/data; SPEC §7 names the page of rows `invoices`. */
export interface DataTablePage {
  /** Every row matching the search, before paging. */
  allData: Employee[]
  invoices: Employee[]
  total: number
}

/** Columns `GET /api/datatables/data` sorts by (every column of the row but its picture). */
export const employeeSortColumns = [
  'id',
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status',
] as const
export type EmployeeSortColumn = (typeof employeeSortColumns)[number]

/** Text columns filtered by "contains", case-insensitively. */
export const employeeTextFilters = ['full_name', 'post', 'email', 'city'] as const
/** Columns filtered by a range (`<column>Min` / `<column>Max`, both ends included). */
export const employeeRangeFilters = ['salary', 'age', 'start_date'] as const

/** The sizes the demo switch offers: the sample, or generated employees. */
export const dataTableSizes = [50, 10_000, 100_000] as const
export type DataTableSize = (typeof dataTableSizes)[number]

/** GET and POST /api/datatables/dataset. */
export interface DataTableDataset {
  size: DataTableSize
}

/** A window of rows (`offset` + `limit`): no `allData`, which could be 100,000 rows. */
export interface DataTableWindow {
  invoices: Employee[]
  total: number
}
