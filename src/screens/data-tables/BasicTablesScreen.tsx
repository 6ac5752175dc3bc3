import { PencilIcon, TrashIcon } from '@primer/octicons-react'
import { Heading, IconButton } from '@primer/react'
import { useTranslation } from 'react-i18next'
import './basicTables.css'

// A few rows to show the styles with; the names and figures are sample data, not words to translate.
const sampleRows = [
  { id: 1, name: 'Ava Thompson', post: 'Senior Accountant', city: 'Chicago', salary: 84520 },
  { id: 2, name: 'Mohammed Rahman', post: 'Software Engineer', city: 'Dhaka', salary: 61240 },
  { id: 3, name: 'Isla Murray', post: 'Marketing Coordinator', city: 'Glasgow', salary: 48310 },
  { id: 4, name: 'Tobias Becker', post: 'Data Analyst', city: 'Hamburg', salary: 67850 },
]

type Variant = 'striped' | 'bordered' | 'dense' | 'caption' | 'actions'
const variants: readonly Variant[] = ['striped', 'bordered', 'dense', 'caption', 'actions']

/** /tables/basic: Primer's static table styles — striped, bordered, dense, captioned, with actions. */
export function BasicTablesScreen() {
  const { t, i18n } = useTranslation()
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  })
  return (
    <div className="cea-basic-tables">
      <Heading as="h1" className="cea-basic-tables__title">
        {t('dataTables.tables.title')}
      </Heading>
      {variants.map((variant) => (
        <section key={variant}>
          <Heading as="h2" id={`cea-table-${variant}`} className="cea-basic-tables__heading">
            {t(`dataTables.tables.${variant}`)}
          </Heading>
          <div
            className="cea-basic-tables__box"
            role="region"
            aria-labelledby={`cea-table-${variant}`}
            // Focusable so a keyboard can scroll it sideways on a phone.
            tabIndex={0}
          >
            <table className={`cea-basic-table cea-basic-table--${variant}`}>
              {variant === 'caption' ? (
                <caption>{t('dataTables.tables.captionText')}</caption>
              ) : null}
              <thead>
                <tr>
                  <th scope="col">{t('dataTables.column.full_name')}</th>
                  <th scope="col">{t('dataTables.column.post')}</th>
                  <th scope="col">{t('dataTables.column.city')}</th>
                  <th scope="col" data-align="end">
                    {t('dataTables.column.salary')}
                  </th>
                  {variant === 'actions' ? (
                    <th scope="col">
                      <span className="cea-basic-tables__hidden">{t('dataTables.details')}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {sampleRows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.name}</th>
                    <td>{row.post}</td>
                    <td>{row.city}</td>
                    <td data-align="end">{money.format(row.salary)}</td>
                    {variant === 'actions' ? (
                      <td className="cea-basic-table__actions">
                        <IconButton
                          size="small"
                          variant="invisible"
                          icon={PencilIcon}
                          aria-label={t('dataTables.tables.edit', { name: row.name })}
                        />
                        <IconButton
                          size="small"
                          variant="invisible"
                          icon={TrashIcon}
                          aria-label={t('dataTables.tables.remove', { name: row.name })}
                        />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  )
}
