import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataGrid } from '../../../components/data-grid/DataGrid'
import type { DataGridColumn, DataGridSort } from '../../../components/data-grid/dataGridTypes'
import { selectColumnId } from '../../../components/data-grid/useDataGridTable'
import { useGridLabels } from '../../data-tables/gridScreenParts'

// The grid (TanStack Table and Virtual, loaded with this card only) over six cities: two narrow
// columns and no selection column, so it fits the narrowest card; a row opens to show its
// population.

interface SampleCity {
  id: number
  name: string
  /** ISO 3166 region code, named in the page's language. */
  region: string
  population: number
}

const city = (id: number, name: string, region: string, population: number): SampleCity => ({
  id,
  name,
  region,
  population,
})

const cities: readonly SampleCity[] = [
  city(1, 'Accra', 'GH', 2_557_000),
  city(2, 'Bergen', 'NO', 289_000),
  city(3, 'Curitiba', 'BR', 1_773_000),
  city(4, 'Dakar', 'SN', 1_438_000),
  city(5, 'Esbjerg', 'DK', 72_000),
  city(6, 'Fez', 'MA', 1_256_000),
]

const toggled = (list: readonly number[], id: number) =>
  list.includes(id) ? list.filter((other) => other !== id) : [...list, id]

export function DataGridSample() {
  const { t, i18n } = useTranslation()
  const labels = useGridLabels()
  const [sorting, setSorting] = useState<DataGridSort>([])
  const [expanded, setExpanded] = useState<readonly number[]>([])
  const regionName = new Intl.DisplayNames([i18n.language], { type: 'region' })
  const number = new Intl.NumberFormat(i18n.language)
  const desc = sorting[0]?.desc ?? false
  const rows = sorting.length
    ? [...cities].sort((a, b) => a.name.localeCompare(b.name) * (desc ? -1 : 1))
    : cities
  const columns: ReadonlyArray<DataGridColumn<SampleCity>> = [
    {
      id: 'name',
      header: t('componentsIndex.samples.cityLabel'),
      cell: (city) => city.name,
      size: 80,
      isRowHeader: true,
      isSortable: true,
    },
    {
      id: 'region',
      header: t('componentsIndex.samples.country'),
      size: 80,
      cell: (city) => regionName.of(city.region) ?? city.region,
    },
  ]
  return (
    <div className="cea-components-index__stage">
      <DataGrid<SampleCity>
        label={t('componentsIndex.samples.cities')}
        columns={columns}
        total={rows.length}
        rowAt={(index) => rows[index]}
        state="populated"
        sorting={sorting}
        onSort={() => setSorting([{ id: 'name', desc: sorting.length > 0 && !desc }])}
        hidden={[selectColumnId]}
        pinned={[]}
        order={[]}
        density="condensed"
        isSelected={() => false}
        onToggleRow={() => undefined}
        onToggleRows={() => undefined}
        expanded={expanded}
        onToggleExpanded={(id) => setExpanded((list) => toggled(list, id))}
        renderDetails={(city) => (
          <p>
            {t('componentsIndex.samples.population', { value: number.format(city.population) })}
          </p>
        )}
        rowName={(city) => city.name}
        labels={labels}
        onRetry={() => undefined}
      />
    </div>
  )
}
