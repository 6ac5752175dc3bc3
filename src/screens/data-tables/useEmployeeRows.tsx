import { useSelector } from '@xstate/react'
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

/** What both employee tables give the grid about rows: selection and details from the view machine. */
export function useEmployeeRows(viewActor: ActorRefFrom<typeof gridViewMachine>): RowProps {
  const selection = useSelector(viewActor, (snapshot) => snapshot.context.view.selection)
  const expanded = useSelector(viewActor, (snapshot) => snapshot.context.expanded)
  return {
    isSelected: (id) => isRowSelected(selection, id),
    onToggleRow: (id) => viewActor.send({ type: 'row.toggle', id }),
    onToggleRows: (ids) => viewActor.send({ type: 'rows.toggle', ids }),
    expanded,
    onToggleExpanded: (id) => viewActor.send({ type: 'row.expand', id }),
    renderDetails: (row) => <EmployeeDetails row={row} />,
    rowName: (row) => row.full_name,
    labels: useGridLabels(),
  }
}
