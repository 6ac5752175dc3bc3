import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { Employee } from '../../api/types/dataTables'
import type { DataGridProps } from '../../components/data-grid/dataGridTypes'
import { isRowSelected } from '../../machines/data-tables/gridView'
import type { gridViewMachine } from '../../machines/data-tables/gridViewMachine'
import { EmployeeDetails } from './EmployeeDetails'
import { useGridLabels } from './gridScreenParts'

type RowProps = Pick<
  DataGridProps<Employee>,
  | 'isSelected'
  | 'onToggleRow'
  | 'onToggleRows'
  | 'expanded'
  | 'onToggleExpanded'
  | 'renderDetails'
  | 'rowName'
  | 'labels'
>

const renderDetails = (row: Employee) => <EmployeeDetails row={row} />
const rowName = (row: Employee) => row.full_name

/**
 * What both employee tables give the grid about rows: selection and details from the view
 * machine. The same functions while the selection is (the grid's rows are drawn again only when
 * what they show changes).
 */
export function useEmployeeRows(viewActor: ActorRefFrom<typeof gridViewMachine>): RowProps {
  const selection = useSelector(viewActor, (snapshot) => snapshot.context.view.selection)
  const expanded = useSelector(viewActor, (snapshot) => snapshot.context.expanded)
  const labels = useGridLabels()
  const handlers = useMemo(
    () =>
      ({
        onToggleRow: (id) => viewActor.send({ type: 'row.toggle', id }),
        onToggleRows: (ids) => viewActor.send({ type: 'rows.toggle', ids }),
        onToggleExpanded: (id) => viewActor.send({ type: 'row.expand', id }),
      }) satisfies Partial<RowProps>,
    [viewActor],
  )
  const isSelected = useMemo(() => (id: number) => isRowSelected(selection, id), [selection])
  return { ...handlers, isSelected, expanded, renderDetails, rowName, labels }
}
