import { Button } from '@primer/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { PeopleListTable, peopleTableArgs, peopleTableSpies, withPadding } from '../listTableSample'

/** The "Clear filters" button of the Empty story. */
const onClearFilters = fn()

const meta = {
  title: 'Components/ListTable/States',
  component: PeopleListTable,
  args: {
    ...peopleTableArgs,
    ...peopleTableSpies(),
  },
  decorators: [withPadding],
} satisfies Meta<typeof PeopleListTable>

export default meta
type Story = StoryObj<typeof meta>

/** The first load: skeleton rows under the same headers, the table busy. */
export const Loading: Story = {
  args: { state: 'loading', rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'Users' })
    await expect(table).toHaveAttribute('aria-busy', 'true')
    await expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeVisible()
    // Each skeleton cell says it is loading in the table's words, not Primer's English.
    await expect(within(table).getAllByText('Loading rows').length).toBeGreaterThan(0)
    await expect(within(table).queryByText('Loading')).toBeNull()
    await expect(within(table).queryByRole('checkbox')).toBeNull()
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull()
    // The toolbar stays usable while the rows load.
    await expect(canvas.getByRole('textbox', { name: 'Search users' })).toBeEnabled()
  },
}

/** Loading again with the last rows at hand (a sort, another page): they stay, busy, and so do the pages. */
export const LoadingAnotherPage: Story = {
  args: { state: 'loading', page: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'Users' })
    await expect(table).toHaveAttribute('aria-busy', 'true')
    await expect(within(table).getByRole('rowheader', { name: 'Amara Okafor' })).toBeVisible()
    await expect(within(table).queryByText('Loading rows')).toBeNull()
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible()
    await expect(canvas.getByText('Showing 21 to 30 of 57')).toBeVisible()
  },
}

/** A refetch in place: the rows stay, dimmed, and the table says it is busy. */
export const Refreshing: Story = {
  args: { isRefreshing: true },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' })
    await expect(table).toHaveAttribute('aria-busy', 'true')
    await expect(within(table).getByRole('rowheader', { name: 'Amara Okafor' })).toBeVisible()
    // The rows stay usable.
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Amara Okafor' }))
    await expect(args.onToggleRow).toHaveBeenCalledWith(1)
  },
}

/** The list failed: the reason in words and Retry. */
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('The users could not be loaded.')
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** No rows match: the message and a way out. */
export const Empty: Story = {
  args: {
    state: 'empty',
    rows: [],
    total: 0,
    emptyAction: <Button onClick={onClearFilters}>Clear filters</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('No users match these filters')
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.getByRole('heading', { name: 'Users' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await expect(onClearFilters).toHaveBeenCalled()
  },
}

/** Named by `aria-label` when the page's heading already says what the list is. */
export const NamedByLabel: Story = {
  args: { title: undefined, 'aria-label': 'Users' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('table', { name: 'Users' })).toBeVisible()
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}

/** Loading on a phone: one column of skeleton across the width, nothing sideways. */
export const PhoneLoading: Story = {
  globals: phoneViewport,
  args: { state: 'loading', rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' })
    await expect(table).toHaveAttribute('aria-busy', 'true')
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
