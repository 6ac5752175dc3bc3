import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { DataGrid } from '../../../src/components/data-grid/DataGrid'
import { DataGridColumnDrag } from '../../../src/components/data-grid/DataGridColumnDrag'
import { DataGridHeader } from '../../../src/components/data-grid/DataGridHeader'
import { DataGridRowView } from '../../../src/components/data-grid/DataGridRow'
import type { DataGridColumn, DataGridSort } from '../../../src/components/data-grid/dataGridTypes'
import type { ListTableState } from '../../../src/components/list-table/listTableTypes'
import { useGridLabels } from '../../../src/screens/data-tables/gridScreenParts'

interface City {
  id: number
  name: string
  country: string
  population: number
}

const cities: readonly City[] = [
  { id: 1, name: 'Lagos', country: 'Nigeria', population: 15_388_000 },
  { id: 2, name: 'Lisbon', country: 'Portugal', population: 545_000 },
  { id: 3, name: 'Lyon', country: 'France', population: 522_000 },
  { id: 4, name: 'Leipzig', country: 'Germany', population: 616_000 },
]

const columns: ReadonlyArray<DataGridColumn<City>> = [
  { id: 'name', header: 'City', cell: (city) => city.name, isRowHeader: true, isSortable: true },
  { id: 'country', header: 'Country', cell: (city) => city.country },
  {
    id: 'population',
    header: 'Population',
    cell: (city) => new Intl.NumberFormat('en').format(city.population),
    align: 'end',
  },
]

interface SampleGridProps {
  /** The grid's face: rows, loading, failed or none. */
  state: ListTableState
  /** A header asked to sort (the sample keeps the rows' order). */
  onSort: (columnId: string, isMulti: boolean) => void
}

const noSort: DataGridSort = []

/** The grid over four sample cities, with selection and open rows kept in the story. */
function SampleGrid({ state, onSort }: SampleGridProps) {
  // The data tables' words, the list's own messages about cities.
  const labels = {
    ...useGridLabels(),
    error: 'The cities could not be loaded.',
    empty: 'No cities match.',
  }
  const [selected, setSelected] = useState<readonly number[]>([])
  const [expanded, setExpanded] = useState<readonly number[]>([])
  const toggle = (list: readonly number[], id: number) =>
    list.includes(id) ? list.filter((other) => other !== id) : [...list, id]
  return (
    <div style={{ padding: 16, height: 360 }}>
      <DataGrid<City>
        label="Cities"
        columns={columns}
        total={cities.length}
        rowAt={(index) => cities[index]}
        state={state}
        sorting={noSort}
        onSort={onSort}
        hidden={[]}
        pinned={[]}
        order={[]}
        density="normal"
        isSelected={(id) => selected.includes(id)}
        onToggleRow={(id) => setSelected((list) => toggle(list, id))}
        onToggleRows={(ids) => setSelected(ids)}
        expanded={expanded}
        onToggleExpanded={(id) => setExpanded((list) => toggle(list, id))}
        renderDetails={(city) => <p>{`${city.name} is in ${city.country}.`}</p>}
        rowName={(city) => city.name}
        labels={labels}
        onRetry={fn()}
      />
    </div>
  )
}
// The docs page's first props tab: the story's own controls (a built Storybook minifies names).
SampleGrid.displayName = 'Story controls'

const meta = {
  title: 'Components/DataGrid',
  component: SampleGrid,
  subcomponents: { DataGrid, DataGridHeader, DataGridRowView, DataGridColumnDrag },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A grid of any length (100,000 rows) on TanStack Table and TanStack Virtual with Primer's table look: only the rows on screen are in the page, the server sorts and filters; columns resize, pin, hide and move (by keyboard or drag); rows select and open to show details. The grid pattern: one tab stop, arrows between cells, Enter sorts a header or opens a row, Space selects it.\n\n**Use it** for large, dense data (the Data tables area's grid drives it from a windowed list machine). **Do** name it (`label`) and give each row a name (`rowName`) for its controls. **Don't** use it for a short paged list: `ListTable` is simpler and prints. The stories draw it over four sample cities; the screen's stories (Screens/Data tables/Grid) show 100,000 rows.",
      },
    },
  },
  args: { state: 'populated', onSort: fn() },
} satisfies Meta<typeof SampleGrid>

export default meta
type Story = StoryObj<typeof meta>

/** A named grid: a row is selected by its checkbox and opened to show its details. */
export const SelectAndOpen: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Cities' })
    await expect(within(grid).getByRole('rowheader', { name: 'Lisbon' })).toBeVisible()
    const select = within(grid).getByRole('checkbox', { name: 'Select Lisbon' })
    await userEvent.click(select)
    await waitFor(() => expect(select).toBeChecked())
    await userEvent.click(within(grid).getByRole('button', { name: 'Show details of Lisbon' }))
    await expect(await within(grid).findByText('Lisbon is in Portugal.')).toBeVisible()
  },
}

/** Loading failed: the reason and Try again, where the rows would be. */
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The cities could not be loaded.',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
