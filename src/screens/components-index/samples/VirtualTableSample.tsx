import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SortDirection } from '../../../api/types/common'
import type { ListTableColumn } from '../../../components/list-table/listTableTypes'
import { ListVirtualTable } from '../../../components/list-virtual/ListVirtualTable'
import { listTableLabels } from '../../list/listTableLabels'
import { generatedOrders, type SampleOrder } from './recordSampleData'

// Five hundred generated orders in a box that scrolls inside the card: only the rows on screen
// are in the page. Sorting by number turns the list around.

const area = 'componentsIndex.samples'

export function ListVirtualTableSample() {
  const { t, i18n } = useTranslation()
  const [sort, setSort] = useState<SortDirection>('asc')
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' })
  const number = new Intl.NumberFormat(i18n.language, { useGrouping: false })
  const labels = listTableLabels(t, area, {
    isFiltered: false,
    failure: null,
    language: i18n.language,
  })
  const columns: ListTableColumn<SampleOrder>[] = [
    {
      id: 'id',
      header: t(`${area}.orderNumber`),
      width: 'auto',
      isSortable: true,
      isRowHeader: true,
      renderCell: (order) => `#${number.format(order.id)}`,
    },
    {
      id: 'amount',
      header: t(`${area}.orderAmount`),
      width: 'auto',
      align: 'end',
      renderCell: (order) => money.format(order.amountMinor / 100),
    },
  ]
  const last = generatedOrders.length - 1
  return (
    <div className="cea-components-index__stage cea-components-index__virtual">
      <ListVirtualTable<SampleOrder>
        aria-label={t(`${area}.orders`)}
        columns={columns}
        total={generatedOrders.length}
        rowAt={(index) => generatedOrders[sort === 'asc' ? index : last - index]}
        onShow={() => undefined}
        state="populated"
        labels={labels}
        sortColumn="id"
        sort={sort}
        onSort={(_, direction) => setSort(direction)}
      />
    </div>
  )
}
