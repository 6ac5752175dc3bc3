import { useTranslation } from 'react-i18next'
import type { Employee } from '../../api/types/dataTables'
import { employeeFormats } from './employeeColumns'

/** An opened row: every field of the employee, as a description list. */
export function EmployeeDetails({ row }: { row: Employee }) {
  const { t, i18n } = useTranslation()
  const formats = employeeFormats(i18n.language)
  const fields: Array<[string, string | number]> = [
    ['full_name', row.full_name],
    ['email', row.email],
    ['post', row.post],
    ['city', row.city],
    ['start_date', formats.startDate(row)],
    ['experience', row.experience],
    ['salary', formats.salary(row)],
    ['age', row.age],
    ['status', t(`dataTables.status.${row.status}`)],
  ]
  return (
    <dl className="cea-grid-details">
      {fields.map(([id, value]) => (
        <div key={id}>
          <dt>{t(`dataTables.column.${id}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
