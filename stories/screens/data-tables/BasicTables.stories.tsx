import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { BasicDataTableScreen } from '../../../src/screens/data-tables/BasicDataTableScreen'
import { BasicTablesScreen } from '../../../src/screens/data-tables/BasicTablesScreen'
import { expectNoSidewaysPage, findGridWithRows, openAt, shownNames } from './dataTablesStory'

const meta = {
  title: 'Screens/Data tables/Basic',
  render: () => (
    <div style={{ padding: 16 }}>
      <BasicDataTableScreen searchDelayMs={0} />
    </div>
  ),
  parameters: openAt('/datatables/basic'),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Ten a page; a row picked on page 1 stays picked on page 2, and the bulk action is offered. */
export const PagedWithSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await findGridWithRows(canvas)
    await expect(shownNames(grid)).toHaveLength(10)
    await expect(canvas.getByText('Showing 1 to 10 of 50')).toBeVisible()
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Select Ava Thompson' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }))
    await expect(await canvas.findByText('Showing 11 to 20 of 50')).toBeVisible()
    await expect(canvas.getByText('1 selected')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Export selected' })).toBeVisible()
  },
}

/** A search narrows the pages; a header sorts. */
export const SearchedAndSorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findGridWithRows(canvas)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search employees' }), 'engineer')
    await expect(await canvas.findByText('Showing 1 to 6 of 6')).toBeVisible()
    const grid = canvas.getByRole('grid', { name: 'Employees' })
    await userEvent.click(within(grid).getByRole('button', { name: 'Salary' }))
    await expect(within(grid).getByRole('columnheader', { name: /Salary/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
  },
}

/** Primer's static table styles, each in a box that scrolls sideways on its own on a phone. */
export const StaticTables: Story = {
  render: () => <BasicTablesScreen />,
  parameters: openAt('/tables/basic'),
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('table')).toHaveLength(5)
    await expect(
      canvas.getByRole('table', { name: 'Employees who started this year' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Edit Ava Thompson' })).toBeVisible()
    await expectNoSidewaysPage()
  },
}
