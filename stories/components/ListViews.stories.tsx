import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { withPadding } from './listTableSample'
import { PeopleTableView } from './listViewSample'

// One headless hook (`useListView`) over the kit's list machines, three ways of drawing it: the
// table here; the card grid and the virtual table on their own docs pages (list-grid/,
// list-virtual/).
const meta = {
  title: 'Components/List views',
  decorators: [withPadding],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The paged list machine through `useListView`, drawn by the Primer table: sort and pages work. */
export const Table: Story = {
  render: () => <PeopleTableView />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The skeleton's table gives way to the rows' own: the table is looked up once they show.
    await expect(await canvas.findByRole('rowheader', { name: 'Amara Okafor' })).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Users' })
    await expect(within(table).getAllByRole('row')).toHaveLength(11)
    await expect(canvas.getByText('Showing 1 to 10 of 57')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }))
    await expect(await canvas.findByText('Showing 11 to 20 of 57')).toBeVisible()
  },
}
