import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { ListVirtualTable } from '../../../src/components/list-virtual/ListVirtualTable'
import { VirtualTableHeader } from '../../../src/components/list-virtual/VirtualTableHeader'
import { withPadding } from '../listTableSample'
import { PeopleVirtualView } from '../listViewSample'

// Drawn from a list machine over sample people through `useListView` (../listViewSample.tsx).
const meta = {
  title: 'Components/ListVirtualTable',
  component: PeopleVirtualView,
  subcomponents: { ListVirtualTable, VirtualTableHeader },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A table of any length that keeps only the rows on screen in the page, reading them by windows from a windowed list machine; rows say where they are (`aria-rowindex`) and the header sorts.\n\n**Use it** for thousands of rows or more. **Do** give it a fixed height (it scrolls inside its box). **Don't** use it for a few pages of rows: `ListTable` pages them and prints better. Its header is a part (props below).",
      },
    },
  },
  decorators: [withPadding],
} satisfies Meta<typeof PeopleVirtualView>

export default meta
type Story = StoryObj<typeof meta>

/** 100,000 rows through the windowed list machine: only what is on screen is in the page. */
export const HundredThousandRows: Story = {
  render: () => <PeopleVirtualView />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The skeleton's table gives way to the rows' own: the table is looked up once they show.
    await expect(await canvas.findByRole('rowheader', { name: 'Amara Okafor 1' })).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Users' })
    await expect(table).toHaveAttribute('aria-rowcount', '100001')
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60)
    // Scrolled to the end: the last rows load in their window and say where they are.
    const scroller = canvas.getByRole('region', { name: 'Users' })
    scroller.scrollTop = scroller.scrollHeight
    const last = await within(table).findByRole('rowheader', { name: /100000$/ })
    await expect(last.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '100001')
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'))
  },
}

/** A sort asked for from the virtual table's header goes to the machine and back. */
export const Sorted: Story = {
  render: () => <PeopleVirtualView />,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Users' })
    const header = within(table).getByRole('columnheader', { name: 'Name' })
    await expect(header).not.toHaveAttribute('aria-sort')
    await userEvent.click(within(header).getByRole('button', { name: 'Name' }))
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'))
    await userEvent.click(within(header).getByRole('button', { name: 'Name' }))
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'))
  },
}

/** The virtual table on a phone scrolls inside its box; the page does not scroll sideways. */
export const Phone: Story = {
  render: () => <PeopleVirtualView />,
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Users' })
    await expect(
      await within(table).findByRole('rowheader', { name: 'Amara Okafor 1' }),
    ).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
