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

export interface DataTableQuery {
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
