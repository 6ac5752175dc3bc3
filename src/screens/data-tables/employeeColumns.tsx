import { Label } from '@primer/react'
import type { TFunction } from 'i18next'
import type { Employee } from '../../api/types/dataTables'
import { employeeStatusCodes } from '../../api/types/dataTables'
import type { DataGridColumn } from '../../components/data-grid/dataGridTypes'
import type { EmployeeFilters } from '../../machines/data-tables/employeeList'
import { RangeFilterFields, SetFilter, TextFilter } from './GridFilters'

type LabelVariant = 'success' | 'accent' | 'danger' | 'attention' | 'done'
const statusVariants: Record<number, LabelVariant> = {
  1: 'accent',
  2: 'success',
  3: 'danger',
  4: 'attention',
  5: 'done',
}

/** How the employee columns read: money and days through `Intl` in the page's language. */
export function employeeFormats(language: string) {
  const money = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  })
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
  return {
    salary: (row: Employee) => money.format(row.salary),
    startDate: (row: Employee) => day.format(new Date(`${row.start_date}T00:00:00Z`)),
  }
}

export type FilterSetter = <Name extends keyof EmployeeFilters & string>(
  name: Name,
  value: EmployeeFilters[Name],
) => void

/** The grid's columns: every field but the picture, each with its filter when `filters` given. */
export function employeeColumns(
  t: TFunction,
  language: string,
  filters?: { values: EmployeeFilters; set: FilterSetter },
): Array<DataGridColumn<Employee>> {
  const formats = employeeFormats(language)
  const header = (id: string) => t(`dataTables.column.${id}`)
  const text = (id: 'full_name' | 'post' | 'email' | 'city') =>
    filters ? (
      <TextFilter
        label={t('dataTables.filter.text', { column: header(id) })}
        value={filters.values[id]}
        onChange={(value) => filters.set(id, value)}
      />
    ) : undefined
  const range = (id: 'salary' | 'age' | 'start_date', type: 'number' | 'date') =>
    filters ? (
      <RangeFilterFields
        type={type}
        labels={{
          min: t('dataTables.filter.min', { column: header(id) }),
          max: t('dataTables.filter.max', { column: header(id) }),
        }}
        value={filters.values[id]}
        onChange={(value) => filters.set(id, value)}
      />
    ) : undefined
  const statusChoices = employeeStatusCodes.map((code) => ({
    value: String(code),
    label: t(`dataTables.status.${code}`),
  }))
  return [
    {
      id: 'full_name',
      header: header('full_name'),
      size: 200,
      isSortable: true,
      isRowHeader: true,
      cell: (row) => row.full_name,
      filter: text('full_name'),
    },
    {
      id: 'post',
      header: header('post'),
      size: 190,
      isSortable: true,
      cell: (row) => row.post,
      filter: text('post'),
    },
    {
      id: 'email',
      header: header('email'),
      size: 240,
      isSortable: true,
      cell: (row) => row.email,
      filter: text('email'),
    },
    {
      id: 'city',
      header: header('city'),
      size: 140,
      isSortable: true,
      cell: (row) => row.city,
      filter: text('city'),
    },
    {
      id: 'start_date',
      header: header('start_date'),
      size: 190,
      isSortable: true,
      cell: formats.startDate,
      filter: range('start_date', 'date'),
    },
    {
      id: 'salary',
      header: header('salary'),
      size: 170,
      align: 'end',
      isSortable: true,
      cell: formats.salary,
      filter: range('salary', 'number'),
    },
    {
      id: 'age',
      header: header('age'),
      size: 130,
      align: 'end',
      isSortable: true,
      cell: (row) => row.age,
      filter: range('age', 'number'),
    },
    {
      id: 'status',
      header: header('status'),
      size: 140,
      isSortable: true,
      cell: (row) => (
        <Label variant={statusVariants[row.status] ?? 'accent'}>
          {t(`dataTables.status.${row.status}`)}
        </Label>
      ),
      filter: filters ? (
        <SetFilter
          label={t('dataTables.filter.status')}
          summary={
            filters.values.status.length > 0
              ? t('dataTables.filter.statusCount', { count: filters.values.status.length })
              : t('dataTables.filter.any')
          }
          choices={statusChoices}
          value={filters.values.status}
          onChange={(value) => filters.set('status', value)}
        />
      ) : undefined,
    },
  ]
}

/** A row's text in an export, for a column id. */
export function exportValue(row: Employee, id: string, t: TFunction): string | number {
  switch (id) {
    case 'status':
      return t(`dataTables.status.${row.status}`)
    case 'start_date':
      return row.start_date
    default: {
      const value: unknown = Reflect.get(row, id)
      return typeof value === 'number' ? value : String(value ?? '')
    }
  }
}
