import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { dataTablesScenarios } from '../../../src/mocks/handlers/dataTables'
import { EmployeeGridScreen } from '../../../src/screens/data-tables/EmployeeGridScreen'
import {
  countedDataCalls,
  expectNoSidewaysPage,
  failingDatasetSwitch,
  findGridWithRows,
  openAt,
  shownNames,
  sizedData,
} from './dataTablesStory'

const path = '/datatables/advance'

const meta = {
  title: 'Screens/Data tables/Grid',
  component: EmployeeGridScreen,
  args: { searchDelayMs: 0 },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <EmployeeGridScreen {...args} />
    </div>
  ),
  parameters: openAt(path),
} satisfies Meta<typeof EmployeeGridScreen>

export default meta
type Story = StoryObj<typeof meta>

const dataCalls = countedDataCalls()

/**
 * The 50-row sample, in the browser: every column, a status label, money and days through Intl;
 * a sort re-orders the rows at once, with no call to the back end.
 */
export const FiftyRows: Story = {
  parameters: { ...openAt(path), ...dataCalls.parameters },
  beforeEach: () => dataCalls.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await findGridWithRows(canvas)
    await expect(grid).toHaveAttribute('aria-rowcount', '52')
    await expect(await canvas.findByText('50 employees, not sorted')).toBeVisible()
    await expect(within(grid).getByRole('rowheader', { name: 'Ava Thompson' })).toBeVisible()
    await expect(within(grid).getByText('$84,520')).toBeVisible()
    await expect(
      await canvas.findByText(/sorted, filtered and searched in your browser/),
    ).toBeVisible()
    const callsBefore = dataCalls.count()
    await expect(callsBefore).toBeGreaterThan(0)
    await userEvent.click(within(grid).getByRole('button', { name: 'Salary' }))
    // Already drawn when the click returns: no loading step in between.
    await expect(canvas.getByText('50 employees, sorted by Salary ascending')).toBeVisible()
    await expect(shownNames(grid).slice(0, 2)).toEqual(['Mateus Oliveira', 'Tendai Moyo'])
    await userEvent.click(within(grid).getByRole('button', { name: 'Salary' }))
    await expect(shownNames(grid)[0]).toBe('George Whitfield')
    await expect(dataCalls.count()).toBe(callsBefore)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { dataTables: dataTablesScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await canvas.findByRole('grid', { name: 'Employees' })
    await expect(grid).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByText('Loading employees')).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { dataTables: dataTablesScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No employees match.')).toBeVisible()
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: { dataTables: dataTablesScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The employees could not be loaded.',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** 100,000 rows: few in the page; the last ones load when scrolled to. */
export const HundredThousandRows: Story = {
  parameters: sizedData(100_000),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await findGridWithRows(canvas)
    await expect(grid).toHaveAttribute('aria-rowcount', '100002')
    await expect(within(grid).getAllByRole('row').length).toBeLessThanOrEqual(62)
    const box = canvas.getByRole('region', { name: 'Employees' })
    box.scrollTop = box.scrollHeight
    await waitFor(() =>
      expect(grid.querySelector('[aria-rowindex="100002"] [role="rowheader"]')).not.toBeNull(),
    )
    await expect(within(grid).getAllByRole('row').length).toBeLessThanOrEqual(62)
  },
}

const flakySwitch = failingDatasetSwitch()

/** The demo switch fails: a notice says so in words, the rows stay, and Try again switches. */
export const DatasetSwitchFailed: Story = {
  parameters: { ...openAt(path), ...flakySwitch.parameters },
  beforeEach: () => flakySwitch.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findGridWithRows(canvas)
    await expect(await canvas.findByText('50 employees, not sorted')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '10,000' }))
    await expect(
      await canvas.findByText(
        'The demo data could not be switched to 10,000 rows. The table still shows the rows it had.',
      ),
    ).toBeVisible()
    await expect(canvas.getByText('50 employees, not sorted')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByText('10,000 employees, not sorted')).toBeVisible()
    await expect(canvas.queryByText(/could not be switched/)).toBeNull()
  },
}

/** A link with filters and a sort: the rows match, the header says the sort. */
export const Filtered: Story = {
  parameters: openAt(path, '?status=3&salaryMin=50000&sortColumn=salary&sort=desc'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await findGridWithRows(canvas)
    await expect(await canvas.findByText('4 employees, sorted by Salary descending')).toBeVisible()
    await expect(shownNames(grid)).toEqual([
      'Samir Haddad',
      'Omari Juma',
      'Harper Nguyen',
      'Leilani Kahale',
    ])
    await expect(within(grid).getByRole('columnheader', { name: /Salary/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
  },
}

/**
 * A hand-edited link with a salary that is not a number, on 10,000 rows (read from the back end):
 * the bad bound is left open, the others apply, and the rows load (the call asked no bad bound).
 */
export const MalformedLink: Story = {
  parameters: { ...openAt(path, '?salaryMin=abc&ageMax=30&sortColumn=age'), ...sizedData(10_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await findGridWithRows(canvas)
    await expect(
      await canvas.findByText(/^[\d,]+ employees, sorted by Age ascending$/),
    ).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(within(grid).getByRole('spinbutton', { name: 'Salary from' })).toHaveValue(null)
    await expect(within(grid).getByRole('spinbutton', { name: 'Age to' })).toHaveValue(30)
  },
}

/** A selection from the link survives a new sort; "select all" takes every match. */
export const SelectedAcrossPages: Story = {
  parameters: openAt(path, '?selected=1,50'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await findGridWithRows(canvas)
    await expect(canvas.getByText('2 selected')).toBeVisible()
    await userEvent.click(within(grid).getByRole('button', { name: 'Name' }))
    await expect(await canvas.findByText('50 employees, sorted by Name ascending')).toBeVisible()
    await expect(canvas.getByText('2 selected')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Select all 50 matching employees' }))
    await expect(canvas.getByText('50 selected')).toBeVisible()
  },
}

/** A row opened shows every field of the employee. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findGridWithRows(within(canvasElement))
    await userEvent.click(
      within(grid).getByRole('button', { name: 'Show details of Ava Thompson' }),
    )
    const open = within(grid).getByRole('button', { name: 'Hide details of Ava Thompson' })
    await expect(open).toHaveAttribute('aria-expanded', 'true')
    await expect(
      within(grid).getByText('ava.thompson@lumenhq.com', { selector: 'dd' }),
    ).toBeVisible()
    // The details are a row of their own: numbered after their row, the rows below move down one.
    const rows = within(grid).getAllByRole('row')
    const at = rows.findIndex((row) =>
      within(row).queryByRole('rowheader', { name: /Ava Thompson/ }),
    )
    const index = Number(rows[at]?.getAttribute('aria-rowindex'))
    await expect(rows[at + 1]).toHaveAttribute('aria-rowindex', String(index + 1))
    await expect(rows[at + 2]).toHaveAttribute('aria-rowindex', String(index + 2))
    await expect(grid).toHaveAttribute('aria-rowcount', '53')
  },
}

/** Columns hidden, reordered and pinned from the link. */
export const ColumnsHiddenAndPinned: Story = {
  parameters: openAt(path, '?hide=email,city&pin=salary&order=age,full_name,post'),
  play: async ({ canvasElement }) => {
    const grid = await findGridWithRows(within(canvasElement))
    await expect(within(grid).queryByRole('columnheader', { name: 'Email' })).toBeNull()
    // Pinned first, then the link's order, then the columns it leaves out.
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    await expect(headers.slice(2, 6)).toEqual(['Salary', 'Age', 'Name', 'Post'])
    const salary = within(grid).getByRole('columnheader', { name: /Salary/ })
    await expect(getComputedStyle(salary).position).toBe('sticky')
  },
}

/** The keyboard: arrows between cells, Enter sorts a header and opens a row. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await findGridWithRows(canvas)
    const first = grid.querySelector<HTMLElement>('[data-cell="0:0"]')
    first?.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(within(grid).getByRole('columnheader', { name: /Name/ })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('50 employees, sorted by Name ascending')).toBeVisible()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(
      await within(grid).findByRole('button', { name: /^Hide details of/ }),
    ).toBeVisible()
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findGridWithRows(canvas)
    await expect(canvas.getByRole('region', { name: 'Employees' })).toBeVisible()
    await expectNoSidewaysPage()
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const grid = await findGridWithRows(within(canvasElement))
    await expect(grid.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

export const RightToLeft: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const grid = await findGridWithRows(within(canvasElement), 'الموظفون')
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(within(grid).getByRole('columnheader', { name: /الراتب/ })).toBeVisible()
  },
}
