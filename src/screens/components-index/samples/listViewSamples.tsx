import { Text } from '@primer/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SortDirection } from '../../../api/types/common'
import { ListCardGrid } from '../../../components/list-grid/ListCardGrid'
import { ListTable } from '../../../components/list-table/ListTable'
import type { ListTableColumn } from '../../../components/list-table/listTableTypes'
import { listTableLabels } from '../../list/listTableLabels'
import { type SamplePerson, samplePeople } from './sampleData'

// A list of twelve sample people, paged here: as a table (rows as cards in a narrow card) and as
// a grid of cards, both with the list's footer.

const area = 'componentsIndex.samples'

/** The list's page of people, its paging state and its words. */
function useSampleList(firstPerPage: number) {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(1)
  const [perPage, setPerPage] = useState(firstPerPage)
  const labels = listTableLabels(t, area, {
    isFiltered: false,
    failure: null,
    language: i18n.language,
  })
  const paging = {
    page,
    perPage,
    total: samplePeople.length,
    perPageChoices: [firstPerPage, samplePeople.length],
    onPage: setPage,
    onPerPage: (next: number) => {
      setPerPage(next)
      setPage(1)
    },
  }
  const pageOf = (rows: readonly SamplePerson[]) => rows.slice((page - 1) * perPage, page * perPage)
  return { t, labels, paging, pageOf }
}

export function ListTableSample() {
  const { t, labels, paging, pageOf } = useSampleList(4)
  const [sort, setSort] = useState<SortDirection>('asc')
  const sorted = [...samplePeople].sort(
    (a, b) => a.name.localeCompare(b.name) * (sort === 'asc' ? 1 : -1),
  )
  const columns: ListTableColumn<SamplePerson>[] = [
    {
      id: 'name',
      header: t(`${area}.column.name`),
      field: 'name',
      isSortable: true,
      isRowHeader: true,
      stacked: 'title',
    },
    {
      id: 'role',
      header: t(`${area}.column.role`),
      stacked: 'secondary',
      renderCell: (row) => t(`navbar.user.roles.${row.role}`),
    },
  ]
  return (
    <div className="cea-components-index__stage">
      <ListTable<SamplePerson>
        aria-label={t(`${area}.people`)}
        rows={pageOf(sorted)}
        columns={columns}
        labels={labels}
        state="populated"
        rowLabel={(row) => row.name}
        sortColumn="name"
        sort={sort}
        onSort={(_, direction) => setSort(direction)}
        {...paging}
      />
    </div>
  )
}

export function ListCardGridSample() {
  const { t, labels, paging, pageOf } = useSampleList(4)
  return (
    <div className="cea-components-index__stage">
      <ListCardGrid<SamplePerson>
        aria-label={t(`${area}.people`)}
        rows={pageOf(samplePeople)}
        labels={{ ...labels, pagination: t(`${area}.cardPages`) }}
        state="populated"
        layout="list"
        renderCard={(row) => (
          <article aria-label={row.name} className="cea-components-index__person">
            <Text as="p" weight="semibold">
              {row.name}
            </Text>
            <Text as="p" size="small">
              {t(`navbar.user.roles.${row.role}`)}
            </Text>
          </article>
        )}
        {...paging}
      />
    </div>
  )
}
