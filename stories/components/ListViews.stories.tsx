import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../.storybook/viewports'
import { withPadding } from './listTableSample'
import { PeopleCardsView, PeopleTableView, PeopleVirtualView } from './listViewSample'

// One headless hook (`useListView`) over the kit's list machines, three ways of drawing it.
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
    const table = await canvas.findByRole('table', { name: 'Users' })
    await expect(
      await within(table).findByRole('rowheader', { name: 'Amara Okafor' }),
    ).toBeVisible()
    await expect(canvas.getByText('Showing 1 to 10 of 57')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }))
    await expect(await canvas.findByText('Showing 11 to 20 of 57')).toBeVisible()
  },
}

/** The same machine and hook drawn as cards, 9 a page, with the same footer. */
export const CardGrid: Story = {
  render: () => <PeopleCardsView />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cards = await canvas.findByRole('list', { name: 'Users' })
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(9)
    await expect(within(cards).getByRole('article', { name: 'Amara Okafor' })).toBeVisible()
    await expect(canvas.getByText('Showing 1 to 9 of 57')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Showing 10 to 18 of 57')).toBeVisible()
    await expect(within(cards).queryByRole('article', { name: 'Amara Okafor' })).toBeNull()
  },
}

/** The cards on a phone: one column, nothing wider than the screen. */
export const CardGridPhone: Story = {
  render: () => <PeopleCardsView />,
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cards = await canvas.findByRole('list', { name: 'Users' })
    const [first, second] = within(cards).getAllByRole('listitem')
    if (!first || !second) throw new Error('Expected cards')
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom - 1,
    )
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** 100,000 rows through the windowed list machine: only what is on screen is in the page. */
export const VirtualTable: Story = {
  render: () => <PeopleVirtualView />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Users' })
    await expect(table).toHaveAttribute('aria-rowcount', '100001')
    await expect(
      await within(table).findByRole('rowheader', { name: 'Amara Okafor 1' }),
    ).toBeVisible()
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
export const VirtualTableSorted: Story = {
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
export const VirtualTablePhone: Story = {
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
